import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { directChat, expectBadInput, expectError, expectOk, group, send, unknownId, users } from '../chats/helpers';
import { SAMPLES, upload } from '../files/fixtures';

// GET /messages/search against the real server. Postings are written a few milliseconds behind
// the send (lib/search/index-writer.ts), so a search for something just sent is polled for.

let alice: TestUser, bob: TestUser, carol: TestUser, outsider: TestUser;
let team: string, direct: string, carolDirect: string;

const search = async (user: TestUser, params: Record<string, string>) =>
  expectOk(await api(`/messages/search?${new URLSearchParams(params)}`, { token: user.token })) as { messages: any[]; hasMore: boolean; nextBefore?: string };
const contents = async (user: TestUser, params: Record<string, string>) => (await search(user, params)).messages.map((m) => m.content);
/** Waits until the search answers `expected` (the index is written just behind the send). */
const expectFound = (user: TestUser, params: Record<string, string>, expected: string[]) =>
  expect.poll(() => contents(user, params), { timeout: 10_000 }).toEqual(expected);

beforeAll(async () => {
  [alice, bob, carol, outsider] = await users(4);
  team = await group(alice, [bob, carol]);
  direct = await directChat(alice, bob);
  carolDirect = await directChat(alice, carol);
  await send(alice, team, 'Mình đang học Tiếng Việt mỗi ngày');
  await send(bob, team, 'tieng viet khong dau cung tim duoc');
  await send(carol, team, 'Hẹn gặp ở Đà Nẵng nhé');
  await send(bob, team, '我们明天去北京看长城');
  await send(alice, direct, 'The Development branch is green');
  await send(bob, direct, { type: 'file', fileUrl: expectOk(await upload(bob.token, SAMPLES.pdf, 'bao-cao-quy-3.pdf', 'application/pdf')).url });
  await send(carol, carolDirect, 'carol secret pineapple');
}, 60_000);

describe('GET /messages/search: matching', () => {
  it('Vietnamese without diacritics or case finds it, and with them; exact diacritics come first', async () => {
    const both = ['Mình đang học Tiếng Việt mỗi ngày', 'tieng viet khong dau cung tim duoc'];
    await expectFound(carol, { q: 'Tiếng Việt' }, both);
    expect(await contents(carol, { q: 'tieng viet' })).toEqual([...both].reverse());
    expect(await contents(carol, { q: 'TIENG VIET' })).toEqual([...both].reverse());
    expect(await contents(carol, { q: 'học tiếng' })).toEqual([both[0]]);
  });

  it('đ matches d, and the last word matches as a prefix', async () => {
    await expectFound(alice, { q: 'da nang' }, ['Hẹn gặp ở Đà Nẵng nhé']);
    expect(await contents(alice, { q: 'hen ga' })).toEqual(['Hẹn gặp ở Đà Nẵng nhé']);
    expect(await contents(alice, { q: 'develop' })).toEqual(['The Development branch is green']);
    expect(await contents(alice, { q: 'DEVELOPMENT BRANCH' })).toEqual(['The Development branch is green']);
  });

  it('Chinese: two characters and one', async () => {
    await expectFound(alice, { q: '北京' }, ['我们明天去北京看长城']);
    expect(await contents(alice, { q: '城' })).toEqual(['我们明天去北京看长城']);
    expect(await contents(alice, { q: '南京' })).toEqual([]);
  });

  it('file names are searched', async () => {
    await expect.poll(async () => (await search(bob, { q: 'bao cao quy' })).messages.map((m) => m.fileName), { timeout: 10_000 }).toEqual(['bao-cao-quy-3.pdf']);
  });

  it('each result carries its chatId, and chatId narrows to one chat', async () => {
    const all = await search(alice, { q: 'the' });
    expect(all.messages.map((m) => m.chatId)).toContain(direct);
    expect(await contents(alice, { q: 'tieng viet', chatId: direct })).toEqual([]);
    expect((await search(alice, { q: 'tieng viet', chatId: team })).messages.every((m) => m.chatId === team)).toBe(true);
  });

  it('a query too short to search answers nothing', async () => {
    expect(await search(alice, { q: 'a' })).toEqual({ messages: [], hasMore: false });
    expect(await search(alice, { q: '' })).toEqual({ messages: [], hasMore: false });
  });
});

