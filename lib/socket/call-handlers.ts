import { ApiError } from '@/lib/errors/api-error';
import { setCallExit } from '@/lib/calls/call-exits';
import type { CallEnd } from '@/lib/calls/call-registry';
import type { CallStore } from '@/lib/calls/call-store';
import { ringableCallees } from '@/lib/calls/ring-limit';
import { getChatForMember, requireCallMembers } from '@/lib/chats/get-chat';
import { env } from '@/lib/env';
import { postSystemMessage } from '@/lib/messages/post-system-message';
import { enqueuePush } from '@/lib/push/push-worker';
import type { CallEnded } from '@/lib/contract/socket-events';
import type { AppServer } from '@/lib/realtime/io-types';
import type { PresenceStore } from '@/lib/realtime/presence';
import { userRoom } from '@/lib/realtime/rooms';
import { callIncomingSchema, callSignalSchema, chatRefSchema } from '@/lib/validations/socket';
import type { AppSocket, EventTable } from './socket-event';
import { logger } from '@/lib/log/logger';

/**
 * Each socket's call events run one after another: a peer's offer and candidates must reach the
 * other side in the order they were sent, and with Redis every step waits on it.
 */
const queues = new WeakMap<AppSocket, Promise<unknown>>();
function inOrder<T>(socket: AppSocket, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(socket) ?? Promise.resolve()).catch(() => undefined).then(work);
  queues.set(socket, next);
  return next;
}

/**
 * Call signalling (API.md): call:incoming rings the other member (or a group's online members),
 * call:signal relays WebRTC offers, answers and candidates between people in the call, and
 * call:ended leaves it. The server keeps who is in which call (a CallStore: in the process, or
 * in Redis shared by every process), so it can refuse a second call, end an unanswered one after
 * the ring timeout and write the missed-call or duration message itself (they exist even when
 * the caller's tab is gone). The ring timer lives in the process that rang; it ends the call
 * only if that same call is still unanswered, so it fires once across processes.
 * Being in a call follows membership: every signal is checked against the chat's members, and
 * whoever loses the chat (removed, left, account deleted) is taken out of its call at once.
 */
