import { execFileSync } from 'node:child_process';

/**
 * The load generator holds a descriptor per socket, and so does the server, which inherits this
 * process's limits. Node already raises its soft open-files limit to the hard one at start-up
 * (a shell it starts reports the raised limit), so all that is left is to say when even that is
 * too low for the run.
 */
export function checkOpenFiles(needed: number): void {
  const value = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  const limit = value === 'unlimited' ? Infinity : Number(value);
  if (limit < needed) {
    console.warn(`[bench] open files are limited to ${value} but this run needs about ${needed}: raise the hard limit (ulimit -Hn, limits.conf) or lower BENCH_SOCKETS`);
  }
}
