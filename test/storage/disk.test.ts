import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sh, tryMountTmpfs } from '../support/tmpfs';
import { describeStore } from './store-suite';

// The store suite on the default store, a folder: a 64 MB tmpfs of its own where mounting is
// allowed, remounted read-only to take it away (root writes through a chmod); else a plain folder
// made read-only by its mode.

const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-store-disk-'));
const uploads = path.join(dir, 'uploads');
mkdirSync(uploads);

describeStore(
  'disk',
  async () => {
    const mounted = tryMountTmpfs(uploads, '64m');
    return {
      env: { UPLOAD_DIR: uploads },
      names: async () => readdirSync(uploads),
      openWrites: async () => 0,
      writtenAt: async (name) => statSync(path.join(uploads, name)).mtimeMs,
      takeAway: async () => (mounted ? void sh('mount', ['-o', 'remount,ro', uploads]) : void sh('chmod', ['0555', uploads])),
      bringBack: async () => (mounted ? void sh('mount', ['-o', 'remount,rw', uploads]) : void sh('chmod', ['0777', uploads])),
      readsFail: false,
      stop: async () => {
        if (mounted) sh('umount', [uploads]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  dir,
);