describe('GET /messages/search: privacy', () => {
  it('only the chats the caller belongs to', async () => {
    await expectFound(carol, { q: 'pineapple' }, ['carol secret pineapple']);
    expect(await contents(bob, { q: 'pineapple' })).toEqual([]);
    expect(await contents(outsider, { q: 'tieng viet' })).toEqual([]);
    expectError(await api(`/messages/search?q=tieng&chatId=${team}`, { token: outsider.token }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/messages/search?q=tieng&chatId=${unknownId()}`, { token: alice.token }), 404, 'NOT_FOUND');
  });

  it('nothing deleted for me, nothing before my "delete for me" of the chat, nothing from who blocked me', async () => {
    const [dana, erin] = await users(2);
    const chat = await group(dana, [erin]);
    const hidden = await send(erin, chat, 'mango hidden for dana');
    await send(erin, chat, 'mango still here');
    await expectFound(dana, { q: 'mango' }, ['mango still here', 'mango hidden for dana']);
    expectOk(await api('/messages/delete-for-me', { token: dana.token, body: { messageId: hidden.id } }));
    expect(await contents(dana, { q: 'mango' })).toEqual(['mango still here']);
    expect(await contents(erin, { q: 'mango' })).toEqual(['mango still here', 'mango hidden for dana']);

    expectOk(await api(`/chat/${chat}/delete-for-me`, { token: dana.token, body: {} }));
    expect(await contents(dana, { q: 'mango' })).toEqual([]);
    await send(erin, chat, 'mango after clearing');
    await expectFound(dana, { q: 'mango' }, ['mango after clearing']);

    const pair = await directChat(dana, erin);
    await send(erin, pair, 'kiwi from erin');
    await send(dana, pair, 'kiwi from dana');
    await expectFound(dana, { q: 'kiwi' }, ['kiwi from dana', 'kiwi from erin']);
    expectOk(await api(`/chat/block/${pair}`, { token: erin.token, body: {} }));
    expect(await contents(dana, { q: 'kiwi' })).toEqual(['kiwi from dana']);
  });

  it('an edit is found by its new text, not its old', async () => {
    const message = await send(alice, direct, 'papaya salad');
    await expectFound(bob, { q: 'papaya' }, ['papaya salad']);
    expectOk(await api('/messages/edit', { token: alice.token, body: { messageId: message.id, newContent: 'guava juice' } }));
    await expectFound(bob, { q: 'guava' }, ['guava juice']);
    expect(await contents(bob, { q: 'papaya' })).toEqual([]);
  });
});

describe('GET /messages/search: paging and input', () => {
  it('pages newest first through nextBefore, without gaps or repeats', async () => {
    const [fay, gus] = await users(2);
    const chat = await directChat(fay, gus);
    const sent: string[] = [];
    for (let i = 0; i < 25; i += 1) sent.push((await send(i % 2 ? gus : fay, chat, `lychee number ${i}`)).id);
    for (let i = 0; i < 5; i += 1) await send(fay, chat, `other ${i}`);
    await expect.poll(async () => (await search(fay, { q: 'lychee', limit: '50' })).messages.length, { timeout: 10_000 }).toBe(25);
    const seen: string[] = [];
    let page = await search(fay, { q: 'lychee', limit: '10' });
    seen.push(...page.messages.map((m) => m.id));
    while (page.hasMore) {
      expect(seen.length).toBeLessThan(30);
      page = await search(fay, { q: 'lychee', limit: '10', before: page.nextBefore! });
      seen.push(...page.messages.map((m) => m.id));
    }
    expect(seen).toEqual([...sent].reverse());
  });

  it('bad input is VALIDATION_ERROR with the field', async () => {
    const bad = async (query: string, field: string) => {
      const answer = await api(`/messages/search?${query}`, { token: alice.token });
      expectBadInput(answer);
      expect(answer.body.field).toBe(field);
    };
    await bad(`q=${'x'.repeat(201)}`, 'q');
    await bad('q=hello&limit=0', 'limit');
    await bad('q=hello&limit=51', 'limit');
    await bad('q=hello&before=nope', 'before');
    await bad(`q=hello&chatId=${encodeURIComponent('{"$ne":null}')}`, 'chatId');
    expectError(await api('/messages/search?q=hello'), 401, 'UNAUTHORIZED');
  });
});
