import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { expectBadInput, expectError, group, history, sendBatches, unknownId, users } from '../chats/helpers';

let owner: TestUser, member: TestUser, outsider: TestUser;
let chatId: string;
/** The 120 messages, in the order they were sent. */
let sent: any[] = [];

beforeAll(async () => {
  [owner, member, outsider] = await users(3);
  chatId = await group(owner, [member]);
  sent = await sendBatches([owner, member], chatId, 120);
}, 120_000);

const ids = (messages: any[]) => messages.map((m) => m.id);

describe('GET /messages/by-chat/{id}', () => {
  it('without a cursor: the newest 50, oldest first, with hasMore', async () => {
    const page = await history(member, chatId);
    expect(page.hasMore).toBe(true);
    expect(ids(page.messages)).toEqual(ids(sent.slice(-50)));
    const created = page.messages.map((m) => Date.parse(m.createdAt));
    expect([...created].sort((a, b) => a - b)).toEqual(created);
  });

  it('`before` pages backwards with no gap and no duplicate, down to hasMore false', async () => {
    const seen: string[] = [];
    let page = await history(owner, chatId);
    seen.unshift(...ids(page.messages));
    const sizes = [page.messages.length];
    while (page.hasMore) {
      page = await history(owner, chatId, `?before=${page.messages[0].id}`);
      sizes.push(page.messages.length);
      seen.unshift(...ids(page.messages));
      expect(sizes.length).toBeLessThan(10);
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(ids(sent));
    expect(new Set(seen).size).toBe(120);
    // Before the oldest: nothing, and no more.
    expect(await history(owner, chatId, `?before=${sent[0].id}`)).toEqual({ messages: [], hasMore: false });
  });

  it('`limit` sets the page size; above 100 it is treated as 100', async () => {
    const ten = await history(member, chatId, '?limit=10');
    expect(ids(ten.messages)).toEqual(ids(sent.slice(-10)));
    expect(ten.hasMore).toBe(true);
    const capped = await history(member, chatId, '?limit=500');
    expect(capped.messages).toHaveLength(100);
    expect(ids(capped.messages)).toEqual(ids(sent.slice(-100)));
    expect(capped.hasMore).toBe(true);
    const rest = await history(member, chatId, `?limit=500&before=${capped.messages[0].id}`);
    expect(ids(rest.messages)).toEqual(ids(sent.slice(0, 20)));
    expect(rest.hasMore).toBe(false);
    const exact = await history(member, chatId, `?limit=20&before=${sent[20].id}`);
    expect(ids(exact.messages)).toEqual(ids(sent.slice(0, 20)));
    expect(exact.hasMore).toBe(false);
  });

  it('`after` returns newer messages oldest first (catching up after a reconnect)', async () => {
    const catchUp = await history(member, chatId, `?after=${sent[9].id}`);
    expect(ids(catchUp.messages)).toEqual(ids(sent.slice(10, 60)));
    expect(catchUp.hasMore).toBe(true);
    const next = await history(member, chatId, `?after=${catchUp.messages.at(-1).id}&limit=100`);
    expect(ids(next.messages)).toEqual(ids(sent.slice(60)));
    expect(next.hasMore).toBe(false);
    expect(await history(member, chatId, `?after=${sent[119].id}`)).toEqual({ messages: [], hasMore: false });
    // Both cursors: the messages strictly between them.
    const between = await history(member, chatId, `?after=${sent[40].id}&before=${sent[46].id}`);
    expect(ids(between.messages)).toEqual(ids(sent.slice(41, 46)));
    expect(between.hasMore).toBe(false);
  });

  it('refuses non-members (403), unknown or malformed chats (404) and bad queries (400)', async () => {
    expectError(await api(`/messages/by-chat/${chatId}`, { token: outsider.token }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/messages/by-chat/${chatId}?before=${sent[50].id}`, { token: outsider.token }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/messages/by-chat/${unknownId()}`, { token: owner.token }), 404, 'NOT_FOUND');
    expectError(await api('/messages/by-chat/not-a-chat', { token: owner.token }), 404, 'NOT_FOUND');
    expectError(await api(`/messages/by-chat/${encodeURIComponent('{"$gt":""}')}`, { token: owner.token }), 404, 'NOT_FOUND');
    for (const query of ['?limit=0', '?limit=-5', '?limit=abc', '?limit=1.5', '?before=abc', '?after=xyz', '?before[$gt]=', `?after=${'g'.repeat(24)}`]) {
      const answer = await api(`/messages/by-chat/${chatId}${query}`, { token: owner.token });
      // `before[$gt]` is not a parameter the call knows: ignored.
      if (query.startsWith('?before[')) expect(answer.status).toBe(200);
      else expectBadInput(answer);
    }
    expectError(await api(`/messages/by-chat/${chatId}`), 401, 'UNAUTHORIZED');
  });
});
