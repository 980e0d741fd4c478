// The yardstick of DESIGN.md: a bare socket.io relay with no database. A client emits
// `join room` and `relay {room, payload}`; every socket in the room (the sender's own too, as
// in the app) receives `receive_message`.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const httpServer = createServer();
const io = new Server(httpServer, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('join', (room: string, ack?: () => void) => {
    void socket.join(room);
    ack?.();
  });
  socket.on('relay', ({ room, payload }: { room: string; payload: unknown }, ack?: () => void) => {
    io.to(room).emit('receive_message', payload);
    ack?.();
  });
});
httpServer.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = httpServer.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => io.close(() => process.exit(0)));
