// The load generator's socket: the socket.io protocol (engine.io 4, socket.io 5) over a plain
// websocket, as much of it as the bench uses: connect to the default namespace, answer the
// server's pings, emit with an acknowledgement, receive events. The server cannot tell it from
// socket.io-client (it is the same wire), but it costs the load generator, which shares the
// machine with the server and the database, far less per delivery: socket.io-client passes each
// packet through several event emitters and a nextTick, and a CPU profile of the fan-out's load
// generator put those at over a third of its time (JSON.parse of the payload, which stays, at 16%).
import WebSocket from 'ws';

type Listener = (payload: never) => void;

// engine.io packet types (first character of a frame) and socket.io's (second, after '4').
const EIO_OPEN = '0';
const EIO_CLOSE = '1';
const EIO_PING = '2';
const EIO_PONG = '3';
const EIO_MESSAGE = '4';
const SIO_CONNECT = '0';
const SIO_DISCONNECT = '1';
const SIO_EVENT = '2';
const SIO_ACK = '3';
const SIO_CONNECT_ERROR = '4';

export class BenchSocket {
  connected = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly acks = new Map<number, (args: unknown[]) => void>();
  private nextAckId = 0;

  private constructor(private readonly ws: WebSocket) {}

  /** Opens a socket to the server at `baseUrl` (its /socket.io path), connected to the default namespace. */
  static open(baseUrl: string, timeoutMs: number): Promise<BenchSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const socket = new BenchSocket(new WebSocket(url, { perMessageDeflate: false }));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`no connection within ${timeoutMs} ms`)), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        socket.close();
        reject(error);
      };
      socket.ws.once('error', fail);
      socket.ws.on('close', () => (socket.connected = false));
      socket.ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) return;
        const frame = data.toString();
        if (frame[0] === EIO_MESSAGE && frame[1] === SIO_CONNECT) {
          clearTimeout(timer);
          socket.connected = true;
          return resolve(socket);
        }
        if (frame[0] === EIO_MESSAGE && frame[1] === SIO_CONNECT_ERROR) return fail(new Error(`connect refused: ${frame.slice(2)}`));
        socket.receive(frame);
      });
    });
  }

  private receive(frame: string): void {
    const type = frame[0];
    if (type === EIO_OPEN) return void this.ws.send(EIO_MESSAGE + SIO_CONNECT);
    if (type === EIO_PING) return void this.ws.send(EIO_PONG);
    if (type === EIO_CLOSE) return this.close();
    if (type !== EIO_MESSAGE) return;
    const kind = frame[1];
    if (kind === SIO_DISCONNECT) return this.close();
    // An id may follow the packet type (digits), then the JSON array.
    let start = 2;
    while (frame.charCodeAt(start) >= 48 && frame.charCodeAt(start) <= 57) start += 1;
    const args = JSON.parse(frame.slice(start)) as unknown[];
    if (kind === SIO_ACK) {
      const id = Number(frame.slice(2, start));
      this.acks.get(id)?.(args);
      this.acks.delete(id);
    } else if (kind === SIO_EVENT) {
      const [event, payload] = args as [string, never];
      const listeners = this.listeners.get(event);
      if (listeners) for (const listener of listeners) listener(payload);
    }
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  once(event: string, listener: Listener): this {
    const wrapped: Listener = (payload) => {
      this.off(event, wrapped);
      listener(payload);
    };
    return this.on(event, wrapped);
  }

  /** Emits with an acknowledgement: resolves to the server's answer, rejects after `timeoutMs`. */
  emitWithAck<T = unknown>(event: string, arg: unknown, timeoutMs: number): Promise<T> {
    const id = this.nextAckId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`no acknowledgement of ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.acks.set(id, (args) => {
        clearTimeout(timer);
        resolve(args[0] as T);
      });
      this.ws.send(EIO_MESSAGE + SIO_EVENT + id + JSON.stringify([event, arg]));
    });
  }

  close(): void {
    this.connected = false;
    this.ws.terminate();
  }
}
