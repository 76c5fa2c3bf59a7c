import { useState, type FormEvent } from 'react';
import {
  roomSettingsBodySchema,
  safetyTexts,
  SLOW_MODE_MAX_SECONDS,
  type RoomSettings,
} from '@tuning/shared/safety';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useRoomSettings, useSaveRoomSettings } from '../api/room-settings.ts';

export const SECONDS_INVALID = `Enter a whole number of seconds from 0 to ${SLOW_MODE_MAX_SECONDS}.`;

const slowModeNow = (seconds: number) =>
  seconds === 0 ? 'Slow mode is off.' : safetyTexts.slowMode(seconds);

function SlowModeForm(props: { current: RoomSettings; onAnnounce: (text: string) => void }) {
  const save = useSaveRoomSettings();
  const [seconds, setSeconds] = useState(String(props.current.slowModeSeconds));
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = seconds.trim() === '' ? Number.NaN : Number(seconds);
    const parsed = roomSettingsBodySchema.safeParse({ slowModeSeconds: value });
    if (!parsed.success) return setError(SECONDS_INVALID);
    setError('');
    try {
      await save.mutateAsync(parsed.data);
      props.onAnnounce(slowModeNow(parsed.data.slowModeSeconds));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form
      className="admin-section admin-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <p className="admin-now">Now: {slowModeNow(props.current.slowModeSeconds)}</p>
      <TextField
        id="admin-slow-mode"
        label="Seconds between one person's messages (0 turns slow mode off)"
        type="number"
        inputMode="numeric"
        min={0}
        max={SLOW_MODE_MAX_SECONDS}
        step={1}
        value={seconds}
        onChange={setSeconds}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'admin-slow-mode-error' : undefined}
      >
        {error && (
          <p className="field-error" role="alert" id="admin-slow-mode-error">
            {error}
          </p>
        )}
      </TextField>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

/** The room's settings: slow mode, in seconds between one person's messages. */
export function RoomSettingsForm(props: { onAnnounce: (text: string) => void }) {
  const room = useRoomSettings();
  if (!room.isSuccess) return <QueryFallback query={room} loadingLabel="Loading the room" />;
  return <SlowModeForm current={room.data} onAnnounce={props.onAnnounce} />;
}
