import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// The one way the server tests, the browser tests (apps/web/e2e) and the benchmarks (bench/) start
// processes: a free port, a spawn that keeps the output, a wait until the process answers, a stop
// that waits for the exit. It lives in apps/server/test, which the runtime image never copies
// (deploy/Dockerfile, runtime-tree.test.ts).

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** A process that has not exited this long after `stop` is killed. */
const STOP_GRACE_MS = 15_000;

/** A loopback port nothing listens on right now, for a process that must be told its port. */
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

/** `node apps/server/scripts/SCRIPT …ARGS` as an operator runs it, with `env` added: its exit code and output. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`apps/server/scripts/${script}`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** stdout and stderr together, as they came. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  hasExited(): boolean;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after 15 s. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Keeps only the last this many characters of output (a long benchmark logs without end). */
  keepOutputChars?: number;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  { cwd = repoRoot, env = process.env, keepOutputChars = Infinity }: ProcessOptions = {},
): RunningProcess {
  let output = '';
  let ended = false;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer | string) => {
    output += chunk.toString();
    if (output.length > keepOutputChars) output = output.slice(-keepOutputChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
    });
    // A command that could not be started never exits: it ends here.
    child.once('error', (error) => {
      keep(`${String(error)}\n`);
      ended = true;
      resolve(null);
    });
  });
  return {
    name,
    child,
    output: () => output,
    exited,
    hasExited: () => ended,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface ServerProcess extends RunningProcess {
  port: number;
  baseUrl: string;
  /** The route that answers 200 once the server is ready. */
  healthUrl: string;
}

export interface ServerProcessOptions {
  name?: string;
  /**
   * The script node runs, relative to `cwd`: the server's sources by default (`npm start` runs
   * them bundled, apps/server/build/bundle.ts; the end-to-end tests and benchmarks do too).
   */
  entry?: string;
  nodeArgs?: string[];
  healthPath?: string;
  cwd?: string;
  /** The environment under `env`: this process's by default. */
  baseEnv?: NodeJS.ProcessEnv;
  keepOutputChars?: number;
}

/**
 * Runs `apps/server/src/server.ts` (or `entry`) with node, as `npm start` runs the bundle, on 127.0.0.1 and
 * env.PORT, with `env` on top of `baseEnv`. It does not wait: see `waitUntilHealthy`.
 */
export function startServerProcess(
  env: Record<string, string>,
  {
    name = 'server',
    entry = 'apps/server/src/server.ts',
    nodeArgs = [],
    healthPath = '/api/health',
    cwd = repoRoot,
    baseEnv = process.env,
    keepOutputChars,
  }: ServerProcessOptions = {},
): ServerProcess {
  const port = Number(env.PORT);
  const baseUrl = `http://127.0.0.1:${port}`;
  const running = startProcess(name, process.execPath, [...nodeArgs, entry], {
    cwd,
    env: { ...baseEnv, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    keepOutputChars,
  });
  return { ...running, port, baseUrl, healthUrl: `${baseUrl}${healthPath}` };
}

/** Resolves once the process has printed `text`; fails if it exits first, or after `timeoutMs`. */
export function waitForOutput(
  watched: RunningProcess,
  text: string,
  timeoutMs = 10_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const streams = [watched.child.stdout, watched.child.stderr];
    const done = (error?: Error) => {
      clearTimeout(timer);
      for (const stream of streams) stream?.off('data', check);
      if (error) reject(error);
      else resolve();
    };
    // Runs after the listener that keeps the output, which was added first.
    const check = () => {
      if (watched.output().includes(text)) done();
    };
    const timer = setTimeout(
      () => done(new Error(`${watched.name} did not print "${text}":\n${watched.output()}`)),
      timeoutMs,
    );
    for (const stream of streams) stream?.on('data', check);
    void watched.exited.then(() => {
      check();
      done(new Error(`${watched.name} exited before printing "${text}":\n${watched.output()}`));
    });
    check();
  });
}

/**
 * Resolves once `url` answers 200. With `watched`, fails as soon as that process exits, and a
 * process that never answers is killed; either error carries its output.
 */
export async function waitUntilHealthy(
  url: string,
  watched?: RunningProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const output = () => (watched ? `:\n${watched.output()}` : '');
  while (Date.now() < deadline) {
    if (watched?.hasExited()) {
      const { exitCode, signalCode } = watched.child;
      throw new Error(`${watched.name} exited (${exitCode ?? signalCode})${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    // Polls until the answer comes: nothing is asserted about the wait itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await watched?.stop('SIGKILL');
  throw new Error(`${url} did not answer within ${timeoutMs} ms${output()}`);
}
