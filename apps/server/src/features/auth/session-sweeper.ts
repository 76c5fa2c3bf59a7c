import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deleteExpiredSessions } from './session.queries.ts';
import { SESSION_IDLE_MS } from './session.service.ts';

/** How often expired sessions are deleted. */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 1000;

/**
 * Deletes expired and idle sessions now and then every `intervalMs`, in batches until none is left. Safe
 * with several instances: each runs its own sweep and a row is deleted once, by whichever gets
 * there first. The timer never keeps the process alive; `stop()` ends it (the app does on close).
 */
export function startSessionSweeper(deps: {
  db: Db;
  log: FastifyBaseLogger;
  /** Sessions unused this long are deleted too. */
  idleMs?: number;
  intervalMs?: number;
  now?: () => Date;
}): { sweep(): Promise<number>; stop(): Promise<void> } {
  const now = deps.now ?? (() => new Date());
  const idleMs = deps.idleMs ?? SESSION_IDLE_MS;
  let running: Promise<number> | undefined;
  let stopped = false;

  const sweep = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    running ??= (async () => {
      let total = 0;
      try {
        for (let deleted = BATCH; deleted === BATCH && !stopped;) {
          const at = now();
          deleted = await deleteExpiredSessions(
            deps.db,
            at,
            new Date(at.getTime() - idleMs),
            BATCH,
          );
          total += deleted;
        }
        if (total > 0) deps.log.info({ deleted: total }, 'expired sessions deleted');
      } catch (error) {
        deps.log.warn({ err: error }, 'expired-session sweep failed; retrying next interval');
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  };

  const timer = setInterval(() => void sweep(), deps.intervalMs ?? SESSION_SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();
  return {
    sweep,
    /** Ends the schedule; resolves once a sweep under way has finished with the database. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
