import { execFileSync } from 'node:child_process';

// A folder of its own size and mode (a tmpfs mounted on it) for storage faults: full, read-only.
// Mounting needs root (or CAP_SYS_ADMIN); callers fall back to what a folder's mode can do.

export const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'pipe' });

/** Mounts a tmpfs of `size` (e.g. `3m`) on `dir`; false where mounting is not allowed. */
export function tryMountTmpfs(dir: string, size: string): boolean {
  try {
    sh('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0777`, 'tmpfs', dir]);
    return true;
  } catch {
    return false;
  }
}
