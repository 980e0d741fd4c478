import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './graceful-shutdown';

/** A GET through a keep-alive agent; answers the answer's Connection header. */
function get(port: number, agent: http.Agent, path: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    http
      .get({ port, agent, path }, (res) => {
        res.resume();
        res.once('end', () => resolve(res.headers.connection));
      })
      .once('error', reject);
  });
}

describe('trackRequests', () => {
  let server: http.Server;
  let agent: http.Agent;
  afterEach(() => {
    agent?.destroy();
    server?.closeAllConnections();
    server?.close();
  });

  /** A server whose /slow answer waits until `release` is called, as the app's keep-alive server. */
  async function startServer() {
    server = http.createServer();
    server.keepAliveTimeout = 65_000;
    const requests = trackRequests(server);
    let release = () => {};
    const slowStarted = new Promise<void>((started) => {
      server.on('request', (req, res) => {
        if (req.url !== '/slow') return void res.end('ok');
        release = () => res.end('ok');
        started();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    return { requests, port: (server.address() as AddressInfo).port, slowStarted, release: () => release() };
  }

  it('keeps connections alive until a stop begins', async () => {
    const { port } = await startServer();
    expect(await get(port, agent, '/')).toBe('keep-alive');
  });

  it('after endKeepAlive, the running answer and every later one close their connection', async () => {
    const { requests, port, slowStarted, release } = await startServer();
    const running = get(port, agent, '/slow');
    await slowStarted;
    requests.endKeepAlive();
    release();
    expect(await running).toBe('close');
    expect(await get(port, agent, '/')).toBe('close');
    // No connection stays open: the server closes now, not after its 65 s keep-alive timeout.
    await new Promise((closed) => server.close(closed));
  });

  it('drained resolves once the running requests are answered', async () => {
    const { requests, port, slowStarted, release } = await startServer();
    const running = get(port, agent, '/slow');
    await slowStarted;
    let drained = false;
    const drainedNow = requests.drained(60_000).then((inTime) => {
      drained = true;
      return inTime;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    release();
    expect(await drainedNow).toBe(true);
    await running;
  });
});
