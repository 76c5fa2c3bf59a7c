import { REACTIONS_PER_MESSAGE_MAX, type Reaction } from '@tuning/shared/chat-extras';
import { reactedBy } from '../lib/message-changes.ts';
import { reactionLabel, reactorNames } from '../lib/chat-texts.ts';

/**
 * The reactions under a message: one chip per emoji with its count, pressed when the user's own;
 * a tap sets or clears it. The last chip adds another emoji from the picker.
 */
export function ReactionBar({
  reactions,
  ownId,
  tabbable,
  onToggle,
  onAdd,
}: {
  reactions: Reaction[];
  ownId: string | undefined;
  /** False keeps the chips out of the Tab order (the message is not the list's current one). */
  tabbable: boolean;
  onToggle: (emoji: string, on: boolean) => void;
  onAdd: () => void;
}) {
  if (reactions.length === 0) return null;
  const tabIndex = tabbable ? undefined : -1;
  return (
    <div className="reaction-bar">
      {reactions.map((reaction) => {
        const mine = reactedBy(reaction, ownId);
        return (
          <button
            key={reaction.emoji}
            type="button"
            className={mine ? 'reaction-chip reaction-chip--mine' : 'reaction-chip'}
            aria-pressed={mine}
            aria-label={reactionLabel(reaction, ownId)}
            title={`Reacted by ${reactorNames(reaction, ownId)}`}
            tabIndex={tabIndex}
            onClick={() => onToggle(reaction.emoji, !mine)}
          >
            <span className="reaction-chip__emoji" aria-hidden="true">
              {reaction.emoji}
            </span>
            <span className="reaction-chip__count" aria-hidden="true">
              {reaction.count}
            </span>
          </button>
        );
      })}
      {reactions.length < REACTIONS_PER_MESSAGE_MAX && (
        <button
          type="button"
          className="reaction-chip reaction-chip--add"
          aria-label="Add reaction"
          title="Add reaction"
          tabIndex={tabIndex}
          onClick={onAdd}
        >
          <span aria-hidden="true">+</span>
        </button>
      )}
    </div>
  );
}
