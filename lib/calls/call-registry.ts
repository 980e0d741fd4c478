/**
 * Who is in which call, as plain state with no I/O, so its rules are unit-tested directly.
 * One call per chat and one call per user at a time. A call is "answered" once a callee has
 * joined; it ends when fewer than two people are left in it (or nobody answered).
 */

export interface Call {
  chatId: string;
  callerId: string;
  isVideo: boolean;
  /** people who were rung and have not joined or declined */
  ringing: Set<string>;
  /** people in the call (the caller from the start) */
  participants: Set<string>;
  startedAt: number;
  answeredAt?: number;
  /** the socket that holds each person's part of the call: its loss ends that part */
  sockets: Record<string, string>;
}

/** finished: answered, then ended; missed: nobody answered in time (or the caller gave up); declined: every callee said no */
export type EndReason = 'missed' | 'declined' | 'finished';

export interface CallEnd {
  call: Call;
  reason: EndReason;
  /** whole seconds between the first answer and the end (finished calls) */
  durationSec: number;
}

/** Participants of one mesh call at most: each pair holds a peer connection, so every one sends size-1 streams. */
export const MAX_CALL_SIZE = 4;

export class CallRegistry {
  private readonly calls = new Map<string, Call>();
  private readonly callOfUser = new Map<string, string>();

  /**
   * A registry holding some calls and whose call some users are in (lib/calls/call-store.ts
   * loads them from Redis, runs one step of these rules, and saves what changed).
   */
  static of(calls: Call[], callOfUser: Record<string, string>): CallRegistry {
    const registry = new CallRegistry();
    for (const call of calls) registry.calls.set(call.chatId, call);
    for (const [userId, chatId] of Object.entries(callOfUser)) registry.callOfUser.set(userId, chatId);
    return registry;
  }

  /** Whose call each of these users is in now (absent: none). */
  callsOfUsers(userIds: Iterable<string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const id of userIds) {
      const chatId = this.callOfUser.get(id);
      if (chatId) out[id] = chatId;
    }
    return out;
  }

  callOf(userId: string): Call | undefined {
    const chatId = this.callOfUser.get(userId);
    return chatId ? this.calls.get(chatId) : undefined;
  }

  callIn(chatId: string): Call | undefined {
    return this.calls.get(chatId);
  }

  isBusy(userId: string): boolean {
    return this.callOfUser.has(userId);
  }

  /** Starts a call; the caller is in it, the callees ring. Returns undefined when the caller is busy. */
  start(opts: { chatId: string; callerId: string; calleeIds: string[]; isVideo: boolean; now: number }): Call | undefined {
    if (this.isBusy(opts.callerId) || this.calls.has(opts.chatId)) return undefined;
    const call: Call = {
      chatId: opts.chatId,
      callerId: opts.callerId,
      isVideo: opts.isVideo,
      ringing: new Set(opts.calleeIds.filter((id) => id !== opts.callerId && !this.isBusy(id))),
      participants: new Set([opts.callerId]),
      startedAt: opts.now,
      sockets: {},
    };
    this.calls.set(call.chatId, call);
    this.callOfUser.set(opts.callerId, call.chatId);
    return call;
  }

  /** A callee accepts (their first signal). False when they may not join (busy elsewhere, or full). */
  join(chatId: string, userId: string, now: number): boolean {
    const call = this.calls.get(chatId);
    if (!call) return false;
    if (call.participants.has(userId)) return true;
    if (this.isBusy(userId) || call.participants.size >= MAX_CALL_SIZE) return false;
    call.ringing.delete(userId);
    call.participants.add(userId);
    call.answeredAt ??= now;
    this.callOfUser.set(userId, chatId);
    return true;
  }

  /**
   * Someone leaves or declines. Returns the end of the call when that ends it: nobody answered
   * and the caller left or the last callee declined, or fewer than two remain after an answer.
   */
  leave(chatId: string, userId: string, now: number): CallEnd | undefined {
    const call = this.calls.get(chatId);
    if (!call) return undefined;
    call.ringing.delete(userId);
    delete call.sockets[userId];
    if (call.participants.delete(userId)) this.callOfUser.delete(userId);
    const unanswered = call.answeredAt === undefined;
    if (unanswered && userId !== call.callerId && call.ringing.size === 0) return this.end(chatId, now, 'declined');
    const over = unanswered ? userId === call.callerId : call.participants.size < 2;
    return over ? this.end(chatId, now) : undefined;
  }

  /** Ends a call whatever its state (ring timeout, chat deleted); an unanswered one as `unanswered`. */
  end(chatId: string, now: number, unanswered: 'missed' | 'declined' = 'missed'): CallEnd | undefined {
    const call = this.calls.get(chatId);
    if (!call) return undefined;
    this.calls.delete(chatId);
    for (const id of call.participants) this.callOfUser.delete(id);
    const answered = call.answeredAt !== undefined;
    return { call, reason: answered ? 'finished' : unanswered, durationSec: answered ? Math.round((now - call.answeredAt!) / 1000) : 0 };
  }
}
