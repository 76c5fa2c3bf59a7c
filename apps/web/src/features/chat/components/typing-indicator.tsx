import type { Typer } from '../hooks/use-group-chat.ts';

export function typingText(typers: Pick<Typer, 'name'>[]): string {
  if (typers.length === 0) return '';
  if (typers.length === 1) return `${typers[0]!.name} is typing...`;
  return `${typers.length} people are typing...`;
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
