import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted fake of an OpenAI-compatible chat completions server, for the model path's tests:
 * each request gets the next behaviour (or the last one again), and every request is recorded.
 * A `json` behaviour asked for with `stream: true` is sent as one streamed chunk, as a real
 * server would send the same reply.
 */
export type FakeBehaviour =
  | { kind: 'json'; content: string; finish?: 'stop' | 'length' }
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      /** finish_reason of the last chunk (default 'stop'). */
      finish?: 'stop' | 'length';
      /** Stop sending after this many chunks and keep the connection open. */
      stallAfter?: number;
      /** Wait this long (headers sent) before the first chunk: a slow CPU reading the prompt. */
      firstDelayMs?: number;
    }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface FakeRequest {
  url: string;
  auth: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    stop?: string[];
    temperature?: number;
    top_p?: number;
    frequency_penalty?: number;
    presence_penalty?: number;
    seed?: number;
    messages: Array<{ role: string; content: string }>;
  };
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  /** Responses closed by the client before the fake finished writing them. */
  closedEarly(): number;
  /** What the next requests get, in order; the last one repeats. */
  script(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

function chunk(content: string, finish: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake',
    choices: [{ index: 0, delta: content ? { content } : {}, finish_reason: finish }],
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  let queue: FakeBehaviour[] = [{ kind: 'json', content: 'hello' }];
  let closedEarly = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      const streamed = requests.at(-1)!.body.stream === true;
      const current: FakeBehaviour =
        next.kind === 'json' && streamed
          ? { kind: 'stream', chunks: [next.content], finish: next.finish }
          : next;
      if (current.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 1,
            model: 'fake',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: current.content },
                finish_reason: current.finish ?? 'stop',
              },
            ],
          }),
        );
      } else if (current.kind === 'stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.on('close', () => {
          if (!res.writableFinished) closedEarly += 1;
        });
        void (async () => {
          if (current.firstDelayMs) {
            await new Promise((resolve) => setTimeout(resolve, current.firstDelayMs));
          }
          for (const [index, content] of current.chunks.entries()) {
            if (res.destroyed) return;
            if (current.stallAfter !== undefined && index >= current.stallAfter) return;
            const last = index === current.chunks.length - 1;
            res.write(
              `data: ${JSON.stringify(chunk(content, last ? (current.finish ?? 'stop') : null))}\n\n`,
            );
            await new Promise((resolve) => setTimeout(resolve, current.delayMs ?? 1));
          }
          if (!res.destroyed) res.end('data: [DONE]\n\n');
        })();
      } else if (current.kind === 'status') {
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'nope', type: 'fake_error' } }));
      }
      // 'hang': never answer; the provider's timeout must end the call.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    closedEarly: () => closedEarly,
    script(...behaviours) {
      queue = behaviours;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
