import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@/lib/contract/answers';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { wireMessage } from '../support/wire-fixtures';

// The history loaders against a fake API: paging backwards while scrolling up, and catching up
// forwards after a reconnect (GET by-chat/{id}?after=<just before the newest> until hasMore is false).
const calls: string[] = [];
let answer: (path: string) => { messages: Message[]; hasMore: boolean };

vi.mock('@/lib/client/api', () => ({
  api: async (path: string) => {
    calls.push(path);
    return answer(path);
  },
}));

const { catchUp, historyKey, loadOlder } = await import('@/lib/client/queries/chats');
const { CATCH_UP_MARGIN_SECONDS } = await import('@/lib/client/chat/cache');

const id = (n: number) => n.toString(16).padStart(24, '0');
const msg = (n: number): Message => wireMessage({ _id: id(n), chatId: 'c1', sender: 'u', type: 'text', content: `m${n}`, createdAt: new Date(2026, 0, 1, 0, n).toISOString() });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));

describe('history loaders', () => {
  let client: QueryClient;
  beforeEach(() => {
    calls.length = 0;
    client = new QueryClient();
  });

  it('loadOlder asks for the page before the oldest loaded message and puts it in front', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(51, 100), hasMore: true });
    answer = () => ({ messages: range(1, 50), hasMore: false });
    expect(await loadOlder(client, 'c1')).toBe(true);
    expect(calls).toEqual([`/messages/by-chat/c1?before=${id(51)}&limit=50`]);
    const history = client.getQueryData<HistoryState>(historyKey('c1'))!;
    expect(history.messages).toHaveLength(100);
    expect(history.messages[0].content).toBe('m1');
    expect(history.hasMore).toBe(false);
    // Nothing older: no further call.
    expect(await loadOlder(client, 'c1')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('catchUp pages forwards from a few seconds before the newest loaded message until hasMore is false', async () => {
    // Ids as two app processes make them: the second, then each process's own random part.
    const at = (second: number, tail: string, n: number): Message => ({ ...msg(n), _id: second.toString(16).padStart(8, '0') + tail + n.toString(16).padStart(6, '0') });
    const loaded = [at(1000, 'bbbbbbbbbb', 1), at(1001, 'bbbbbbbbbb', 2)];
    // Stored by the other process in the same second as the newest loaded one: a smaller id.
    const missed = at(1001, 'aaaaaaaaaa', 3);
    const newer = Array.from({ length: 100 }, (_, i) => at(1002 + i, 'aaaaaaaaaa', 4 + i));
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: loaded, hasMore: false });
    const cursor = (1001 - CATCH_UP_MARGIN_SECONDS).toString(16).padStart(8, '0') + '0'.repeat(16);
    answer = (path) =>
      path.includes(`after=${cursor}`) ? { messages: [...loaded, missed, ...newer.slice(0, 97)], hasMore: true } : { messages: newer.slice(97), hasMore: false };
    const found = await catchUp(client, 'c1');
    expect(found.map((m) => m.content)).toEqual([missed, ...newer].map((m) => m.content));
    expect(calls).toEqual([`/messages/by-chat/c1?after=${cursor}&limit=100`, `/messages/by-chat/c1?after=${newer[96]._id}&limit=100`]);
    const history = client.getQueryData<HistoryState>(historyKey('c1'))!;
    expect(history.messages.map((m) => m.content).slice(0, 4)).toEqual(['m1', 'm3', 'm2', 'm4']);
    expect(history.messages).toHaveLength(103);
  });

  it('catchUp does nothing for a chat that is not loaded', async () => {
    expect(await catchUp(client, 'other')).toEqual([]);
    expect(calls).toEqual([]);
  });
});
