import type { Socket as TcpSocket } from 'node:net';
import type { Server } from 'socket.io';

/** What engine.io's `flush` event hands over: the socket and the packets it is about to write. */
interface FlushingSocket {
  transport?: { name?: string; socket?: { _socket?: TcpSocket } };
}

/**
 * Writes the frames a websocket has queued in one system call instead of one each.
 *
 * The messages of one stored batch are announced together (lib/messages/insert-batch.ts), so
 * every member's socket receives several frames in the same tick. engine.io writes the first at
 * once and queues the rest until that write completes, then hands them to the websocket in one
 * `flush`, where `ws` writes each frame on its own: a `writev` per frame and member, the largest
 * share of the server's time under fan-out. Holding the connection corked while the queued
 * frames are written (and released on the next tick, before any I/O) makes them one write. The
 * first frame is never held back, so a lone message goes out as fast as before.
 */
export function coalesceQueuedFrames(io: Server): void {
  io.engine.on('flush', (socket: FlushingSocket, packets: unknown[]) => {
    if (packets.length < 2 || socket.transport?.name !== 'websocket') return;
    // The connection under the websocket (ws keeps it as `_socket`, as engine.io itself reads
    // `_sender` to write pre-encoded frames).
    const connection = socket.transport.socket?._socket;
    if (!connection || connection.destroyed) return;
    connection.cork();
    process.nextTick(() => connection.uncork());
  });
}
