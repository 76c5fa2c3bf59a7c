import { useState } from 'react';
import { safetyTexts, SLOW_MODE_MAX_SECONDS, type RoomSettings } from '@tuning/shared/safety';
import { roomSettingsBodySchema } from '@tuning/shared/safety-schemas';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useRoomSettings, useSaveRoomSettings } from '../api/room-settings.ts';
import { FieldForm, type CheckedEntry } from './field-form.tsx';

export const SECONDS_INVALID = `Enter a whole number of seconds from 0 to ${SLOW_MODE_MAX_SECONDS}.`;

const slowModeNow = (seconds: number) =>
  seconds === 0 ? 'Slow mode is off.' : safetyTexts.slowMode(seconds);

function checkSeconds(entry: string): CheckedEntry<RoomSettings> {
  const value = entry.trim() === '' ? Number.NaN : Number(entry);
  const parsed = roomSettingsBodySchema.safeParse({ slowModeSeconds: value });
  return parsed.success ? { value: parsed.data } : { error: SECONDS_INVALID };
}

function SlowModeForm(props: { current: RoomSettings; onAnnounce: (text: string) => void }) {
  const save = useSaveRoomSettings();
  const [seconds, setSeconds] = useState(String(props.current.slowModeSeconds));

  const onSave = async (settings: RoomSettings) => {
    await save.mutateAsync(settings);
    props.onAnnounce(slowModeNow(settings.slowModeSeconds));
  };

  return (
    <FieldForm
      className="admin-section admin-form"
      id="admin-slow-mode"
      label="Seconds between one person's messages (0 turns slow mode off)"
      type="number"
      inputMode="numeric"
      min={0}
      max={SLOW_MODE_MAX_SECONDS}
      step={1}
      value={seconds}
      onChange={setSeconds}
      check={checkSeconds}
      send={onSave}
      button="Save"
      pendingLabel="Saving..."
      pending={save.isPending}
    >
      <p className="admin-now">Now: {slowModeNow(props.current.slowModeSeconds)}</p>
    </FieldForm>
  );
}

/** The room's settings: slow mode, in seconds between one person's messages. */
export function RoomSettingsForm(props: { onAnnounce: (text: string) => void }) {
  const room = useRoomSettings();
  if (!room.isSuccess) return <QueryFallback query={room} loadingLabel="Loading the room" />;
  return <SlowModeForm current={room.data} onAnnounce={props.onAnnounce} />;
}
