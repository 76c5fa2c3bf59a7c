import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/**
 * Tuning as a deployment serves it, with a release the test controls: the web build from `root`
 * (switchable: a deploy), the API and Socket.IO passed on to the e2e server, and `down` to make
 * the whole server unreachable (every connection dropped) and back.
 */
export interface ReleaseServer {
  origin: string;
  root: string;
  down: boolean;
  /** Down: every open connection (keep-alive, websocket) is cut too, as when the server dies. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startReleaseServer(root: string, apiBase: string): Promise<ReleaseServer> {
  const api = new URL(apiBase);
  // This server stands where PUBLIC_URL points: the browser's Origin is passed on as that one.
  const headersFor = (headers: http.IncomingHttpHeaders) =>
    headers.origin === state.origin ? { ...headers, origin: api.origin } : headers;
  const sockets = new Set<net.Socket>();
  const state: ReleaseServer = {
    origin: '',
    root,
    down: false,
    setDown(down) {
      state.down = down;
      if (down) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    if (state.down) {
      request.socket.destroy();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/') || pathname.startsWith('/socket.io/')) {
      // The Host stays the browser's: the server checks Origin against it.
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: request.url,
          headers: headersFor(request.headers),
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    const file = path.join(state.root, pathname);
    const isFile =
      file.startsWith(state.root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    if (!isFile && pathname.startsWith('/assets/')) {
      response.writeHead(404).end();
      return;
    }
    const served = isFile ? file : path.join(state.root, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000' : 'no-cache',
    });
    response.end(fs.readFileSync(served));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request, socket, head) => {
    if (state.down) {
      socket.destroy();
      return;
    }
    const upstream = net.connect(Number(api.port), api.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headersFor(request.headers))) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
