import type { Server, Socket } from 'socket.io';
import { chatRoom, userRoom } from '@/lib/realtime/rooms';
import { Chat } from '@/models/Chat';
import { userIdFromToken } from './authenticate';

export type Ack = (answer: { ok: boolean; code?: string }) => void;

export interface SocketData {
  userId?: string;
}

const answer = (ack: unknown, payload: { ok: boolean; code?: string }) => {
  if (typeof ack === 'function') (ack as Ack)(payload);
};

/** Joins an authenticated socket to its user room and to the room of every chat it belongs to. */
async function joinOwnRooms(socket: Socket, userId: string) {
  const chats = await Chat.find({ members: userId }, { _id: 1 }).lean();
  await socket.join([userRoom(userId), ...chats.map((c) => chatRoom(String(c._id)))]);
}

export function registerSocketHandlers(io: Server): void {
  io.on('connection', (socket: Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>) => {
    // Every event but `setup` is refused until the socket has authenticated.
    socket.use(([event, ...args], next) => {
      if (event === 'setup' || socket.data.userId) return next();
      answer(args[args.length - 1], { ok: false, code: 'UNAUTHORIZED' });
    });

    socket.on('setup', async (token: unknown, ack: unknown) => {
      const userId = await userIdFromToken(token);
      if (!userId) return answer(ack, { ok: false, code: 'UNAUTHORIZED' });
      socket.data.userId = userId;
      await joinOwnRooms(socket as Socket, userId);
      answer(ack, { ok: true });
    });
  });
}
