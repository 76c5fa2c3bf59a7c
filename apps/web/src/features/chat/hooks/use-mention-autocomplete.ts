import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { MentionSuggestion } from '@tuning/shared/chat-extras';
import { useMentionSuggestions } from '../api/get-mention-suggestions.ts';
import { insertMention, mentionAt } from '../lib/mention-token.ts';

/** Letters typed this close together make one request. */
export const MENTION_DEBOUNCE_MS = 120;

const NO_SUGGESTIONS: MentionSuggestion[] = [];

/**
 * The `@` autocomplete of the message box, in the ARIA autocomplete pattern: the text box keeps the focus,
 * the list says which suggestion is active (`aria-activedescendant`), ArrowUp/ArrowDown move,
 * Enter or Tab insert `@username `, Escape closes until the next `@`.
 *
 * `text` and `caret` are the box's, `focused` whether it has the focus (the list shows only
 * then); `onInsert` gets the new text and where its caret goes.
 */
export function useMentionAutocomplete(options: {
  text: string;
  caret: number;
  focused: boolean;
  onInsert: (text: string, caret: number) => void;
}) {
  const { text, caret, focused, onInsert } = options;
  const listId = useId();
  const token = mentionAt(text, caret);
  const query = token?.query;

  const [debouncedQuery, setDebouncedQuery] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedQuery(query), MENTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const suggestions = useMentionSuggestions(token ? debouncedQuery : undefined);

  // Escape closes the list for the `@` it was opened for; a new `@` opens it again.
  const [dismissedAt, setDismissedAt] = useState<number>();
  if (!token && dismissedAt !== undefined) setDismissedAt(undefined);
  const [active, setActive] = useState(0);
  const [activeFor, setActiveFor] = useState(query);
  if (activeFor !== query) {
    setActiveFor(query);
    setActive(0);
  }

  const users = (token && suggestions.data?.users) || NO_SUGGESTIONS;
  const open = focused && token !== undefined && token.start !== dismissedAt && users.length > 0;
  const activeIndex = Math.min(active, users.length - 1);

  const choose = (user: MentionSuggestion) => {
    if (!token) return;
    const next = insertMention(text, token, user.username);
    onInsert(next.text, next.caret);
  };

  /** Handles the keys the open list owns; true when it did (the box must not act on them). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    switch (event.key) {
      case 'ArrowDown':
        setActive((activeIndex + 1) % users.length);
        break;
      case 'ArrowUp':
        setActive((activeIndex - 1 + users.length) % users.length);
        break;
      case 'Enter':
      case 'Tab':
        if (event.shiftKey) return false;
        choose(users[activeIndex]!);
        break;
      case 'Escape':
        setDismissedAt(token.start);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return {
    open,
    users,
    activeIndex,
    listId,
    optionId,
    choose,
    setActive,
    onKeyDown,
    /**
     * For the text box: a <textarea> keeps its own role (a multi-line textbox; ARIA in HTML allows
     * no combobox role on it), with what a textbox supports of the autocomplete pattern: the list
     * it controls and the active suggestion. The live region says when the list opens.
     */
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': listId,
      'aria-activedescendant': open ? optionId(activeIndex) : undefined,
    } as const,
  };
}
