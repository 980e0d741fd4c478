import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../lib/db/free-port';
import { tryRedis } from './redis';

/**
 * A Redis server of a test file's own (Debian's redis-server, no persistence), for faults that
 * must not touch any other Redis: stopped (killed) and started again on the same port, or paused
 * with SIGSTOP and resumed with SIGCONT. Undefined where redis-server is not installed.
 */
export interface OwnRedis {
  url: string;
  /** ends the server (SIGKILL: its connections drop at once, as a crash does) */
  kill(): Promise<void>;
  /** starts it again on the same port, empty */
  start(): Promise<void>;
  /** the server stops answering; connections stay open */
  pause(): void;
  resume(): void;
}

export const redisServerInstalled = () => spawnSync('redis-server', ['--version']).status === 0;

export async function startOwnRedis(): Promise<OwnRedis | undefined> {
  if (!redisServerInstalled()) return undefined;
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = await tryRedis(url);
      if (client) return void (await client.quit());
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const running = () => (child && child.exitCode === null && child.signalCode === null ? child : undefined);
  const signal = (name: NodeJS.Signals) => {
    const server = running();
    if (!server) throw new Error('the test Redis is not running');
    process.kill(server.pid!, name);
  };
  const kill = async () => {
    const server = running();
    if (!server) return;
    process.kill(server.pid!, 'SIGCONT'); // a paused server must be able to die
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });
  };
  await start();
  return {
    url,
    kill,
    start,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
  };
}
