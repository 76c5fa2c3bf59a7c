import path from 'node:path';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../../apps/server/test/server-process.ts';
import { bundleIfChanged, SERVER_BUNDLE } from '../../apps/server/build/bundle.ts';
import { benchDir, processStats } from './report.ts';

export interface RunningServer extends ServerProcess {
  /** CPU time and resident memory so far, from /proc. */
  stats(): { cpuMs: number; rssBytes: number } | undefined;
}

/** The server as `npm start` runs it: bundled first when its sources changed. */
function bundled(): string {
  bundleIfChanged();
  return SERVER_BUNDLE;
}

/** A long run logs without end: only the tail is kept for the error message. */
const KEEP_OUTPUT_CHARS = 20_000;

async function startMeasured(
  env: Record<string, string>,
  options: { name: string; entry: string; nodeArgs: string[]; healthPath: string },
  timeoutMs: number,
): Promise<RunningServer> {
  const server = startServerProcess(
    // As `npm start` and the container run it: fewer glibc malloc arenas (docs/benchmarks.md).
    { LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: '2', ...env },
    { ...options, keepOutputChars: KEEP_OUTPUT_CHARS },
  );
  await waitUntilHealthy(server.healthUrl, server, timeoutMs);
  return {
    ...server,
    stats: () => (server.child.pid ? processStats(server.child.pid) : undefined),
  };
}

/** `node apps/server/dist/server.js`, exactly as `npm start` runs it, on a database prepared by the bench. */
export async function startTuning(
  env: Record<string, string>,
  port?: number,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  return startMeasured(
    {
      PORT: String(chosen),
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      // Every simulated student connects from this one address.
      SOCKETS_PER_IP: '100000',
      ...env,
    },
    {
      name: 'tuning',
      // A patched copy can be measured side by side: BENCH_SERVER_ENTRY=/tmp/copy/apps/server/src/server.ts
      entry: process.env.BENCH_SERVER_ENTRY ?? bundled(),
      nodeArgs,
      healthPath: '/api/health',
    },
    90_000,
  );
}

/** The ceiling servers: Socket.IO that only broadcasts, Fastify that only answers. */
export async function startBare(
  kind: 'socket' | 'fastify',
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  return startMeasured(
    { PORT: String(await freePort()), ...env },
    {
      name: `bare-${kind}`,
      entry: path.join(benchDir, 'bare', `${kind}-server.ts`),
      nodeArgs,
      healthPath: '/health',
    },
    30_000,
  );
}
