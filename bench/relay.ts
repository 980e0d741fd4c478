import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Relay {
  url: string;
  /** process group of the relay (tsx and node), for groupRssKb */
  groupId: number;
  stop: () => Promise<void>;
}

/** Starts bench/relay-server.ts in its own process group. */
export async function startRelay(): Promise<Relay> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/relay-server.ts'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the relay exited with ${code}`)));
    child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()));
  });
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill); // a bench that stops early leaves no relay behind
  return {
    url: `http://127.0.0.1:${port}`,
    groupId: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          process.off('exit', kill);
          resolve();
        });
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          resolve();
        }
      }),
  };
}
