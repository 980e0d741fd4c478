import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryState, Message } from '@/lib/client/chat/types';

// The history loaders against a fake API: paging backwards while scrolling up, and catching up
// forwards after a reconnect (GET by-chat/{id}?after=<newest> until hasMore is false).
const calls: string[] = [];
let answer: (path: string) => { messages: Message[]; hasMore: boolean };

vi.mock('@/lib/client/api', () => ({
  api: async (path: string) => {
    calls.push(path);
    return answer(path);
  },
}));

const { catchUp, historyKey, loadOlder } = await import('@/lib/client/chat/queries');

const id = (n: number) => n.toString(16).padStart(24, '0');
const msg = (n: number): Message => ({ _id: id(n), chatId: 'c1', sender: 'u', type: 'text', content: `m${n}`, createdAt: new Date(2026, 0, 1, 0, n).toISOString() });
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

  it('catchUp pages forwards from the newest loaded message until hasMore is false', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(1, 10), hasMore: false });
    answer = (path) => (path.includes(`after=${id(10)}`) ? { messages: range(11, 110), hasMore: true } : { messages: range(111, 130), hasMore: false });
    const found = await catchUp(client, 'c1');
    expect(found).toHaveLength(120);
    expect(calls).toEqual([`/messages/by-chat/c1?after=${id(10)}&limit=100`, `/messages/by-chat/c1?after=${id(110)}&limit=100`]);
    const history = client.getQueryData<HistoryState>(historyKey('c1'))!;
    expect(history.messages.map((m) => m.content).slice(-2)).toEqual(['m129', 'm130']);
    expect(history.messages).toHaveLength(130);
  });

  it('catchUp does nothing for a chat that is not loaded', async () => {
    expect(await catchUp(client, 'other')).toEqual([]);
    expect(calls).toEqual([]);
  });
});
