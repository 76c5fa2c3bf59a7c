import type { ReactionOp } from './message-changes.ts';

/** An acknowledged reaction whose new list never came stops showing after this long. */
export const REACTION_SETTLE_MS = 5000;

/**
 * The user's reactions sent and not yet in a list from the server, shown on top of what the server
 * said (`withPendingReactions`). One goes when the server's list shows it, when the server refuses
 * it, or, acknowledged but never echoed (the event lost), after REACTION_SETTLE_MS.
 */
export class PendingReactions {
  private list: ReactionOp[] = [];
  private counter = 0;
  private readonly onChange: () => void;

  /** `onChange` runs after every change, so the screen shows the new overlay. */
  constructor(onChange: () => void) {
    this.onChange = onChange;
  }

  get ops(): readonly ReactionOp[] {
    return this.list;
  }

  private replace(list: ReactionOp[]): void {
    this.list = list;
    this.onChange();
  }

  /** A tap: the latest one on an emoji is what counts, an earlier one on its way gives way. */
  add(messageId: string, emoji: string, on: boolean): ReactionOp {
    const op: ReactionOp = { id: ++this.counter, messageId, emoji, on, acknowledged: false };
    const others = this.list.filter((o) => o.messageId !== messageId || o.emoji !== emoji);
    this.replace([...others, op]);
    return op;
  }

  has(id: number): boolean {
    return this.list.some((op) => op.id === id);
  }

  /**
   * The server stored it. `applied`: its list held here already shows it (then it goes now);
   * otherwise it waits for `reactionsChanged`, or goes after REACTION_SETTLE_MS.
   */
  acknowledged(id: number, applied: (op: ReactionOp) => boolean): void {
    const op = this.list.find((o) => o.id === id);
    if (!op) return;
    if (applied(op)) return this.drop(id);
    this.replace(this.list.map((o) => (o.id === id ? { ...o, acknowledged: true } : o)));
    setTimeout(() => this.drop(id), REACTION_SETTLE_MS);
  }

  /** A new reaction list for a message: it includes every reaction acknowledged before it. */
  settle(messageId: string): void {
    const kept = this.list.filter((op) => !(op.acknowledged && op.messageId === messageId));
    if (kept.length !== this.list.length) this.replace(kept);
  }

  drop(id: number): void {
    const kept = this.list.filter((op) => op.id !== id);
    if (kept.length !== this.list.length) this.replace(kept);
  }
}
