/**
 * What a model writes is not always only the character's reply. Cleaned here, for whole replies
 * and while streaming:
 * - a line for the user ("You: ...", or the student's own name): everything from it on is cut;
 * - chat-template tokens (`<|im_end|>`, `</s>`, `[INST]`, `<end_of_turn>`, …) are removed;
 * - a reasoning block (`<think>…</think>`) is removed with its content;
 * - markdown emphasis (`*waves*`, `**bold**`, `_quiet_`), NUL and U+FFFD are removed: the chat shows
 *   plain text;
 * - a leading "Tyson:" or "**Tyson**:" (the character naming itself) is removed.
 */
const USER_MARKERS = ['you', 'user', '{user}', '{{user}}'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Stop sequences for the model: the user markers and the student's first name, each on a new line.
 * Four at most: OpenAI's own API refuses more.
 */
export function userStopSequences(studentName?: string): string[] {
  const name = studentName?.trim();
  return ['\nYou:', '\nUser:', '\n{{user}}:', name ? `\n${name}:` : '\n{user}:'];
}

const SPECIAL_TOKEN =
  /<\|[a-z_]{1,24}\|>|<\/?s>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:start_of_turn|end_of_turn|eos|bos|pad|unk)>|<\|?endoftext\|?>/gi;
const THINK_BLOCK = /<think>[\s\S]*?(<\/think>|$)/gi;
/** NUL, the replacement character (a broken byte sequence) and other control characters. */
// eslint-disable-next-line no-control-regex
const NOISE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g;
/** Markdown emphasis: every asterisk, and underscores that open or close a word. */
const ASTERISKS = /\*+/g;
const UNDERSCORE_EMPHASIS = /(^|[\s("'])_+(?=\S)|(?<=[^\s_])_+(?=[\s.,!?;:)"'\u2026]|$)/g;
/** The start of a tag that may still turn into a special token once more text arrives. */
const PARTIAL_TAG = /(<[|/a-z_]{0,24}|\[\/?I?N?S?T?|<<\/?S?Y?S?|_+)$/i;

/** The reply with template tokens, reasoning blocks, emphasis and noise removed (not trimmed). */
export function stripModelTokens(text: string): string {
  return text
    .replace(THINK_BLOCK, '')
    .replace(SPECIAL_TOKEN, '')
    .replace(NOISE, '')
    .replace(ASTERISKS, '')
    .replace(UNDERSCORE_EMPHASIS, '$1');
}

function stripSpeakerName(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  const pattern = new RegExp(`^\\s*(?:${names.map(escape).join('|')})\\s*:\\s*`, 'i');
  return text.replace(pattern, '');
}

/** A line that starts speaking for the user: "You:", "User:", "{{user}}:" or the student's name. */
function userLinePattern(userNames: readonly string[]): RegExp {
  const markers = [...USER_MARKERS, ...userNames.filter((name) => name.trim())].map(escape);
  return new RegExp(`(^|\\n)[ \\t]*(?:${markers.join('|')})[ \\t]*:`, 'i');
}

/**
 * The reply without tokens, reasoning, emphasis, a self-naming prefix or lines for the user
 * (`names` are the character's, `userNames` the student's), trimmed.
 */
export function cutUserLines(
  text: string,
  names: readonly string[] = [],
  userNames: readonly string[] = [],
): string {
  const clean = stripSpeakerName(stripModelTokens(text), names);
  const match = userLinePattern(userNames).exec(clean);
  return (match ? clean.slice(0, match.index) : clean).trim();
}

function couldBecomeMarker(line: string, markers: readonly string[]): boolean {
  const compact = line
    .replace(/^[ \t]+/, '')
    .replace(/[ \t]+/g, '')
    .toLowerCase();
  return compact.length === 0 || markers.some((marker) => marker.startsWith(compact));
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
 * into "You:" (or the student's name), a tag that might be a template token, an open reasoning
 * block, an underscore that might close an emphasis, and the first words while they might still
 * be the character's own name.
 */
export function createStreamCutter(
  names: readonly string[] = [],
  userNames: readonly string[] = [],
): StreamCutter {
  let raw = '';
  let emitted = 0;
  let cut = false;
  let visibleAtCut = '';
  const userLine = userLinePattern(userNames);
  const markers = [...USER_MARKERS, ...userNames.filter((name) => name.trim())].map(
    (marker) => `${marker.replace(/\s+/g, '').toLowerCase()}:`,
  );

  const longestName = Math.max(0, ...names.map((name) => name.length)) + 2;

  function visible(final: boolean): string {
    if (cut) return visibleAtCut;
    let text = stripModelTokens(raw);
    if (!final) {
      const partial = PARTIAL_TAG.exec(text);
      if (partial) text = text.slice(0, partial.index);
      // Until a name prefix is ruled out, show nothing.
      const start = text.trimStart();
      if (names.length > 0 && start.length < longestName && !start.includes('\n')) {
        const lower = start.toLowerCase();
        if (names.some((name) => `${name.toLowerCase()}:`.startsWith(lower))) return '';
      }
    }
    text = stripSpeakerName(text, names);
    const match = userLine.exec(text);
    if (match) {
      cut = true;
      visibleAtCut = text.slice(0, match.index);
      return visibleAtCut;
    }
    if (!final) {
      const lineStart = text.lastIndexOf('\n') + 1;
      if (couldBecomeMarker(text.slice(lineStart), markers))
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
