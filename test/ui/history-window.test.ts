import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat, Message } from '@/lib/contract/answers';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { wireChat, wireMessage } from '../support/wire-fixtures';

// Windowed history (jumping to a message): the pure updaters of lib/client/chat/cache.ts, and the
// loaders of queries.ts against a fake API. A window may stop short of the newest message
// (`hasMoreAfter`): live messages stay out of it until the user scrolls down to them.
const calls: string[] = [];
let answer: (path: string) => unknown;

vi.mock('@/lib/client/api', () => ({
  api: async (path: string) => {
    calls.push(path);
    return answer(path);
  },
}));

const { addMessage, appendNewerPage, appendPage, applyReadToChats, deleteMessage, firstFromOthers, freshWindow, hasMessage, prependPage, setPreview, setReactions } =
  await import('@/lib/client/chat/cache');
const { applySentMessage } = await import('@/lib/client/chat/apply-sent');
const { catchUp, chatsKey, chatsQuery, historyKey, loadNewer, loadOlder, rememberArrival, rememberChange, showAround, showFirstUnread, showNewest } = await import(
  '@/lib/client/queries/chats'
);

const ME = 'me';
const id = (n: number) => n.toString(16).padStart(24, '0');
const msg = (n: number, sender = 'you'): Message => wireMessage({ _id: id(n), chatId: 'c1', sender, type: 'text', content: `m${n}`, createdAt: new Date(2026, 0, 1, 0, n).toISOString() });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const contents = (h: HistoryState | undefined) => h?.messages.map((m) => m.content);
const numbers = (h: HistoryState | undefined) => h?.messages.map((m) => parseInt(m._id, 16));

