import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '@/lib/client/chat/timings';
import { queryKeys } from '@/lib/client/queries/keys';
import type { Message } from '@/lib/contract/answers';
import { KEPT_HISTORIES, keptQueries, trimHistory } from './cache-selection';

const q = (queryKey: readonly unknown[], dataUpdatedAt: number, hasData = true) => ({ queryKey, dataUpdatedAt, hasData });

describe('what is kept for offline', () => {
  it('keeps the chat list and the histories changed last, nothing else', () => {
    const histories = Array.from({ length: KEPT_HISTORIES + 2 }, (_, i) => q(queryKeys.chats.history(`c${i}`), i));
    const others = [q(queryKeys.chats.pins('c1'), 99), q(queryKeys.users.me(), 99), q(queryKeys.profile('u1'), 99), q(queryKeys.chats.online(), 99)];
    const list = q(queryKeys.chats.list(), 1);
    const failed = q(queryKeys.chats.history('never-loaded'), 100, false);
    const kept = keptQueries([list, ...histories, ...others, failed]);
    const names = [...kept].map((k) => k.queryKey.join('/'));
    // the newest KEPT_HISTORIES of c0..c6 by dataUpdatedAt: c6 down to c2
    const newest = Array.from({ length: KEPT_HISTORIES }, (_, i) => `chat/history/c${KEPT_HISTORIES + 1 - i}`);
    expect(names).toEqual(['chat/list', ...newest]);
  });

  it('cuts a long history to its newest page, saying older ones exist', () => {
    const messages = Array.from({ length: HISTORY_PAGE_SIZE + 10 }, (_, i) => ({ _id: String(i) }) as Message);
    const trimmed = trimHistory({ messages, hasMore: false });
    expect(trimmed.messages).toHaveLength(HISTORY_PAGE_SIZE);
    expect(trimmed.messages[0]._id).toBe('10');
    expect(trimmed.hasMore).toBe(true);
    const short = { messages: messages.slice(0, 3), hasMore: false };
    expect(trimHistory(short)).toBe(short);
  });
});
