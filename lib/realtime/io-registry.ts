import type { Server } from 'socket.io';
import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

// server.ts creates the socket.io server; route handlers (bundled by Next) reach it through here.
export const registerIo = (io: Server) => setProcessSingleton('io', io);
export const getIo = () => getProcessSingleton<Server>('io');
