import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { SAMPLES, upload } from '../files/fixtures';

type Sticker = { _id: string; id: string; url: string; title: string };
type StickerSet = { _id: string; id: string; name: string; stickers: Sticker[] };

let alice: TestUser;
let mallory: TestUser;
let png: string;
let gif: string;
let mp4: string;

const createSet = (user: TestUser, name: unknown) => api<{ stickerSet: StickerSet; code?: string }>('/user/my-stickers', { token: user.token, body: { name } });
const addSticker = (user: TestUser, setId: string, body: unknown) => api<{ stickerSet: StickerSet; code?: string }>(`/user/my-stickers/${setId}/add`, { token: user.token, body });
const removeSticker = (user: TestUser, setId: string, stickerId: string) =>
  api<{ stickerSet: StickerSet; code?: string }>(`/user/my-stickers/${setId}/${stickerId}`, { token: user.token, method: 'DELETE' });

beforeAll(async () => {
  [alice, mallory] = await Promise.all([registerUser(), registerUser()]);
  [png, gif, mp4] = await Promise.all([
    upload(alice.token, SAMPLES.png, 'smile.png', 'image/png').then((r) => r.body.url),
    upload(alice.token, SAMPLES.gif, 'dance.gif', 'image/gif').then((r) => r.body.url),
    upload(alice.token, SAMPLES.mp4, 'clip.mp4', 'video/mp4').then((r) => r.body.url),
  ]);
});

