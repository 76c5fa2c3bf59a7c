import WebSocket from 'ws';
import type { RunningServer } from './server.ts';

/** Node's flag that makes a server measurable by `collectedMemory`: an inspector on a free port. */
export const INSPECT_ARGS = ['--inspect=127.0.0.1:0'];

/**
 * Idle memory targets (issue 21, docs/benchmarks.md): resident MB of a server after start, no
 * client connected.
 */
export const IDLE_TARGET_MB = { pglite: 300, postgres: 150 } as const;

const LISTENING = /Debugger listening on (ws:\/\/\S+)/;
/** Found on the first reading: a long run's logs push the line out of the output kept. */
const inspectorUrls = new WeakMap<RunningServer, string>();

export interface CollectedMemory {
  /** Resident set size after the collection. */
  rssBytes: number;
  /** What is alive: V8's heap in use plus memory held outside it (buffers, WebAssembly). */
  liveBytes: number;
}

/**
 * The server's memory after a full garbage collection, asked through its inspector: resident size
 * read at any other moment counts garbage the collector has not reached yet, which moved the
 * per-connection figure by 10 KB from one run to the next.
 */
export async function collectedMemory(server: RunningServer): Promise<CollectedMemory> {
  const url = inspectorUrls.get(server) ?? LISTENING.exec(server.output())?.[1];
  if (url) inspectorUrls.set(server, url);
  if (!url) throw new Error(`${server.name} was not started with ${INSPECT_ARGS.join(' ')}`);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (data: WebSocket.RawData) => {
        const reply = JSON.parse(data.toString()) as {
          id?: number;
          result?: unknown;
          error?: object;
        };
        if (reply.id !== id) return;
        socket.off('message', onMessage);
        if (reply.error) reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
        else resolve(reply.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const result = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(result.result.value) as NodeJS.MemoryUsage;
    return { rssBytes: usage.rss, liveBytes: usage.heapUsed + usage.external };
  } finally {
    socket.close();
  }
}
