import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTENERS, listenSpread, spreadsConnections, supportsReusePort } from './listen';

const HOST = '127.0.0.1';
const spreads = spreadsConnections();

/** The listening sockets on `port` in this network namespace (Linux). */
function listenersOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => {
      const fields = line.trim().split(/\s+/);
      return fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`);
    }).length;
}

const get = (port: number) =>
  new Promise<number>((resolve, reject) => {
    // A connection of its own per request (no agent): each one must be accepted.
    http.get({ host: HOST, port, path: '/', agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    }).once('error', reject);
  });

describe('listenSpread', () => {
  const servers: http.Server[] = [];
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.destroy());
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const start = async (count?: number) => {
    const server = http.createServer((_req, res) => res.end('ok'));
    servers.push(server);
    const port = await listenSpread(server, 0, HOST, count);
    return { server, port };
  };

  /**
   * Opens `connections` connections at once and counts the event loop's turns (and the most
   * connections accepted in one turn) until the server has taken them all.
   */
  async function acceptTurns(count: number, connections: number) {
    const { server, port } = await start(count);
    let turn = 0;
    const perTurn = new Map<number, number>();
    const allAccepted = new Promise<void>((resolve) => {
      let accepted = 0;
      server.on('connection', () => {
        perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
        accepted += 1;
        if (accepted === connections) resolve();
      });
    });
    let counting = true;
    const countTurn = () => {
      turn += 1;
      if (counting) setImmediate(countTurn);
    };
    for (let i = 0; i < connections; i += 1) sockets.push(net.connect(port, HOST));
    setImmediate(countTurn);
    await allAccepted;
    counting = false;
    return { turns: turn, mostInOneTurn: Math.max(...perTurn.values()) };
  }

  it('knows which Node.js versions bind several sockets to one port', () => {
    expect(supportsReusePort('20.19.0')).toBe(false);
    expect(supportsReusePort('22.11.0')).toBe(false);
    expect(supportsReusePort('22.12.0')).toBe(true);
    expect(supportsReusePort('23.0.0')).toBe(false);
    expect(supportsReusePort('23.1.0')).toBe(true);
    expect(supportsReusePort('24.0.0')).toBe(true);
  });

  it.runIf(spreads)('listens with several sockets on one port, each answering HTTP', async () => {
    const { port } = await start();
    expect(listenersOn(port)).toBe(LISTENERS);
    const answers = await Promise.all(Array.from({ length: 4 * LISTENERS }, () => get(port)));
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  it.runIf(spreads)('accepts a burst of connections in fewer turns of the event loop than one socket', async () => {
    const one = await acceptTurns(1, 48);
    // libuv takes one connection per listening socket and turn: the reason for the spread.
    expect(one.mostInOneTurn).toBe(1);
    expect(one.turns).toBeGreaterThanOrEqual(48);
    const spread = await acceptTurns(LISTENERS, 48);
    expect(spread.mostInOneTurn).toBeGreaterThan(1);
    expect(spread.turns * 2).toBeLessThan(one.turns);
  });

  it('refuses a port another server holds, as a single socket does', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, HOST, resolve));
    const { port } = other.address() as net.AddressInfo;
    try {
      const server = http.createServer();
      await expect(listenSpread(server, port, HOST)).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(server.listening).toBe(false);
    } finally {
      other.close();
    }
  });

  it('frees the port, every socket of it, when the HTTP server closes', async () => {
    const { server, port } = await start();
    await new Promise((resolve) => server.close(resolve));
    servers.splice(servers.indexOf(server), 1);
    if (process.platform === 'linux') expect(listenersOn(port)).toBe(0);
    // A plain bind succeeds only when no socket holds the port any more.
    const again = net.createServer();
    await new Promise<void>((resolve, reject) => again.once('error', reject).listen(port, HOST, resolve));
    await new Promise((resolve) => again.close(resolve));
  });
});
