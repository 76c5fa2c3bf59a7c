import { useId } from 'react';
import { WHO_CAN_MESSAGE, type WhoCanMessage } from '@tuning/shared/conversations';
import { useMessageSettings, useSetMessageSettings } from '../api/message-settings.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import './messages.css';

/**
 * Settings: who can message me (everyone, people I follow, nobody) and read receipts ("Seen");
 * each saved when chosen.
 */
export function MessageSettings() {
  const settings = useMessageSettings();
  const save = useSetMessageSettings();
  const pending = save.isPending ? save.variables : undefined;
  const current = pending?.whoCanMessage ?? settings.data?.whoCanMessage;
  const receipts = pending?.readReceipts ?? settings.data?.readReceipts ?? true;
  const titleId = useId();
  const receiptsHintId = useId();
  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.settingsTitle}</h3>
      <fieldset className="dm-settings" disabled={!settings.isSuccess} aria-labelledby={titleId}>
        <p className="muted">{texts.settingsHint}</p>
        {WHO_CAN_MESSAGE.map((value: WhoCanMessage) => (
          <label key={value} className="dm-settings__option">
            <input
              type="radio"
              name="who-can-message"
              value={value}
              checked={current === value}
              onChange={() => save.mutate({ whoCanMessage: value })}
            />
            {texts.who[value]}
          </label>
        ))}
      </fieldset>
      <div className="dm-settings dm-settings__receipts">
        <label className="dm-settings__option">
          <input
            type="checkbox"
            role="switch"
            checked={receipts}
            disabled={!settings.isSuccess}
            aria-describedby={receiptsHintId}
            onChange={(event) => save.mutate({ readReceipts: event.target.checked })}
          />
          {texts.readReceipts}
        </label>
        <p id={receiptsHintId} className="muted">
          {texts.readReceiptsHint}
        </p>
        <p className="dm-settings__status" role="status">
          {save.isSuccess ? texts.saved : ''}
        </p>
        {(save.isError || settings.isError) && (
          <p className="form-error" role="alert">
            {texts.failed}
          </p>
        )}
      </div>
    </section>
  );
}
