import { useId } from 'react';
import { WHO_CAN_MESSAGE, type WhoCanMessage } from '@tuning/shared/conversations';
import { useMessageSettings, useSetMessageSettings } from '../api/message-settings.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import './messages.css';

/** Settings: who can message me (everyone, people I follow, nobody); saved when chosen. */
export function MessageSettings() {
  const settings = useMessageSettings();
  const save = useSetMessageSettings();
  const current = save.isPending ? save.variables : settings.data?.whoCanMessage;
  const titleId = useId();
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
              onChange={() => save.mutate(value)}
            />
            {texts.who[value]}
          </label>
        ))}
        <p className="dm-settings__status" role="status">
          {save.isSuccess ? texts.saved : ''}
        </p>
        {(save.isError || settings.isError) && (
          <p className="form-error" role="alert">
            {texts.failed}
          </p>
        )}
      </fieldset>
    </section>
  );
}
