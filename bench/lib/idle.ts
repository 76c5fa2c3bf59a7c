// Memory per idle connection: the server's resident size after a full garbage collection, read
// before and after a crowd of signed-in sockets connects (chat fan-out, private conversations).
import { connectPool, type ClientPool } from './chat-load.ts';
import type { BenchUser } from './database.ts';
import { collectedMemory, type CollectedMemory } from './inspector.ts';
import { round, sleep } from './report.ts';
import type { RunningServer } from './server.ts';

export interface IdleResult {
  target: string;
  connections: number;
  failed: number;
  connectMs: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  liveBeforeMb: number;
  liveAfterMb: number;
  /** Resident size after a full collection, per connection. */
  bytesPerConnection: number;
  /** V8 heap in use plus external memory after a full collection, per connection. */
  liveBytesPerConnection: number;
  /** The same once `then` ran on the connected sockets (e.g. each joined its conversations). */
  then?: {
    ms: number;
    rssAfterMb: number;
    bytesPerConnection: number;
    liveBytesPerConnection: number;
  };
}

/**
 * `users` connect (the server started with INSPECT_ARGS) with `warmUsers` already connected and
 * kept; `join` joins them to the room too; `then`, when given, runs on the measured sockets
 * afterwards and is read again.
 */
export async function measureIdle(
  target: string,
  server: RunningServer,
  users: BenchUser[],
  warmUsers: BenchUser[],
  options: { join: boolean; then?: (pool: ClientPool) => Promise<void> },
): Promise<IdleResult> {
  const connect = { concurrency: 100, waitForHistory: false, join: options.join };
  // A first group, kept connected, grows what grows once (PGlite's WebAssembly memory, V8's
  // heap spaces). Closing it instead would leave freed memory for the measured round to reuse.
  // Its users are others than the measured round's, so the measured sockets' cache entries count.
  const warm = await connectPool(target, server, warmUsers, connect);
  if (options.then) await options.then(warm);
  await sleep(2000);
  const before = await collectedMemory(server);
  const pool = await connectPool(target, server, users, connect);
  // Let presence broadcasts and buffers settle before reading.
  await sleep(5000);
  const after = await collectedMemory(server);
  const connected = users.length - pool.failed;
  const perConnection = (bytes: number) => (connected > 0 ? Math.round(bytes / connected) : 0);
  const grown = (memory: CollectedMemory) => ({
    rssAfterMb: round(memory.rssBytes / 2 ** 20),
    bytesPerConnection: perConnection(memory.rssBytes - before.rssBytes),
    liveBytesPerConnection: perConnection(memory.liveBytes - before.liveBytes),
  });
  let then: IdleResult['then'];
  if (options.then) {
    const started = performance.now();
    await options.then(pool);
    const ms = Math.round(performance.now() - started);
    await sleep(5000);
    then = { ms, ...grown(await collectedMemory(server)) };
  }
  await pool.close();
  await warm.close();
  return {
    target,
    connections: connected,
    failed: pool.failed,
    connectMs: pool.connectMs,
    rssBeforeMb: round(before.rssBytes / 2 ** 20),
    liveBeforeMb: round(before.liveBytes / 2 ** 20),
    liveAfterMb: round(after.liveBytes / 2 ** 20),
    ...grown(after),
    ...(then ? { then } : {}),
  };
}
