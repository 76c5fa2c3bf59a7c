// The ceiling for chat fan-out: the same stack as Tuning (Node, http, Socket.IO, optionally the
// Redis adapter) doing nothing but relaying. No auth, no validation, no storage.
import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const ROOM = 'group';
const httpServer = http.createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  response.writeHead(404).end();
});
const io = new Server(httpServer, { serveClient: false });

if (process.env.REDIS_URL) {
  const pub = new Redis(process.env.REDIS_URL);
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub, { key: `bench-bare-${process.pid}` }));
}

io.on('connection', (socket) => {
  socket.on('join', () => {
    void socket.join(ROOM);
    socket.emit('currentUsers', []);
  });
  socket.on('getChatHistory', () => socket.emit('chatHistory', []));
  socket.on('sendMessage', (message: unknown, ack?: (reply: { received: boolean }) => void) => {
    io.to(ROOM).emit('message', message);
    if (typeof ack === 'function') ack({ received: true });
  });
});

httpServer.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
