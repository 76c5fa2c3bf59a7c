import type { Typer } from '../hooks/use-group-chat.ts';
import { messages } from '@tuning/shared/messages';

export function typingText(typers: Pick<Typer, 'name'>[]): string {
  if (typers.length === 0) return '';
  if (typers.length === 1) return messages.typingOne(typers[0]!.name);
  return messages.typingMany(typers.length);
}

export function TypingIndicator({ typers }: { typers: Typer[] }) {
  return (
    <div
      className={typers.length === 0 ? 'chat-typing chat-typing--idle' : 'chat-typing'}
      aria-live="polite"
    >
      {typingText(typers)}
    </div>
  );
}