describe('sticker sets', () => {
  it('lists nothing at first, then the sets oldest first', async () => {
    const fresh = await registerUser();
    expect((await api('/user/my-stickers', { token: fresh.token })).body).toEqual({ stickerSets: [] });
    const first = (await createSet(fresh, '  Cats  ')).body.stickerSet;
    expect(first).toMatchObject({ name: 'Cats', stickers: [], _id: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(first.id).toBe(first._id);
    await createSet(fresh, 'Dogs');
    const list = await api<{ stickerSets: StickerSet[] }>('/user/my-stickers', { token: fresh.token });
    expect(list.body.stickerSets.map((s) => s.name)).toEqual(['Cats', 'Dogs']);
    expect((await api<{ stickerSets: StickerSet[] }>('/user/my-stickers', { token: alice.token })).body.stickerSets.map((s) => s.name)).not.toContain('Cats');
  });

  it('checks the name: 1 to 40 characters after trimming, a string', async () => {
    expect((await createSet(alice, 'n'.repeat(40))).status).toBe(200);
    for (const [name, reason] of [
      ['', 'REQUIRED'],
      ['   ', 'REQUIRED'],
      [undefined, 'REQUIRED'],
      ['n'.repeat(41), 'TOO_LONG'],
      [{ $gt: '' }, 'INVALID_FORMAT'],
      [['a'], 'INVALID_FORMAT'],
    ] as const) {
      expectInvalid(await createSet(alice, name), 'name', reason);
    }
  });

  it('renames, with the same rules, only the owner', async () => {
    const set = (await createSet(alice, 'Old')).body.stickerSet;
    const renamed = await api(`/user/my-stickers/${set._id}`, { token: alice.token, method: 'PATCH', body: { name: ' New ', lang: 'zh' } });
    expect([renamed.status, renamed.body.stickerSet.name, renamed.body.stickerSet._id]).toEqual([200, 'New', set._id]);
    const tooLong = await api(`/user/my-stickers/${set._id}`, { token: alice.token, method: 'PATCH', body: { name: 'x'.repeat(41) } });
    expect(tooLong.status).toBe(400);
    const empty = await api(`/user/my-stickers/${set._id}`, { token: alice.token, method: 'PATCH', body: { name: ' ' } });
    expect(empty.status).toBe(400);
    const theirs = await api(`/user/my-stickers/${set._id}`, { token: mallory.token, method: 'PATCH', body: { name: 'Mine now' } });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await api(`/user/my-stickers/${new ObjectId()}`, { token: alice.token, method: 'PATCH', body: { name: 'x' } });
    expect(unknown.status).toBe(404);
    const malformed = await api('/user/my-stickers/xyz', { token: alice.token, method: 'PATCH', body: { name: 'x' } });
    expect(malformed.status).toBe(404);
  });

  it('deletes a set and answers the remaining ones; others get 404', async () => {
    const keep = (await createSet(alice, 'Keep')).body.stickerSet;
    const gone = (await createSet(alice, 'Gone')).body.stickerSet;
    expect((await api(`/user/my-stickers/${gone._id}`, { token: mallory.token, method: 'DELETE' })).status).toBe(404);
    const res = await api<{ stickerSets: StickerSet[] }>(`/user/my-stickers/${gone._id}`, { token: alice.token, method: 'DELETE' });
    expect(res.status).toBe(200);
    const ids = res.body.stickerSets.map((s) => s._id);
    expect(ids).toContain(keep._id);
    expect(ids).not.toContain(gone._id);
    expect((await api(`/user/my-stickers/${gone._id}`, { token: alice.token, method: 'DELETE' })).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await api('/user/my-stickers')).status).toBe(401);
    expect((await api('/user/my-stickers', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('stickers in a set', () => {
  it('adds uploaded images and videos, stored as /uploads/<name>, with an optional title', async () => {
    const set = (await createSet(alice, 'Mixed')).body.stickerSet;
    const first = await addSticker(alice, set._id, { url: png, title: ' Smile ' });
    expect(first.status).toBe(200);
    expect(first.body.stickerSet.stickers).toEqual([{ _id: expect.any(String), id: expect.any(String), url: png, title: 'Smile' }]);
    // as displayed: prefixed with the API host
    const second = await addSticker(alice, set._id, { url: `${inject('baseUrl')}/api${gif}`, title: 't'.repeat(50) });
    expect(second.body.stickerSet.stickers[1]).toMatchObject({ url: gif, title: 't'.repeat(50) });
    const third = await addSticker(alice, set._id, { url: `/api${mp4}`, title: null });
    expect(third.body.stickerSet.stickers.map((s) => s.url)).toEqual([png, gif, mp4]);
    expect(third.body.stickerSet.stickers[2].title).toBe('');
  });

  it('refuses a title over 50, URLs that are not uploaded images or videos, and operator objects', async () => {
    const set = (await createSet(alice, 'Strict')).body.stickerSet;
    const long = await addSticker(alice, set._id, { url: png, title: 't'.repeat(51) });
    expectInvalid(long, 'title', 'TOO_LONG', 'TOO_LONG');
    const [pdf, mp3] = await Promise.all([
      upload(alice.token, SAMPLES.pdf, 'doc.pdf', 'application/pdf').then((r) => r.body.url),
      upload(alice.token, SAMPLES.mp3, 'song.mp3', 'audio/mpeg').then((r) => r.body.url),
    ]);
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      'https://example.com/cat.png',
      '/uploads/../../package.json',
      'javascript:alert(1)',
      pdf,
      mp3,
      '',
      { $regex: '.*' },
    ]) {
      expectInvalid(await addSticker(alice, set._id, { url, title: 'x' }), 'url', 'INVALID_FORMAT', 'fileUrlInvalid');
    }
    expectInvalid(await addSticker(alice, set._id, { url: undefined, title: 'x' }), 'url', 'REQUIRED', 'fileUrlInvalid');
    expect((await addSticker(alice, set._id, { url: png, title: { $gt: '' } })).status).toBe(400);
    expect((await api<{ stickerSets: StickerSet[] }>('/user/my-stickers', { token: alice.token })).body.stickerSets.find((s) => s._id === set._id)?.stickers).toEqual([]);
  });

  it("another user's set is 404 for adding and removing", async () => {
    const set = (await createSet(alice, 'Private')).body.stickerSet;
    const sticker = (await addSticker(alice, set._id, { url: png })).body.stickerSet.stickers[0];
    const add = await addSticker(mallory, set._id, { url: png });
    expect([add.status, add.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await removeSticker(mallory, set._id, sticker._id)).status).toBe(404);
    expect((await addSticker(alice, String(new ObjectId()), { url: png })).status).toBe(404);
  });

  it('removes a sticker on this database (no $pull by condition: the array is rewritten)', async () => {
    const set = (await createSet(alice, 'Removal')).body.stickerSet;
    for (const url of [png, gif, mp4]) await addSticker(alice, set._id, { url });
    const before = (await api<{ stickerSets: StickerSet[] }>('/user/my-stickers', { token: alice.token })).body.stickerSets.find((s) => s._id === set._id)!;
    const [a, b, c] = before.stickers;

    const res = await removeSticker(alice, set._id, b._id);
    expect(res.status).toBe(200);
    expect(res.body.stickerSet.stickers.map((s) => s._id)).toEqual([a._id, c._id]);
    const row = await (await testDb()).collection('stickersets').findOne({ _id: new ObjectId(set._id) });
    expect(row?.stickers.map((s: { _id: ObjectId }) => String(s._id))).toEqual([a._id, c._id]);

    const again = await removeSticker(alice, set._id, b._id);
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await removeSticker(alice, set._id, 'nope')).status).toBe(404);

    // two removals at once: the version check makes the later one retry instead of undoing the first
    await Promise.all([removeSticker(alice, set._id, a._id), removeSticker(alice, set._id, c._id)]);
    const after = await (await testDb()).collection('stickersets').findOne({ _id: new ObjectId(set._id) });
    expect(after?.stickers).toEqual([]);
  });

  it('keeps stickers added while another is removed', async () => {
    const set = (await createSet(alice, 'Race')).body.stickerSet;
    const first = (await addSticker(alice, set._id, { url: png })).body.stickerSet.stickers[0];
    await Promise.all([removeSticker(alice, set._id, first._id), addSticker(alice, set._id, { url: gif }), addSticker(alice, set._id, { url: mp4 })]);
    const row = await (await testDb()).collection('stickersets').findOne({ _id: new ObjectId(set._id) });
    expect(row?.stickers.map((s: { url: string }) => s.url).sort()).toEqual([gif, mp4].sort());
  });

  it('keeps every one of 30 stickers added at once, and 10 removed at once are all gone', async () => {
    const set = (await createSet(alice, 'Burst')).body.stickerSet;
    const adds = await Promise.all(Array.from({ length: 30 }, (_, i) => addSticker(alice, set._id, { url: png, title: `s${i}` })));
    expect(adds.map((r) => r.status)).toEqual(Array(30).fill(200));
    const stored = await (await testDb()).collection('stickersets').findOne({ _id: new ObjectId(set._id) });
    expect(stored?.stickers.map((s: { title: string }) => s.title).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `s${i}`).sort());

    // every removal but one loses the version check at first: each must retry until it lands
    const doomed = stored?.stickers.slice(0, 10).map((s: { _id: ObjectId }) => String(s._id)) as string[];
    const removals = await Promise.all(doomed.map((id) => removeSticker(alice, set._id, id)));
    expect(removals.map((r) => r.status)).toEqual(Array(10).fill(200));
    const after = await (await testDb()).collection('stickersets').findOne({ _id: new ObjectId(set._id) });
    expect(after?.stickers).toHaveLength(20);
    expect(after?.stickers.some((s: { _id: ObjectId }) => doomed.includes(String(s._id)))).toBe(false);
  });

  it('saves a built-in sticker by its own URL, but not a made-up /stickers/ path', async () => {
    const set = (await createSet(alice, 'From chats')).body.stickerSet;
    const builtin = '/stickers/faces/grin.webp';
    const saved = await addSticker(alice, set._id, { url: builtin });
    expect(saved.status).toBe(200);
    expect(saved.body.stickerSet.stickers.map((st) => st.url)).toEqual([builtin]);
    expectInvalid(await addSticker(alice, set._id, { url: '/stickers/faces/not-there.webp' }), 'url', 'INVALID_FORMAT', 'fileUrlInvalid');
  });
});