export function createCallHub(io: AppServer, presence: PresenceStore, store: CallStore) {
  const ringTimers = new Map<string, NodeJS.Timeout>();
  /** sockets of this process that hold someone's part of a call → its chat: only their loss is looked at */
  const callSockets = new Map<string, string>();

  const emitEnded = (userIds: Iterable<string>, payload: CallEnded) => {
    for (const id of userIds) io.to(userRoom(id)).emit('call:ended', payload);
  };

  async function finish(end: CallEnd) {
    const { call } = end;
    clearTimeout(ringTimers.get(call.chatId));
    ringTimers.delete(call.chatId);
    // `ended: true` tells the whole call's end apart from one person leaving a group call;
    // `reason` (finished, missed, declined) lets the caller say why nobody answered.
    emitEnded(new Set([...call.participants, ...call.ringing, call.callerId]), { chatId: call.chatId, from: call.callerId, ended: true, reason: end.reason });
    try {
      const chat = await getChatForMember(call.chatId, call.callerId).catch(() => undefined);
      if (!chat) return;
      await postSystemMessage(chat, {
        event: end.reason === 'missed' ? 'call_missed' : end.reason === 'declined' ? 'call_declined' : 'call_ended',
        actor: call.callerId,
        durationSec: end.durationSec,
        callType: call.isVideo ? 'video' : 'audio',
      });
    } catch (error) {
      logger().error({ err: error }, '[calls] could not write the call message');
    }
  }

  /** Nobody answered in time: ends that call (not a later one in the same chat). */
  async function ringOut(chatId: string, startedAt: number) {
    ringTimers.delete(chatId);
    const end = await store.change(chatId, [], (registry, now) => {
      const call = registry.callIn(chatId);
      return call && call.startedAt === startedAt && call.answeredAt === undefined ? registry.end(chatId, now) : undefined;
    });
    if (end) await finish(end);
  }

  /** Someone leaves (or declines); `socketId`: only if that socket holds their part. */
  async function leave(chatId: string, userId: string, socketId?: string) {
    const outcome = await store.change(chatId, [userId], (registry, now) => {
      const call = registry.callIn(chatId);
      if (!call || (socketId && call.sockets[userId] !== socketId)) return undefined;
      const others = [...call.participants, ...call.ringing].filter((id) => id !== userId);
      return { others, end: registry.leave(chatId, userId, now) };
    });
    if (!outcome) return;
    if (outcome.end) return finish(outcome.end);
    emitEnded(outcome.others, { chatId, from: userId });
  }

  /** People who lost the chat leave its call (or, `everyone`, the call ends); each is told it ended for them. */
  async function exitCall(chatId: string, who: string[] | 'everyone') {
    // Most chats have no call: one read, no lock.
    const current = await store.callIn(chatId);
    if (!current || (who !== 'everyone' && !who.some((id) => current.participants.has(id) || current.ringing.has(id)))) return;
    const outcome = await store.change(chatId, who === 'everyone' ? [] : who, (registry, now) => {
      const call = registry.callIn(chatId);
      if (!call) return undefined;
      const inCall = [...call.participants, ...call.ringing];
      // The whole call ends: finish() tells everyone in it.
      if (who === 'everyone') return { gone: [], others: [], end: registry.end(chatId, now) };
      const gone = who.filter((id) => inCall.includes(id));
      let end: CallEnd | undefined;
      for (const id of gone) end ??= registry.leave(chatId, id, now);
      return { gone, others: inCall.filter((id) => !gone.includes(id)), end };
    });
    if (!outcome) return;
    for (const id of outcome.gone) io.to(userRoom(id)).emit('call:ended', { chatId, from: id, ended: true });
    if (outcome.end) return finish(outcome.end);
    for (const id of outcome.gone) emitEnded(outcome.others, { chatId, from: id });
  }
  setCallExit(exitCall);

  return {
    /** Adds the call events' handlers. */
    addEvents(events: EventTable) {
      events.add('call:incoming', callIncomingSchema, (socket, payload, userId) =>
        inOrder(socket, async () => {
          const chat = await getChatForMember(payload.chatId, userId);
          if (chat.type === 'single' && chat.blockedBy.length) throw new ApiError('BLOCKED');
          const others = chat.members.map(String).filter((id) => id !== userId);
          const online = chat.type === 'single' ? others : await presence.onlineAmong(others);
          const wanted = await ringableCallees(userId, online, chat.type);
          const call = await store.change(payload.chatId, [userId, ...wanted], (registry, now) => {
            if (registry.isBusy(userId) || (chat.type === 'single' && wanted.some((id) => registry.isBusy(id)))) throw new ApiError('CALL_BUSY');
            const started = registry.start({ chatId: payload.chatId, callerId: userId, calleeIds: wanted, isVideo: payload.isVideo, now });
            if (!started) throw new ApiError('CALL_BUSY');
            started.sockets[userId] = socket.id;
            return started;
          });
          callSockets.set(socket.id, call.chatId);
          const calleeIds = [...call.ringing];
          for (const to of calleeIds) {
            io.to(userRoom(to)).emit('call:incoming', { chatId: call.chatId, from: userId, to, calleeIds, isVideo: call.isVideo, name: payload.name, avatar: payload.avatar });
          }
          // Callees with no socket hear it through a push (the worker leaves out the connected).
          enqueuePush({ kind: 'call', chatId: call.chatId, callerId: userId, calleeIds, isVideo: call.isVideo, name: payload.name ?? '', avatar: payload.avatar ?? '', at: Date.now() });
          clearTimeout(ringTimers.get(call.chatId));
          ringTimers.set(
            call.chatId,
            setTimeout(() => void ringOut(call.chatId, call.startedAt).catch((error) => logger().error({ err: error }, '[calls] ring timeout')), env().CALL_RING_TIMEOUT_MS),
          );
        }),
      );

      // Both ends must be members now, not only when the call was rung: a member removed
      // mid-call is refused here even if their exit from the call state was missed.
      events.add('call:signal', callSignalSchema, (socket, payload, userId) =>
        inOrder(socket, async () => {
          await requireCallMembers(payload.chatId, [userId, payload.to]);
          let call = await store.callIn(payload.chatId);
          if (!call) throw new ApiError('NO_CALL');
          const inCall = (id: string) => call!.participants.has(id) || call!.ringing.has(id);
          if (!inCall(userId) || !inCall(payload.to)) throw new ApiError('NOT_A_MEMBER');
          if (!call.participants.has(userId)) {
            // A callee's first signal is their answer: they are in the call from now on.
            call = await store.change(payload.chatId, [userId], (registry, now) => {
              const current = registry.callIn(payload.chatId);
              if (!current) throw new ApiError('NO_CALL');
              if (!current.participants.has(userId) && !current.ringing.has(userId)) throw new ApiError('NOT_A_MEMBER');
              if (!registry.join(payload.chatId, userId, now)) throw new ApiError(registry.isBusy(userId) ? 'CALL_BUSY' : 'CALL_FULL');
              current.sockets[userId] = socket.id;
              return current;
            });
            callSockets.set(socket.id, payload.chatId);
            clearTimeout(ringTimers.get(payload.chatId));
          }
          io.to(userRoom(payload.to)).emit('call:signal', {
            chatId: payload.chatId,
            from: userId,
            to: payload.to,
            signal: payload.signal,
            isVideo: payload.isVideo,
            name: payload.name,
            avatar: payload.avatar,
            participants: [...call.participants],
          });
        }),
      );

      // Only someone in the call (a participant, the caller included, or a callee being rung)
      // may leave or end it; a call already over (both sides hang up) is nothing to refuse.
      events.add('call:ended', chatRefSchema, (socket, { chatId }, userId) =>
        inOrder(socket, async () => {
          const call = await store.callIn(chatId);
          if (!call) return;
          if (!call.participants.has(userId) && !call.ringing.has(userId)) throw new ApiError('NOT_A_MEMBER');
          await leave(chatId, userId);
        }),
      );
    },

    /** A socket went away: its user leaves the call this socket held their part of, if any. */
    socketGone(socket: AppSocket) {
      const userId = socket.data.userId;
      const chatId = callSockets.get(socket.id);
      callSockets.delete(socket.id);
      if (userId && chatId) void leave(chatId, userId, socket.id).catch((error) => logger().error({ err: error }, '[calls] leave on disconnect'));
    },
  };
}
