import type { Server } from 'socket.io';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { toApiError } from '@/lib/api/to-api-error';
import { markRead } from '@/lib/chats/mark-read';
import type { PresenceStore } from '@/lib/realtime/presence';
import { chatRoom, userRoom } from '@/lib/realtime/rooms';
import { chatRefSchema, joinRoomSchema, readChatSchema } from '@/lib/validations/socket';
import { Chat } from '@/models/Chat';
import { createCallHub } from './call-handlers';
import { createPresenceHub } from './presence-hub';
import { openSocketSession } from './socket-session';
import { on, reply, type AppSocket } from './socket-event';

export function registerSocketHandlers(io: Server, presence: PresenceStore, crossProcess: boolean): void {
  const hub = createPresenceHub(io, presence, crossProcess);
  const calls = createCallHub(io, presence);

  io.on('connection', (socket: AppSocket) => {
    // Every event but `setup` is refused until the socket has authenticated.
    socket.use(([event, ...args], next) => {
      if (event === 'setup' || socket.data.userId) return next();
      reply(args[args.length - 1], { ok: false, code: 'UNAUTHORIZED' });
    });

    socket.on('setup', async (token: unknown, ack: unknown) => {
      if (socket.data.userId) return reply(ack, { ok: true });
      let session;
      try {
        session = await openSocketSession(token);
      } catch (error) {
        return reply(ack, { ok: false, code: toApiError(error).code });
      }
      if (!session) return reply(ack, { ok: false, code: 'UNAUTHORIZED' });
      const { userId, chatIds, contacts } = session;
      socket.data.userId = userId;
      socket.data.username = session.username;
      socket.data.hideOnline = session.hideOnline;
      await socket.join([userRoom(userId), ...chatIds.map(chatRoom)]);
      await hub.track(socket, userId, contacts, !socket.data.hideOnline);
      reply(ack, { ok: true });
    });

    calls.register(socket);

    on(socket, 'join_room', joinRoomSchema, async (chatId, userId) => {
      const chat = await Chat.findById(chatId, { members: 1 }).lean();
      if (!chat?.members.some((m) => String(m) === userId)) throw new ApiError('NOT_A_MEMBER');
      await socket.join(chatRoom(chatId));
    });

    on(socket, 'read_chat', readChatSchema, (payload, userId) => markRead({ ...payload, userId }));

    // Typing goes to the other members only; the socket's rooms are its chats, kept current
    // by joins and removals, so no database read per keystroke.
    for (const event of ['typing', 'stop_typing'] as const) {
      on(socket, event, chatRefSchema, ({ chatId }, userId) => {
        if (!socket.rooms.has(chatRoom(chatId))) throw new ApiError('NOT_A_MEMBER');
        socket.to(chatRoom(chatId)).except(userRoom(userId)).emit(event, { chatId, userId, username: socket.data.username });
      });
    }

    // A screen that mounts after `setup` asks for the list it missed.
    on(socket, 'get_online_users', z.unknown(), () => hub.resend(socket));

    socket.on('disconnect', () => {
      void hub.untrack(socket, !socket.data.hideOnline).catch((error) => console.error('[socket] presence', error));
    });
  });
}
