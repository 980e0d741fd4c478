import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceQueuedFrames } from './coalesce-frames';

// A real socket.io server and client over loopback; what is counted is how many writes the
// server's side of the connection makes (Node's stream calls _write or _writev once per write).

interface Running {
  http: HttpServer;
  io: Server;
  client: ClientSocket;
  /** writes made on the server's side of the client's connection */
  writes: () => number;
}

const running: Running[] = [];
afterEach(async () => {
  for (const { client, io, http } of running.splice(0)) {
    client.close();
    await io.close();
    http.close();
  }
});

async function start(coalesce: boolean): Promise<Running> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  if (coalesce) coalesceQueuedFrames(io);
  let count = 0;
  io.engine.on('connection', (raw: { transport: { socket: { _socket: TcpSocket } } }) => {
    const connection = raw.transport.socket._socket as TcpSocket & Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    for (const method of ['_write', '_writev'] as const) {
      const original = connection[method].bind(connection);
      connection[method] = (...args: unknown[]) => {
        count += 1;
        return original(...args);
      };
    }
  });
  io.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((resolve) => client.once('connect', resolve));
  // The server's side has joined the room once its connection handler ran.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const server: Running = { http, io, client, writes: () => count };
  running.push(server);
  return server;
}

/** Five messages announced in one tick, as a stored batch announces its messages; what arrives. */
async function announceFive({ io, client }: Running): Promise<number[]> {
  const received: number[] = [];
  const all = new Promise<void>((resolve) =>
    client.on('receive_message', (n: number) => {
      received.push(n);
      if (received.length === 5) resolve();
    }),
  );
  for (let n = 1; n <= 5; n += 1) io.to('room').emit('receive_message', n);
  await all;
  return received;
}

describe('coalesceQueuedFrames', () => {
  it('writes the frames queued behind the first in one write, all of them, in order', async () => {
    const server = await start(true);
    const before = server.writes();
    expect(await announceFive(server)).toEqual([1, 2, 3, 4, 5]);
    // the first frame at once, the four queued behind it together
    expect(server.writes() - before).toBe(2);
  });

  it('without it, every frame is a write of its own', async () => {
    const server = await start(false);
    const before = server.writes();
    expect(await announceFive(server)).toEqual([1, 2, 3, 4, 5]);
    expect(server.writes() - before).toBe(5);
  });

  it('leaves a lone message unheld', async () => {
    const server = await start(true);
    const before = server.writes();
    const got = new Promise((resolve) => server.client.once('receive_message', resolve));
    server.io.to('room').emit('receive_message', 'alone');
    expect(await got).toBe('alone');
    expect(server.writes() - before).toBe(1);
  });
});
