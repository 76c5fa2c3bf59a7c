import { useEffect, useId, useState } from 'react';
import { PUSH_KINDS, pushTexts } from '@tuning/shared/push';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import {
  devicePush,
  turnOffDevicePush,
  turnOnDevicePush,
  useChangePushSettings,
  usePushState,
  type DevicePush,
} from '../api/push.ts';

/**
 * Push notifications (product.md §13): this device on or off, and a switch per kind. Says so when
 * the server has no VAPID keys.
 */
export function PushSettings() {
  const titleId = useId();
  const state = usePushState();
  const change = useChangePushSettings();
  const [device, setDevice] = useState<DevicePush | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    devicePush()
      .then((found) => live && setDevice(found))
      .catch(() => live && setDevice('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const toggleDevice = async (publicKey: string) => {
    setBusy(true);
    setStatus(null);
    try {
      const next = device === 'on' ? await turnOffDevicePush() : await turnOnDevicePush(publicKey);
      setDevice(next);
      if (next === 'denied') setStatus({ ok: false, text: pushTexts.denied });
    } catch {
      setStatus({ ok: false, text: pushTexts.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section push-settings" aria-labelledby={titleId}>
      <h3 id={titleId}>{pushTexts.heading}</h3>
      {!state.isSuccess ? (
        <QueryFallback query={state} loadingLabel="Loading push notifications" />
      ) : !state.data.enabled || state.data.publicKey === null ? (
        <p className="muted">{pushTexts.off}</p>
      ) : (
        <>
          {device === 'unsupported' ? (
            <p className="muted">{pushTexts.unsupported}</p>
          ) : device === 'denied' ? (
            <p className="muted">{pushTexts.denied}</p>
          ) : (
            device !== null && (
              <div className="push-settings__device">
                {device === 'on' && <p>{pushTexts.onHere}</p>}
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void toggleDevice(state.data.publicKey as string)}
                >
                  {device === 'on' ? pushTexts.turnOff : pushTexts.turnOn}
                </button>
              </div>
            )
          )}
          <ul className="push-settings__kinds">
            {PUSH_KINDS.filter((kind) => state.data.settings[kind] !== undefined).map((kind) => (
              <li key={kind}>
                <label className="push-settings__switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={state.data.settings[kind] === true}
                    disabled={change.isPending}
                    onChange={(event) => change.mutate({ [kind]: event.target.checked })}
                  />
                  {pushTexts.kinds[kind]}
                </label>
              </li>
            ))}
          </ul>
          {change.isError && <p className="field-error">{change.error.message}</p>}
        </>
      )}
      <p
        className={status?.ok === false ? 'field-error' : 'settings-section__status'}
        role="status"
      >
        {status?.text}
      </p>
    </section>
  );
}