describe('window updaters', () => {
  const windowed: HistoryState = { messages: range(10, 12), hasMore: true, hasMoreAfter: true };
  const atNewest: HistoryState = { messages: range(10, 12), hasMore: true, hasMoreAfter: false };

  it('a live message (socket, own send) is not added to a window short of the newest', () => {
    expect(addMessage(windowed, msg(40))).toBe(windowed);
    expect(contents(addMessage(atNewest, msg(40)))).toEqual(['m10', 'm11', 'm12', 'm40']);
    // A history loaded before windows existed (no hasMoreAfter) still takes it.
    expect(contents(addMessage({ messages: [msg(1)], hasMore: false }, msg(2)))).toEqual(['m1', 'm2']);
  });

  it('a catch-up after a reconnect is not merged into a window short of the newest', () => {
    expect(appendPage(windowed, [msg(40), msg(41)])).toBe(windowed);
    expect(contents(appendPage(atNewest, [msg(13)]))).toEqual(['m10', 'm11', 'm12', 'm13']);
  });

  it('an older page keeps hasMoreAfter', () => {
    expect(prependPage(windowed, { messages: range(8, 9), hasMore: false })).toEqual({ messages: range(8, 12), hasMore: false, hasMoreAfter: true });
  });

  it('a newer page is appended and brings hasMoreAfter; arrivals join only at the newest', () => {
    const middle = appendNewerPage(windowed, id(12), { messages: range(13, 14), hasMore: true }, [msg(40)]);
    expect(middle).toEqual({ messages: range(10, 14), hasMore: true, hasMoreAfter: true });
    const end = appendNewerPage(middle, id(14), { messages: range(15, 16), hasMore: false }, [msg(16), msg(17)]);
    expect(numbers(end)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    expect(end).toMatchObject({ hasMore: true, hasMoreAfter: false });
    // Live messages are added again once the window reaches the newest.
    expect(numbers(addMessage(end, msg(18)))?.at(-1)).toBe(18);
  });

  it('a newer page asked for after another message than the window ends with is dropped (no gap)', () => {
    expect(appendNewerPage(windowed, id(99), { messages: range(100, 101), hasMore: false })).toBe(windowed);
    expect(appendNewerPage(undefined, id(12), { messages: range(13, 14), hasMore: false })).toBeUndefined();
  });

  it('a fresh window takes the arrivals only when it reaches the newest', () => {
    const page: HistoryState = { messages: range(1, 3), hasMore: false, hasMoreAfter: true };
    expect(freshWindow(page, [msg(9)])).toBe(page);
    expect(contents(freshWindow({ ...page, hasMoreAfter: false }, [msg(3), msg(4)]))).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('hasMessage and firstFromOthers', () => {
    expect(hasMessage(windowed, id(11))).toBe(true);
    expect(hasMessage(windowed, id(13))).toBe(false);
    expect(hasMessage(undefined, id(11))).toBe(false);
    expect(firstFromOthers([msg(1, ME), msg(2, ME), msg(3), msg(4)], ME)?._id).toBe(id(3));
    expect(firstFromOthers([msg(1, ME)], ME)).toBeUndefined();
  });

  it('my own read mark moves forward in the chat list (where the next unread messages start)', () => {
    const chats = [wireChat({ _id: 'c1', type: 'single', unreadCount: 4, lastReadId: id(5) })];
    expect(applyReadToChats(chats, { chatId: 'c1', userId: ME, lastReadId: id(9) }, ME)[0]).toMatchObject({ unreadCount: 0, lastReadId: id(9) });
    expect(applyReadToChats(chats, { chatId: 'c1', userId: ME, lastReadId: id(3) }, ME)[0].lastReadId).toBe(id(5));
    expect(applyReadToChats(chats, { chatId: 'c1', userId: 'you', lastReadId: id(9) }, ME)[0]).toMatchObject({ unreadCount: 4, lastReadId: id(5) });
    expect(applyReadToChats([{ ...chats[0], lastReadId: null }], { chatId: 'c1', userId: ME, lastReadId: id(1) }, ME)[0].lastReadId).toBe(id(1));
  });
});

describe('window loaders', () => {
  let client: QueryClient;
  const history = () => client.getQueryData<HistoryState>(historyKey('c1'));
  beforeEach(() => {
    calls.length = 0;
    client = new QueryClient();
  });

  it('showAround does nothing when the message is loaded, else replaces the history with the page around it', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(151, 200), hasMore: true, hasMoreAfter: false });
    await showAround(client, 'c1', id(160));
    expect(calls).toEqual([]);
    answer = () => ({ messages: range(5, 54), hasMore: true, hasMoreAfter: true });
    await showAround(client, 'c1', id(30));
    expect(calls).toEqual([`/messages/by-chat/c1?around=${id(30)}&limit=50`]);
    expect(history()).toEqual({ messages: range(5, 54), hasMore: true, hasMoreAfter: true });
  });

  it('loadNewer pages forwards after the newest loaded message until the newest, then live messages are added again', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(5, 54), hasMore: true, hasMoreAfter: true });
    answer = (path) => (path.includes(`after=${id(54)}`) ? { messages: range(55, 104), hasMore: true } : { messages: range(105, 120), hasMore: false });
    expect(await loadNewer(client, 'c1')).toBe(true);
    expect(history()?.hasMoreAfter).toBe(true);
    expect(await loadNewer(client, 'c1')).toBe(true);
    expect(calls).toEqual([`/messages/by-chat/c1?after=${id(54)}&limit=50`, `/messages/by-chat/c1?after=${id(104)}&limit=50`]);
    expect(numbers(history())).toEqual(range(5, 120).map((_, i) => 5 + i));
    expect(history()?.hasMoreAfter).toBe(false);
    // At the newest: nothing further to load.
    expect(await loadNewer(client, 'c1')).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('a live message that arrives while the last newer page loads is not lost', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(5, 54), hasMore: true, hasMoreAfter: true });
    answer = () => {
      // Stored (and announced) after the page was read.
      rememberArrival('c1', msg(200));
      return { messages: range(55, 60), hasMore: false };
    };
    await loadNewer(client, 'c1');
    expect(numbers(history())?.slice(-2)).toEqual([60, 200]);
    // No page in flight: an arrival is remembered nowhere.
    rememberArrival('c1', msg(201));
    answer = () => ({ messages: range(151, 200), hasMore: true });
    await showNewest(client, 'c1');
    expect(numbers(history())?.at(-1)).toBe(200);
  });

  it('my own text sent while the newest page loads is not lost (the outbox sends as a reloaded page starts)', async () => {
    // The kept copy of the history, shown while the server is read again.
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(151, 199), hasMore: true, hasMoreAfter: false });
    answer = () => {
      // The page was read before the send was stored; its answer lands while the page loads.
      applySentMessage(client, msg(200, ME), ME);
      return { messages: range(150, 199), hasMore: true };
    };
    await showNewest(client, 'c1');
    expect(numbers(history())?.slice(-2)).toEqual([199, 200]);
  });

  it('my own text sent while the chat list is read again is not lost from the list', async () => {
    const stale = [wireChat({ _id: 'c1', type: 'single', lastMessage: msg(199) })];
    client.setQueryData(chatsKey, stale);
    // The chat screen's list: an observed query, as useChats makes it.
    const observer = new QueryObserver(client, chatsQuery);
    const unsubscribe = observer.subscribe(() => {});
    let reads = 0;
    answer = () => {
      reads += 1;
      // The first read was answered before the send was stored; the send's answer lands meanwhile.
      if (reads === 1) applySentMessage(client, msg(200, ME), ME);
      return { chats: reads === 1 ? stale : [wireChat({ _id: 'c1', type: 'single', lastMessage: msg(200, ME) })] };
    };
    await client.refetchQueries({ queryKey: chatsKey });
    await vi.waitFor(() => expect(client.getQueryData<Chat[]>(chatsKey)?.[0].lastMessage?._id).toBe(id(200)));
    expect(reads).toBe(2);
    unsubscribe();
  });

  it('changes told while the newest page loads (preview, reactions, deletion) reach it when it lands', async () => {
    const preview = { url: 'https://example.test/a', title: 'A' };
    const thumbsUp = [{ userId: id(7), emoji: '👍' }];
    answer = () => {
      // The page was read before these were stored; their events come while it is on its way.
      rememberChange('c1', (h) => setPreview(h, id(200), preview));
      rememberChange('c1', (h) => deleteMessage(h, id(199)));
      // A live message, then a reaction to it.
      rememberArrival('c1', msg(201));
      rememberChange('c1', (h) => setReactions(h, id(201), thumbsUp));
      return { messages: range(151, 200), hasMore: true };
    };
    await showNewest(client, 'c1');
    expect(numbers(history())?.slice(-3)).toEqual([198, 200, 201]);
    expect(history()?.messages.at(-2)?.preview).toEqual(preview);
    expect(history()?.messages.at(-1)?.reactions).toEqual(thumbsUp);
    // No page in flight: a change is kept nowhere (the cache took it when it came).
    rememberChange('c1', (h) => deleteMessage(h, id(200)));
    answer = () => ({ messages: range(151, 200), hasMore: true });
    await showNewest(client, 'c1');
    expect(numbers(history())?.at(-1)).toBe(200);
  });

  it('changes told while an older, a newer or a catch-up page loads reach it too', async () => {
    const preview = { url: 'https://example.test/b' };
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(151, 200), hasMore: true, hasMoreAfter: false });
    answer = () => {
      rememberChange('c1', (h) => setPreview(h, id(120), preview));
      return { messages: range(101, 150), hasMore: true };
    };
    await loadOlder(client, 'c1');
    expect(history()?.messages.find((m) => m._id === id(120))?.preview).toEqual(preview);

    answer = () => {
      rememberChange('c1', (h) => setPreview(h, id(201), preview));
      return { messages: range(201, 202), hasMore: false };
    };
    await catchUp(client, 'c1');
    expect(history()?.messages.find((m) => m._id === id(201))?.preview).toEqual(preview);

    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(5, 54), hasMore: true, hasMoreAfter: true });
    answer = () => {
      rememberChange('c1', (h) => deleteMessage(h, id(56)));
      return { messages: range(55, 60), hasMore: true };
    };
    await loadNewer(client, 'c1');
    expect(numbers(history())?.slice(-5)).toEqual([55, 57, 58, 59, 60]);
  });

  it('showNewest replaces a window with the newest page', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(5, 54), hasMore: true, hasMoreAfter: true });
    answer = () => ({ messages: range(151, 200), hasMore: true });
    await showNewest(client, 'c1');
    expect(calls).toEqual(['/messages/by-chat/c1?limit=50']);
    expect(history()).toEqual({ messages: range(151, 200), hasMore: true, hasMoreAfter: false });
  });

  it('an older page that comes back after a jump replaced the window is dropped', async () => {
    client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(151, 200), hasMore: true, hasMoreAfter: false });
    answer = () => {
      client.setQueryData<HistoryState>(historyKey('c1'), { messages: range(5, 54), hasMore: true, hasMoreAfter: true });
      return { messages: range(101, 150), hasMore: true };
    };
    await loadOlder(client, 'c1');
    expect(numbers(history())?.[0]).toBe(5);
    expect(history()?.messages).toHaveLength(50);
  });

  it('showFirstUnread reads after the read mark and shows the page around the first message from someone else', async () => {
    answer = (path) =>
      path.includes('after=')
        ? { messages: [msg(41, ME), msg(42, ME), ...range(43, 92)].slice(0, 50), hasMore: true }
        : { messages: range(18, 67), hasMore: true, hasMoreAfter: true };
    expect(await showFirstUnread(client, 'c1', { lastReadId: id(40), myId: ME })).toBe(id(43));
    expect(calls).toEqual([`/messages/by-chat/c1?after=${id(40)}&limit=50`, `/messages/by-chat/c1?around=${id(43)}&limit=50`]);
    expect(history()?.hasMoreAfter).toBe(true);
    // No read mark: from the start of the chat. Only the user's own messages after it: nothing to show.
    calls.length = 0;
    answer = () => ({ messages: [msg(1, ME)], hasMore: false });
    expect(await showFirstUnread(client, 'c1', { lastReadId: null, myId: ME })).toBeNull();
    expect(calls).toEqual([`/messages/by-chat/c1?after=${'0'.repeat(24)}&limit=50`]);
  });
});
