import { z } from 'zod';
import { ApiError } from '@/lib/errors/api-error';
import { requireMember } from '@/lib/chats/get-chat';
import { markRead } from '@/lib/chats/mark-read';
import { SESSION_ENDED_EVENT, socketSessionValid } from '@/lib/realtime/ended-sessions';
import type { CallStore } from '@/lib/calls/call-store';
import type { AppServer } from '@/lib/realtime/io-types';
import type { PresenceStore } from '@/lib/realtime/presence';
import { chatRoom, sessionRoom, userRoom } from '@/lib/realtime/rooms';
import { chatRefSchema, joinRoomSchema, readChatSchema } from '@/lib/validations/socket';
import { createCallHub } from './call-handlers';
import { allowSocketEvent } from './event-limits';
import { createPresenceHub } from './presence-hub';
import { openSocketSession } from './socket-session';
import { eventTable, refusal, reply, type AppSocket } from './socket-event';
import { logger } from '@/lib/log/logger';

/** `get_online_users` takes no payload: whatever comes is ignored (one schema, not one per socket) */
const anyPayload = z.unknown();

const sessionValid = (socket: AppSocket) =>
  socketSessionValid(socket.data.userId!, socket.data.sessionVersion ?? 0, socket.data.sessionId ?? '');

export function registerSocketHandlers(io: AppServer, presence: PresenceStore, calls: CallStore, crossProcess: boolean): void {
  const hub = createPresenceHub(io, presence, crossProcess);
  const callHub = createCallHub(io, presence, calls);

  async function setup(socket: AppSocket, token: unknown, ack: unknown) {
    if (socket.data.userId) return reply(ack, { ok: true });
    // Always acknowledged: a failure of any step (the database away) answers its code.
    try {
      const session = await openSocketSession(token);
      if (!session.ok) return reply(ack, { ok: false, code: session.code });
      const { userId, chatIds, circles } = session;
      socket.data.userId = userId;
      socket.data.username = session.username;
      socket.data.hideOnline = session.hideOnline;
      socket.data.sessionVersion = session.sessionVersion;
      socket.data.sessionId = session.sessionId;
      await socket.join([userRoom(userId), ...(session.sessionId ? [sessionRoom(session.sessionId)] : []), ...chatIds.map(chatRoom)]);
      // Ended while this setup was under way, before the socket was in the rooms the end reached.
      if (!sessionValid(socket)) {
        socket.data.userId = undefined;
        reply(ack, { ok: false, code: 'SESSION_ENDED' });
        socket.disconnect();
        return;
      }
      // Presence never waits on Redis (lib/realtime/presence.ts answers from this process without it).
      await hub.track(socket, userId, circles, !socket.data.hideOnline);
      reply(ack, { ok: true });
    } catch (error) {
      reply(ack, refusal(error));
      // Half set up (in its rooms, not tracked): the client connects and sets up again.
      if (socket.data.userId) socket.disconnect();
    }
  }

  const events = eventTable();
  callHub.addEvents(events);

  events.add('join_room', joinRoomSchema, async (socket, chatId, userId) => {
    await requireMember(chatId, userId);
    await socket.join(chatRoom(chatId));
  });

  events.add('read_chat', readChatSchema, (_socket, payload, userId) => markRead({ ...payload, userId }));

  // Typing goes to the other members only; the socket's rooms are its chats, kept current
  // by joins and removals, so no database read per keystroke.
  for (const event of ['typing', 'stop_typing'] as const) {
    events.add(event, chatRefSchema, (socket, { chatId }, userId) => {
      if (!socket.rooms.has(chatRoom(chatId))) throw new ApiError('NOT_A_MEMBER');
      socket.to(chatRoom(chatId)).except(userRoom(userId)).emit(event, { chatId, userId, username: socket.data.username });
    });
  }

  // A screen that mounts after `setup` asks for the list it missed.
  events.add('get_online_users', anyPayload, (socket) => hub.resend(socket));

  io.on('connection', (socket: AppSocket) => {
    // Every event passes here, and is handled here: no listener per event on the socket.
    socket.use(([event, ...args]) => {
      const name = String(event);
      const ack = args[args.length - 1];
      // Per-socket rate limits: a flood is dropped here, before any handler or fan-out.
      if (!allowSocketEvent(socket, name)) return reply(ack, { ok: false, code: 'TOO_MANY_REQUESTS' });
      if (name === 'setup') return void setup(socket, args[0], ack);
      // Every other event is refused until the socket has authenticated ...
      if (!socket.data.userId) return reply(ack, { ok: false, code: 'UNAUTHORIZED' });
      // ... and once its session has ended (a password change, reset or deletion).
      if (!sessionValid(socket)) {
        reply(ack, { ok: false, code: 'SESSION_ENDED' });
        socket.emit(SESSION_ENDED_EVENT, {});
        socket.disconnect();
        return;
      }
      // An unknown event is dropped, as socket.io drops an event nobody listens to.
      events.dispatch(socket, name, args);
    });

    socket.on('disconnect', () => {
      callHub.socketGone(socket);
      void hub.untrack(socket, !socket.data.hideOnline).catch((error) => logger().error({ err: error }, '[socket] presence'));
    });
  });
}
