import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { benchDir, processStats, repoRoot, sleep } from './report.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  name: string;
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  stats(): { cpuMs: number; rssBytes: number } | undefined;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function spawnNode(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): RunningServer {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stats: () => (child.pid ? processStats(child.pid) : undefined),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForUrl(server: RunningServer, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(
    `${server.name} did not answer ${url} within ${timeoutMs} ms:\n${server.output()}`,
  );
}

/** `node apps/server/src/server.ts`, exactly as `npm start` runs it, on a database prepared by the bench. */
export async function startTuning(
  env: Record<string, string>,
  port?: number,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  const server = spawnNode(
    'tuning',
    // A patched copy can be measured side by side: BENCH_SERVER_ENTRY=/tmp/copy/apps/server/src/server.ts
    process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/server.ts',
    chosen,
    {
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      // Every simulated student connects from this one address.
      SOCKETS_PER_IP: '100000',
      ...env,
    },
    nodeArgs,
  );
  await waitForUrl(server, `${server.baseUrl}/api/health`, 90_000);
  return server;
}

/** The ceiling servers: Socket.IO that only broadcasts, Fastify that only answers. */
export async function startBare(
  kind: 'socket' | 'fastify',
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const script = path.join(benchDir, 'bare', `${kind}-server.ts`);
  const server = spawnNode(`bare-${kind}`, script, port, env, nodeArgs);
  await waitForUrl(server, `${server.baseUrl}/health`, 30_000);
  return server;
}
