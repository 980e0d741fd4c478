import type { AppServer } from './io-types';
import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

// server.ts creates the socket.io server; route handlers (bundled by Next) reach it through here.
export const registerIo = (io: AppServer) => setProcessSingleton('io', io);
export const getIo = () => getProcessSingleton<AppServer>('io');
