/**
 * A model continuing a chat transcript sometimes goes on to write the user's next line
 * ("You: ..."). Everything from such a line on is cut, both for whole replies and while streaming.
 */
const USER_LINE = /(^|\n)[ \t]*(?:you|user|\{\{?user\}?\})[ \t]*:/i;
const MARKERS = ['you:', 'user:', '{user}:', '{{user}}:'];

/** Stop sequences for the model: the same markers, each on a new line. */
export const USER_STOP_SEQUENCES = ['\nYou:', '\nUser:', '\n{{user}}:', '\n{user}:'];

/** The reply without any line the model wrote for the user, trimmed. */
export function cutUserLines(text: string): string {
  const match = USER_LINE.exec(text);
  return (match ? text.slice(0, match.index) : text).trim();
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
  /** The whole reply so far, with user lines removed and trimmed. */
  readonly text: string;
}

/** Streams text through, holding back only a line start that might still turn into "You:". */
export function createStreamCutter(): StreamCutter {
  let all = '';
  let emitted = 0;
  let cut = false;
  return {
    push(chunk) {
      if (cut) return '';
      all += chunk;
      const match = USER_LINE.exec(all);
      let safe = all.length;
      if (match) {
        cut = true;
        all = all.slice(0, match.index);
        safe = all.length;
      } else {
        const lineStart = all.lastIndexOf('\n') + 1;
        if (couldBecomeMarker(all.slice(lineStart))) safe = Math.max(emitted, lineStart - 1, 0);
      }
      const out = all.slice(emitted, Math.max(safe, emitted));
      emitted = Math.max(safe, emitted);
      return out;
    },
    end() {
      const out = all.slice(emitted).trimEnd();
      emitted = all.length;
      return out;
    },
    get cut() {
      return cut;
    },
    get text() {
      return cutUserLines(all);
    },
  };
}
