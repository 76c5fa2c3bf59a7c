import { HEALTH_CHECK_DELAYS_MS } from '@tuning/shared/chat';
import { ApiError, NetworkError, api } from './api-client.ts';
import { SnapshotStore } from './snapshot-store.ts';

/**
 * Whether the server can be reached, as a small store without React (useSyncExternalStore reads
 * it). A failed request reports `unreachable`; from then on the server's health is asked with a
 * growing pause (1 s, 2 s, 4 s … 30 s) until it answers, or until any other request gets an
 * answer; `checkNow` asks at once (the browser came back online, the tab came to the front, the
 * person pressed "Try now").
 */
export interface ConnectionSnapshot {
  online: boolean;
  /** A health check is on its way. */
  checking: boolean;
}

/** An error that means "no answer from Tuning": nothing came back, or it is briefly down (503). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status === 503);
}

/** The server's health check: true when it answered as up. */
export async function pingServer(): Promise<boolean> {
  try {
    await api('health');
    return true;
  } catch (error) {
    return !isUnreachable(error);
  }
}

export interface ConnectionMonitorOptions {
  ping: () => Promise<boolean>;
  /** Called once each time the server answers again after being unreachable. */
  onReachableAgain?: () => void;
  delaysMs?: readonly number[];
}

export class ConnectionMonitor extends SnapshotStore<ConnectionSnapshot> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  /** Bumped on every change of state, so a health answer that arrives late is ignored. */
  private generation = 0;

  private readonly options: ConnectionMonitorOptions;

  constructor(options: ConnectionMonitorOptions) {
    super({ online: true, checking: false });
    this.options = options;
  }

  /** A request got no answer. */
  reportUnreachable(): void {
    if (!this.snapshot.online) return;
    this.attempt = 0;
    this.generation++;
    this.set({ online: false, checking: false });
    this.schedule();
  }

  /** A request got an answer: the server is there. */
  reportReachable(): void {
    if (this.snapshot.online) return;
    this.clearTimer();
    this.generation++;
    this.set({ online: true, checking: false });
    this.options.onReachableAgain?.();
  }

  /** Asks the server now instead of waiting for the next check (offline only). */
  checkNow(): void {
    if (this.snapshot.online || this.snapshot.checking) return;
    this.clearTimer();
    void this.check();
  }

  /** Stops the pending check (the banner unmounted); the state stays as it is. */
  stop(): void {
    this.clearTimer();
    this.generation++;
    if (this.snapshot.checking) this.set({ ...this.snapshot, checking: false });
  }

  /** Resumes checking after `stop` if still offline. */
  start(): void {
    if (!this.snapshot.online && this.timer === undefined && !this.snapshot.checking) {
      this.schedule();
    }
  }

  private async check(): Promise<void> {
    const generation = ++this.generation;
    this.set({ online: false, checking: true });
    const up = await this.options.ping().catch(() => false);
    if (generation !== this.generation) return;
    if (up) {
      this.reportReachable();
      return;
    }
    this.set({ online: false, checking: false });
    this.schedule();
  }

  private schedule(): void {
    const delays = this.options.delaysMs ?? HEALTH_CHECK_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 1000;
    this.attempt++;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.check();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(next: ConnectionSnapshot): void {
    if (next.online === this.snapshot.online && next.checking === this.snapshot.checking) return;
    this.publish(next);
  }
}
