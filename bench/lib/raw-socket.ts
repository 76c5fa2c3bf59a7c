// A minimal Socket.IO v4 client over `ws`: the Engine.IO/Socket.IO text protocol with nothing
// else, so a thousand of them cost the load generator far less than a thousand socket.io-client
// instances (and `ws` costs less per frame than Node's built-in WebSocket). Reconnection is not
// handled: the reconnect benchmark uses the real socket.io-client.
import WebSocket from 'ws';

type Handler = (data: unknown, ...rest: unknown[]) => void;

export interface RawSocketOptions {
  /** http://host:port */
  baseUrl: string;
  cookie?: string;
  /** Called with the raw text of every `42["message",...]` frame; skips JSON.parse. */
  onMessageFrame?: (frame: string) => void;
}

export class RawSocket {
  private ws: WebSocket | undefined;
  private nextAck = 0;
  private acks = new Map<number, (data: unknown) => void>();
  private handlers = new Map<string, Handler>();
  private readonly options: RawSocketOptions;
  connected = false;
  disconnects = 0;
  /** Every frame and character received, for the cost of presence and other broadcasts. */
  framesIn = 0;
  charsIn = 0;
  /** Characters received per event name (`message` frames excepted), e.g. presence snapshots. */
  readonly charsByEvent = new Map<string, number>();

  constructor(options: RawSocketOptions) {
    this.options = options;
  }

  on(event: string, handler: Handler): this {
    this.handlers.set(event, handler);
    return this;
  }

  /** Resolves once the default namespace accepted us; rejects on a refused handshake. */
  connect(timeoutMs = 15_000): Promise<void> {
    const url = `${this.options.baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(url, {
      headers: this.options.cookie ? { cookie: this.options.cookie } : {},
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    this.ws = ws;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('socket connect timeout'));
        ws.close();
      }, timeoutMs);
      ws.on('message', (data: Buffer) => {
        const frame = data.toString();
        this.framesIn++;
        this.charsIn += frame.length;
        const type = frame.charCodeAt(0);
        if (type === 50 /* 2 ping */) {
          ws.send('3');
        } else if (type === 48 /* 0 open */) {
          ws.send('40');
        } else if (type === 52 /* 4 message */) {
          this.onPacket(frame, resolve, reject, timer);
        }
      });
      ws.on('error', () => {
        clearTimeout(timer);
        reject(new Error('websocket error'));
      });
      ws.on('close', () => {
        clearTimeout(timer);
        if (this.connected) this.disconnects++;
        this.connected = false;
        reject(new Error('websocket closed'));
      });
    });
  }

  private onPacket(
    frame: string,
    resolve: () => void,
    reject: (error: Error) => void,
    timer: NodeJS.Timeout,
  ): void {
    const kind = frame.charCodeAt(1);
    if (kind === 50 /* 2 event */) {
      if (this.options.onMessageFrame && frame.startsWith('42["message",')) {
        this.options.onMessageFrame(frame);
        return;
      }
      // Only events someone listens to are parsed: presence lists can be large.
      const nameStart = frame.indexOf('["') + 2;
      const event = frame.slice(nameStart, frame.indexOf('"', nameStart));
      this.charsByEvent.set(event, (this.charsByEvent.get(event) ?? 0) + frame.length);
      const handler = this.handlers.get(event);
      if (!handler) return;
      const [, data, ...rest] = JSON.parse(frame.slice(nameStart - 2)) as [string, ...unknown[]];
      handler(data, ...rest);
    } else if (kind === 51 /* 3 ack */) {
      const bracket = frame.indexOf('[');
      const id = Number(frame.slice(2, bracket));
      const callback = this.acks.get(id);
      if (callback) {
        this.acks.delete(id);
        callback((JSON.parse(frame.slice(bracket)) as unknown[])[0]);
      }
    } else if (kind === 48 /* 0 connect */) {
      clearTimeout(timer);
      this.connected = true;
      resolve();
    } else if (kind === 52 /* 4 connect error */) {
      clearTimeout(timer);
      reject(new Error(`connect refused: ${frame.slice(2)}`));
    } else if (kind === 49 /* 1 disconnect */) {
      this.ws?.close();
    }
  }

  emit(event: string, data?: unknown, ack?: (data: unknown) => void): void {
    if (!this.ws || !this.connected) return;
    const args = data === undefined ? [event] : [event, data];
    if (ack) {
      const id = this.nextAck++;
      this.acks.set(id, ack);
      this.ws.send(`42${id}${JSON.stringify(args)}`);
    } else {
      this.ws.send(`42${JSON.stringify(args)}`);
    }
  }

  /** Waits for one named event (handlers set with `on` are replaced while waiting). */
  once(event: string, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.handlers.set(event, (data) => {
        clearTimeout(timer);
        this.handlers.delete(event);
        resolve(data);
      });
    });
  }

  close(): void {
    this.connected = false;
    this.ws?.close();
  }
}
