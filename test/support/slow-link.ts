import net from 'node:net';

export interface SlowLink {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A TCP link to `targetUrl` that holds every chunk for `delayMs` in each direction, as a slow
 * network between an app process and Redis would: what that process hears through Redis arrives
 * late, deterministically. A connection whose far side closes is closed on this side too.
 */
export async function startSlowLink(targetUrl: string, delayMs: number): Promise<SlowLink> {
  const target = new URL(targetUrl);
  const open = new Set<net.Socket>();
  // Same delay for every chunk: the timers fire in order, so the stream stays in order.
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => setTimeout(() => !to.destroyed && to.write(chunk), delayMs));
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.once('close', () => {
        open.delete(socket);
        setTimeout(() => (socket === client ? upstream : client).destroy(), delayMs);
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${target.protocol}//127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        open.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
