import { beforeAll, describe, expect, it } from 'vitest';
import { splitAround } from '@/lib/messages/list-around';
import { api, type TestUser } from '../support/api';
import { expectNotFound } from '../support/errors';
import { chatOf, directChat, expectBadInput, expectError, expectOk, group, history, send, sendBatches, sendMany, unknownId, users } from '../chats/helpers';

let owner: TestUser, member: TestUser, outsider: TestUser;
let chatId: string;
/** 60 messages, in id order. */
let sent: any[] = [];

beforeAll(async () => {
  [owner, member, outsider] = await users(3);
  chatId = await group(owner, [member]);
  sent = await sendBatches([owner, member], chatId, 60);
}, 120_000);

const ids = (messages: any[]) => messages.map((m) => m.id);
const around = (user: TestUser, chat: string, messageId: string, extra = '') => api(`/messages/by-chat/${chat}?around=${messageId}${extra}`, { token: user.token });

describe('GET /messages/by-chat/{id}?around=', () => {
  it('in the middle: the message centred, oldest first, more both ways', async () => {
    const page = expectOk(await around(member, chatId, sent[30].id, '&limit=10'));
    expect(ids(page.messages)).toEqual(ids(sent.slice(26, 36)));
    expect(page).toMatchObject({ hasMore: true, hasMoreAfter: true });
    // The default page size (50) around the middle of 60.
    const wide = expectOk(await around(owner, chatId, sent[30].id));
    expect(ids(wide.messages)).toEqual(ids(sent.slice(6, 56)));
    expect(wide).toMatchObject({ hasMore: true, hasMoreAfter: true });
  });

  it('pages on from there with before and after, with no gap', async () => {
    const page = expectOk(await around(member, chatId, sent[30].id, '&limit=10'));
    const older = await history(member, chatId, `?before=${page.messages[0].id}&limit=10`);
    const newer = await history(member, chatId, `?after=${page.messages.at(-1).id}&limit=10`);
    expect(ids([...older.messages, ...page.messages, ...newer.messages])).toEqual(ids(sent.slice(16, 46)));
  });

  it('at the oldest message: a full page forwards, nothing older', async () => {
    const page = expectOk(await around(owner, chatId, sent[0].id, '&limit=10'));
    expect(ids(page.messages)).toEqual(ids(sent.slice(0, 10)));
    expect(page).toMatchObject({ hasMore: false, hasMoreAfter: true });
    const one = expectOk(await around(owner, chatId, sent[1].id, '&limit=10'));
    expect(ids(one.messages)).toEqual(ids(sent.slice(0, 10)));
    expect(one).toMatchObject({ hasMore: false, hasMoreAfter: true });
  });

  it('at the newest message: a full page backwards, nothing newer', async () => {
    const page = expectOk(await around(owner, chatId, sent[59].id, '&limit=10'));
    expect(ids(page.messages)).toEqual(ids(sent.slice(50)));
    expect(page).toMatchObject({ hasMore: true, hasMoreAfter: false });
    // A page as large as the chat: everything, no more either way.
    const all = expectOk(await around(owner, chatId, sent[58].id, '&limit=100'));
    expect(ids(all.messages)).toEqual(ids(sent));
    expect(all).toMatchObject({ hasMore: false, hasMoreAfter: false });
    const single = expectOk(await around(owner, chatId, sent[58].id, '&limit=1'));
    expect(ids(single.messages)).toEqual([sent[58].id]);
    expect(single).toMatchObject({ hasMore: true, hasMoreAfter: true });
  });

  it('at every message of the chat, for an even and an odd page size: the page splitAround gives, with the right flags', async () => {
    // Near either end one side comes back short and the other is read again (lib/messages/list-around.ts).
    for (const limit of [10, 7]) {
      for (let i = 0; i < sent.length; i += 1) {
        const page = expectOk(await around(member, chatId, sent[i].id, `&limit=${limit}`));
        const take = splitAround(limit, i + 1, sent.length - 1 - i);
        expect(ids(page.messages), `message ${i}, limit ${limit}`).toEqual(ids(sent.slice(i + 1 - take.older, i + 1 + take.newer)));
        expect(page, `message ${i}, limit ${limit}`).toMatchObject({ hasMore: i + 1 > take.older, hasMoreAfter: sent.length - 1 - i > take.newer });
      }
    }
  }, 120_000);

  it('404 NOT_FOUND (message) for a message of another chat, an unknown one, or one deleted for the caller', async () => {
    const elsewhere = await directChat(owner, member);
    const other = await send(owner, elsewhere, 'in another chat');
    expectNotFound(await around(owner, chatId, other.id), 'message');
    expectNotFound(await around(owner, chatId, unknownId()), 'message');

    const hidden = await send(owner, chatId, 'deleted for the member');
    expectOk(await api('/messages/delete-for-me', { token: member.token, body: { messageId: hidden.id } }));
    expectNotFound(await around(member, chatId, hidden.id), 'message');
    // Still there for the others.
    expect(ids(expectOk(await around(owner, chatId, hidden.id)).messages)).toContain(hidden.id);
  });

  it('404 for what predates the caller\'s "delete for me" of the chat; what came after is found', async () => {
    const [a, b] = await users(2);
    const chat = await directChat(a, b);
    const old = await sendMany(b, chat, ['before 1', 'before 2']);
    expectOk(await api(`/chat/${chat}/delete-for-me`, { token: a.token, body: {} }));
    const fresh = await send(b, chat, 'after');
    expectNotFound(await around(a, chat, old[1].id), 'message');
    const page = expectOk(await around(a, chat, fresh.id));
    expect(ids(page.messages)).toEqual([fresh.id]);
    expect(page).toMatchObject({ hasMore: false, hasMoreAfter: false });
    // The other member still sees all three.
    expect(ids(expectOk(await around(b, chat, old[0].id)).messages)).toEqual([...ids(old), fresh.id]);
  });

  it('refuses bad ids and mixed cursors (400), non-members (403) and the logged-out (401)', async () => {
    for (const query of ['?around=abc', `?around=${'g'.repeat(24)}`, '?around=', `?around=${sent[5].id}&before=${sent[9].id}`, `?around=${sent[5].id}&after=${sent[1].id}`, `?around=${sent[5].id}&limit=0`]) {
      expectBadInput(await api(`/messages/by-chat/${chatId}${query}`, { token: owner.token }));
    }
    expectError(await around(outsider, chatId, sent[5].id), 403, 'NOT_A_MEMBER');
    expectError(await api(`/messages/by-chat/${chatId}?around=${sent[5].id}`), 401, 'UNAUTHORIZED');
    // Upper-case hex names the same message.
    expect(ids(expectOk(await around(owner, chatId, sent[5].id.toUpperCase(), '&limit=1')).messages)).toEqual([sent[5].id]);
  });
});

