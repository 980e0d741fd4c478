import type { Server } from 'socket.io';
import { ApiError } from '@/lib/api/errors';
import { type CallEnd, CallRegistry } from '@/lib/calls/call-registry';
import { getChatForMember } from '@/lib/chats/get-chat';
import { env } from '@/lib/env';
import { postSystemMessage } from '@/lib/messages/post-system-message';
import type { PresenceStore } from '@/lib/realtime/presence';
import { userRoom } from '@/lib/realtime/rooms';
import { callIncomingSchema, callSignalSchema, chatRefSchema } from '@/lib/validations/socket';
import { on, type AppSocket } from './socket-event';

/**
 * Call signalling (API.md): call:incoming rings the other member (or a group's online members),
 * call:signal relays WebRTC offers, answers and candidates between people in the call, and
 * call:ended leaves it. The server keeps who is in which call, so it can refuse a second call,
 * end an unanswered one after the ring timeout and write the missed-call or duration message
 * itself (they exist even when the caller's tab is gone). State is per process: behind several
 * processes, sticky sessions must send both sides of a chat's call to the same one.
 */
export function createCallHub(io: Server, presence: PresenceStore) {
  const registry = new CallRegistry();
  const ringTimers = new Map<string, NodeJS.Timeout>();
  /** the socket that holds each user's call; its loss ends their part */
  const callSocket = new Map<string, string>();

  const emitTo = (userIds: Iterable<string>, event: string, payload: unknown) => {
    for (const id of userIds) io.to(userRoom(id)).emit(event, payload);
  };

  async function finish(end: CallEnd) {
    const { call } = end;
    clearTimeout(ringTimers.get(call.chatId));
    ringTimers.delete(call.chatId);
    for (const id of call.participants) callSocket.delete(id);
    callSocket.delete(call.callerId);
    // `ended: true` tells the whole call's end apart from one person leaving a group call;
    // `reason` (finished, missed, declined) lets the caller say why nobody answered.
    emitTo(new Set([...call.participants, ...call.ringing, call.callerId]), 'call:ended', { chatId: call.chatId, from: call.callerId, ended: true, reason: end.reason });
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
      console.error('[calls] could not write the call message', error);
    }
  }

  const leave = async (chatId: string, userId: string, notifyFrom = true) => {
    const call = registry.callIn(chatId);
    if (!call) return;
    const others = [...call.participants, ...call.ringing].filter((id) => id !== userId);
    callSocket.delete(userId);
    const end = registry.leave(chatId, userId, Date.now());
    if (end) return finish(end);
    if (notifyFrom) emitTo(others, 'call:ended', { chatId, from: userId });
  };

  return {
    register(socket: AppSocket) {
      on(socket, 'call:incoming', callIncomingSchema, async (payload, userId) => {
        const chat = await getChatForMember(payload.chatId, userId);
        if (chat.type === 'single' && chat.blockedBy.length) throw new ApiError('BLOCKED');
        const others = chat.members.map(String).filter((id) => id !== userId);
        const wanted = chat.type === 'single' ? others : await presence.onlineAmong(others);
        if (registry.isBusy(userId) || (chat.type === 'single' && wanted.some((id) => registry.isBusy(id)))) throw new ApiError('CALL_BUSY');
        const call = registry.start({ chatId: payload.chatId, callerId: userId, calleeIds: wanted, isVideo: payload.isVideo, now: Date.now() });
        if (!call) throw new ApiError('CALL_BUSY');
        callSocket.set(userId, socket.id);
        const calleeIds = [...call.ringing];
        for (const to of calleeIds) {
          io.to(userRoom(to)).emit('call:incoming', { chatId: call.chatId, from: userId, to, calleeIds, isVideo: call.isVideo, name: payload.name, avatar: payload.avatar });
        }
        ringTimers.set(
          call.chatId,
          setTimeout(() => {
            const current = registry.callIn(call.chatId);
            if (current && current.answeredAt === undefined) void finish(registry.end(call.chatId, Date.now())!);
          }, env().CALL_RING_TIMEOUT_MS),
        );
      });

      // No database read here: only members were rung, so being in the call is being a member,
      // and relaying from memory keeps each peer's offer and candidates in their order.
      on(socket, 'call:signal', callSignalSchema, (payload, userId) => {
        const call = registry.callIn(payload.chatId);
        if (!call) throw new ApiError('NO_CALL');
        const inCall = (id: string) => call.participants.has(id) || call.ringing.has(id);
        if (!inCall(userId) || !inCall(payload.to)) throw new ApiError('NOT_A_MEMBER');
        if (!call.participants.has(userId)) {
          // A callee's first signal is their answer: they are in the call from now on.
          if (!call.ringing.has(userId)) throw new ApiError('NOT_A_MEMBER');
          if (!registry.join(payload.chatId, userId, Date.now())) throw new ApiError(registry.isBusy(userId) ? 'CALL_BUSY' : 'CALL_FULL');
          callSocket.set(userId, socket.id);
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
      });

      // Only someone in the call (a participant, the caller included, or a callee being rung)
      // may leave or end it; a call already over (both sides hang up) is nothing to refuse.
      on(socket, 'call:ended', chatRefSchema, ({ chatId }, userId) => {
        const call = registry.callIn(chatId);
        if (!call) return;
        if (!call.participants.has(userId) && !call.ringing.has(userId)) throw new ApiError('NOT_A_MEMBER');
        return leave(chatId, userId);
      });

      socket.on('disconnect', () => {
        const userId = socket.data.userId;
        if (!userId || callSocket.get(userId) !== socket.id) return;
        const call = registry.callOf(userId);
        if (call) void leave(call.chatId, userId).catch((error) => console.error('[calls] leave on disconnect', error));
      });
    },
  };
}
