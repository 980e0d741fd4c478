import { TYPING_EXPIRE_MS, TYPING_REPEAT_MS, TYPING_STOP_MS } from './timings';

export interface TypingNotifier {
  /** a keystroke in the input */
  input(): void;
  /** the message was sent, the chat closed ...: stop_typing now if typing was announced */
  stop(): void;
  /** forget timers without emitting (unmount) */
  dispose(): void;
}

/**
 * What this user tells the others: `typing` at the first keystroke (and again every few seconds
 * while typing goes on), `stop_typing` 1.5 s after the last keystroke (SPEC.md section 4).
 */
export function createTypingNotifier(opts: {
  emitTyping: () => void;
  emitStop: () => void;
  stopDelay?: number;
  repeatEvery?: number;
  now?: () => number;
}): TypingNotifier {
  const stopDelay = opts.stopDelay ?? TYPING_STOP_MS;
  const repeatEvery = opts.repeatEvery ?? TYPING_REPEAT_MS;
  const now = opts.now ?? Date.now;
  let typing = false;
  let lastEmit = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const stop = () => {
    clear();
    if (!typing) return;
    typing = false;
    opts.emitStop();
  };

  return {
    input() {
      const t = now();
      if (!typing || t - lastEmit >= repeatEvery) {
        typing = true;
        lastEmit = t;
        opts.emitTyping();
      }
      clear();
      timer = setTimeout(stop, stopDelay);
    },
    stop,
    dispose() {
      clear();
      typing = false;
    },
  };
}

export interface Typist {
  userId: string;
  username: string;
}

export interface TypingTracker {
  typing(chatId: string, userId: string, username: string): void;
  stopped(chatId: string, userId: string): void;
  /** who is typing in a chat now */
  list(chatId: string): Typist[];
  /** everyone's indicator goes (reconnect, unmount) */
  reset(): void;
}

/**
 * Who else is typing, per chat: added by `typing`, removed by `stop_typing` or, should that be
 * lost, some seconds after their last `typing`.
 */
export function createTypingTracker(onChange: () => void, expireMs = TYPING_EXPIRE_MS): TypingTracker {
  const chats = new Map<string, Map<string, { username: string; timer: ReturnType<typeof setTimeout> }>>();

  const remove = (chatId: string, userId: string) => {
    const chat = chats.get(chatId);
    const entry = chat?.get(userId);
    if (!chat || !entry) return false;
    clearTimeout(entry.timer);
    chat.delete(userId);
    if (!chat.size) chats.delete(chatId);
    return true;
  };

  return {
    typing(chatId, userId, username) {
      const had = remove(chatId, userId);
      if (!chats.has(chatId)) chats.set(chatId, new Map());
      const timer = setTimeout(() => {
        if (remove(chatId, userId)) onChange();
      }, expireMs);
      chats.get(chatId)!.set(userId, { username, timer });
      if (!had) onChange();
    },
    stopped(chatId, userId) {
      if (remove(chatId, userId)) onChange();
    },
    list(chatId) {
      return [...(chats.get(chatId)?.entries() ?? [])].map(([userId, { username }]) => ({ userId, username }));
    },
    reset() {
      const any = chats.size > 0;
      for (const chat of chats.values()) for (const entry of chat.values()) clearTimeout(entry.timer);
      chats.clear();
      if (any) onChange();
    },
  };
}
