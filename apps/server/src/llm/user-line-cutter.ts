/**
 * What a model writes is not always only the character's reply. Cleaned here, for whole replies
 * and while streaming:
 * - a line for the user ("You: ..."): everything from it on is cut;
 * - chat-template tokens (`<|im_end|>`, `</s>`, `[INST]`, `<end_of_turn>`, …) are removed;
 * - a reasoning block (`<think>…</think>`) is removed with its content;
 * - a leading "Tyson:" (the character naming itself) is removed.
 */
const USER_LINE = /(^|\n)[ \t]*(?:you|user|\{\{?user\}?\})[ \t]*:/i;
const MARKERS = ['you:', 'user:', '{user}:', '{{user}}:'];

/** Stop sequences for the model: the same markers, each on a new line. */
export const USER_STOP_SEQUENCES = ['\nYou:', '\nUser:', '\n{{user}}:', '\n{user}:'];

const SPECIAL_TOKEN =
  /<\|[a-z_]{1,24}\|>|<\/?s>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:start_of_turn|end_of_turn|eos|bos|pad|unk)>|<\|?endoftext\|?>/gi;
const THINK_BLOCK = /<think>[\s\S]*?(<\/think>|$)/gi;
/** The start of a tag that may still turn into a special token once more text arrives. */
const PARTIAL_TAG = /(<[|/a-z_]{0,24}|\[\/?I?N?S?T?|<<\/?S?Y?S?)$/i;

/** The reply with template tokens and reasoning blocks removed (not trimmed). */
export function stripModelTokens(text: string): string {
  return text.replace(THINK_BLOCK, '').replace(SPECIAL_TOKEN, '');
}

function stripSpeakerName(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  const pattern = new RegExp(
    `^\\s*(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*:\\s*`,
    'i',
  );
  return text.replace(pattern, '');
}

/** The reply without tokens, reasoning, a self-naming prefix or lines for the user, trimmed. */
export function cutUserLines(text: string, names: readonly string[] = []): string {
  const clean = stripSpeakerName(stripModelTokens(text), names);
  const match = USER_LINE.exec(clean);
  return (match ? clean.slice(0, match.index) : clean).trim();
}

function couldBecomeMarker(line: string): boolean {
  const compact = line
    .replace(/^[ \t]+/, '')
    .replace(/[ \t]+/g, '')
    .toLowerCase();
  return compact.length === 0 || MARKERS.some((marker) => marker.startsWith(compact));
}

export interface StreamCutter {
  /** Text that is safe to show now. */
  push(chunk: string): string;
  /** The rest once the stream has ended. */
  end(): string;
  /** True once a user line was found: the caller should stop the upstream call. */
  readonly cut: boolean;
  /** The whole reply so far, cleaned and trimmed. */
  readonly text: string;
}

/**
 * Streams text through, holding back only what may still change: a line start that might turn
 * into "You:", a tag that might be a template token, an open reasoning block, and the first
 * words while they might still be the character's own name.
 */
export function createStreamCutter(names: readonly string[] = []): StreamCutter {
  let raw = '';
  let emitted = 0;
  let cut = false;
  let visibleAtCut = '';

  const longestName = Math.max(0, ...names.map((name) => name.length)) + 2;

  function visible(final: boolean): string {
    if (cut) return visibleAtCut;
    let text = stripModelTokens(raw);
    if (!final) {
      const partial = PARTIAL_TAG.exec(text);
      if (partial) text = text.slice(0, partial.index);
      // Until a name prefix is ruled out, show nothing.
      if (names.length > 0 && raw.trimStart().length < longestName && !raw.includes('\n')) {
        const start = raw.trimStart().toLowerCase();
        if (names.some((name) => `${name.toLowerCase()}:`.startsWith(start))) return '';
      }
    }
    text = stripSpeakerName(text, names);
    const match = USER_LINE.exec(text);
    if (match) {
      cut = true;
      visibleAtCut = text.slice(0, match.index);
      return visibleAtCut;
    }
    if (!final) {
      const lineStart = text.lastIndexOf('\n') + 1;
      if (couldBecomeMarker(text.slice(lineStart)))
        text = text.slice(0, Math.max(lineStart - 1, 0));
    }
    return text;
  }

  function next(final: boolean): string {
    const text = visible(final);
    if (text.length <= emitted) return '';
    const out = text.slice(emitted);
    emitted = text.length;
    return out;
  }

  return {
    push(chunk) {
      if (cut) return '';
      raw += chunk;
      const out = next(false);
      // Nothing shown yet is leading whitespace.
      return emitted === out.length ? out.trimStart() : out;
    },
    end() {
      const out = next(true);
      return out.trimEnd();
    },
    get cut() {
      return cut;
    },
    get text() {
      return visible(true).trim();
    },
  };
}