describe('where the unread messages start (lastReadId in the chat list)', () => {
  it('is the read mark, or the "delete for me" of the chat when newer; null before either', async () => {
    const [a, b] = await users(2);
    const chat = await directChat(a, b);
    const [first, second] = await sendMany(b, chat, ['một', 'hai', 'ba']);
    expect(await chatOf(a, chat)).toMatchObject({ unreadCount: 3, lastReadId: null });
    expectOk(await api(`/chat/${chat}/mark-read`, { token: a.token, body: { lastReadId: second.id } }));
    expect(await chatOf(a, chat)).toMatchObject({ unreadCount: 1, lastReadId: second.id });
    // Each member sees their own.
    expect((await chatOf(b, chat)).lastReadId).toBeNull();
    expectOk(await api(`/chat/${chat}/mark-read`, { token: a.token, body: { lastReadId: first.id } }));
    expect((await chatOf(a, chat)).lastReadId).toBe(second.id);
    expectOk(await api(`/chat/${chat}/delete-for-me`, { token: a.token, body: {} }));
    const fresh = await send(b, chat, 'bốn');
    const cleared = (await history(b, chat)).messages.at(-2).id;
    expect(await chatOf(a, chat)).toMatchObject({ unreadCount: 1, lastReadId: cleared });
    expect(cleared < fresh.id).toBe(true);
  });
});

describe('splitAround', () => {
  it('halves the page, the message on the older side; a short side leaves its share to the other', () => {
    expect(splitAround(50, 51, 51)).toEqual({ older: 25, newer: 25 });
    expect(splitAround(10, 1, 51)).toEqual({ older: 1, newer: 9 });
    expect(splitAround(10, 51, 0)).toEqual({ older: 10, newer: 0 });
    expect(splitAround(10, 3, 2)).toEqual({ older: 3, newer: 2 });
    expect(splitAround(1, 5, 5)).toEqual({ older: 1, newer: 0 });
    expect(splitAround(11, 51, 51)).toEqual({ older: 6, newer: 5 });
  });
});
