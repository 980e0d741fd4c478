import net from 'node:net';

export interface Balancer {
  url: string;
  /** connections handed to each backend so far, by its address */
  served: Map<string, number>;
  stop: () => Promise<void>;
}

/**
 * A stand-in for compose's proxy in the scale-out tests: each new TCP connection goes to the
 * first backend, in the order given, that accepts it, so when one process stops listening its
 * new connections go to the next (as nginx moves on to the next upstream on a refused connect).
 * Connections already made stay where they are until either side closes them.
 */
export async function startBalancer(backendUrls: string[]): Promise<Balancer> {
  const backends = backendUrls.map((url) => new URL(url));
  const served = new Map<string, number>();
  const open = new Set<net.Socket>();
  const connectTo = (index: number, client: net.Socket) => {
    const target = backends[index];
    if (!target) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    let connected = false;
    let failed = false;
    upstream.on('error', () => {
      if (connected) return void client.destroy();
      if (failed) return;
      failed = true;
      connectTo(index + 1, client);
    });
    upstream.once('connect', () => {
      connected = true;
      served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
      open.add(upstream);
      upstream.once('close', () => open.delete(upstream));
      client.pipe(upstream).pipe(client);
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
      client.resume();
    });
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => undefined);
    connectTo(0, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    stop: () =>
      new Promise((resolve) => {
        open.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
