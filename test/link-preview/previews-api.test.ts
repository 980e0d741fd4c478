import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkPreviewSchema } from '@/lib/contract/answers/link-preview';
import { api, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { bytes, html, redirect, startLinkSite, type LinkSite } from '../support/link-site';
import { expectError, expectOk, group, history, send, socketPool, unknownId, users } from '../chats/helpers';

// Link previews through the real server: the stand-in site listens on the one host the run's
// server may fetch from (LINK_PREVIEW_ALLOWED_HOSTS, test/global-setup.ts).

const sockets = socketPool();
let site: LinkSite;
let alice: TestUser, bob: TestUser, outsider: TestUser;
let team: string;

beforeAll(async () => {
  site = await startLinkSite(inject('linkSitePort'));
  [alice, bob, outsider] = await users(3);
  team = await group(alice, [bob]);
});
afterAll(async () => {
  await site.close();
});

const unique = (name: string) => `/${name}-${Math.random().toString(36).slice(2)}`;
const asked = (path: string) => site.requests.filter((r) => r.path === path).length;

/** The `message` event of action "preview" for this message. */
const previewEvent = (socket: Awaited<ReturnType<typeof sockets>>[number], messageId: string, removed = false) =>
  socket.next<{ action: string; message: { id: string; chatId: string; preview: unknown } }>(
    'message',
    (e) => e.action === 'preview' && e.message.id === messageId && (e.message.preview === null) === removed,
    15_000,
  );

/** The cached answer for a URL once the server has one: the preview, or null for a failure. */
async function cacheRow(url: string) {
  const db = await testDb();
  const row = () => db.collection<{ url: string; preview: unknown }>('linkpreviewcaches').findOne({ url });
  await expect.poll(row, { timeout: 15_000 }).not.toBeNull();
  return (await row())?.preview;
}

const picture = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } }).png().toBuffer();

describe('link previews', () => {
  it('unfurls Open Graph tags with the picture served by this server, live for every member', async () => {
    const [page, image] = [unique('og'), unique('pic')];
    site.route(page, html(`<html><head>
      <meta property="og:title" content="A fine &amp; tidy page">
      <meta property="og:description" content="What the page is about.">
      <meta property="og:site_name" content="Stand-in">
      <meta property="og:image" content="${image}">
      <title>ignored title</title></head><body><img src="/other.png"></body></html>`));
    site.route(image, bytes('image/png', await picture()));
    const [aliceSocket, bobSocket] = await sockets(alice, bob);
    const link = `${site.origin}${page}`;
    const message = await send(alice, team, `look: ${link}, nice`);
    expect(message.preview).toBeNull();
    const [seenByAlice, seenByBob] = await Promise.all([previewEvent(aliceSocket, message.id), previewEvent(bobSocket, message.id)]);
    const preview = linkPreviewSchema.parse(seenByBob.message.preview);
    expect(seenByAlice.message.preview).toEqual(preview);
    expect(preview).toMatchObject({ url: link, title: 'A fine & tidy page', description: 'What the page is about.', siteName: 'Stand-in' });
    expect(preview.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    // Ours, resized: readers never load it from the linked site.
    const served = await fetch(`${inject('baseUrl')}/api${preview.image}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(640);
    expect(site.requests.find((r) => r.path === image)?.userAgent).toMatch(/ChatAppLinkPreview/);
    // The history carries it too.
    expect((await history(bob, team)).messages.find((m) => m.id === message.id)?.preview).toEqual(preview);
  });

  it('falls back on <title> and the first meaningful image, and fills gaps from oEmbed', async () => {
    const [page, pixel, photo, oembedPage, oembed] = [unique('plain'), unique('pixel'), unique('photo'), unique('oe'), unique('oembed')];
    site.route(page, html(`<title> Plain   page </title><img src="data:image/gif;base64,R0lGOD"><img src="${pixel}" width="1" height="1"><img src="${photo}">`));
    site.route(photo, bytes('image/png', await picture()));
    site.route(oembedPage, html(`<link rel="alternate" type="application/json+oembed" href="${oembed}"><p>no tags</p>`));
    site.route(oembed, bytes('application/json', Buffer.from(JSON.stringify({ type: 'rich', title: 'From oEmbed', provider_name: 'Embedder' }))));
    const [bobSocket] = await sockets(bob);
    const plain = await send(alice, team, `${site.origin}${page}`);
    const fromOembed = await send(alice, team, `${site.origin}${oembedPage}`);
    const [first, second] = await Promise.all([previewEvent(bobSocket, plain.id), previewEvent(bobSocket, fromOembed.id)]);
    expect(first.message.preview).toMatchObject({ title: 'Plain page', siteName: '127.0.0.1', image: expect.stringMatching(/^\/uploads\//) });
    expect(asked(pixel)).toBe(0);
    expect(second.message.preview).toEqual({ url: `${site.origin}${oembedPage}`, title: 'From oEmbed', siteName: 'Embedder' });
  });

  it('fetches a URL once and answers later messages from the cache, failures included', async () => {
    const [good, binary] = [unique('cached'), unique('binary')];
    site.route(good, html('<meta property="og:title" content="Cached">'));
    site.route(binary, bytes('application/octet-stream', Buffer.from('not a page')));
    const [bobSocket] = await sockets(bob);
    const firstSend = await send(alice, team, `${site.origin}${good}`);
    await previewEvent(bobSocket, firstSend.id);
    // Known now: a later message carries the preview from the start, for every member.
    const arrival = bobSocket.next<{ id: string; content: string; preview: unknown }>('receive_message', (m) => m.content === `again ${site.origin}${good}`);
    const again = await send(bob, team, `again ${site.origin}${good}`);
    expect(again.preview).toMatchObject({ title: 'Cached' });
    expect((await arrival).preview).toEqual(again.preview);
    expect((await history(alice, team)).messages.find((m) => m.id === again.id)?.preview).toEqual(again.preview);
    expect(asked(good)).toBe(1);

    await send(alice, team, `${site.origin}${binary}`);
    expect(await cacheRow(`${site.origin}${binary}`)).toBeNull();
    await send(bob, team, `${site.origin}${binary}`);
    // The failure is cached: a later preview of another page arrives with no second fetch of it.
    const after = unique('after');
    site.route(after, html('<title>after</title>'));
    const marker = await send(bob, team, `${site.origin}${after}`);
    await previewEvent(bobSocket, marker.id);
    expect(asked(binary)).toBe(1);
  });

  it('refuses a redirect to loopback or the metadata address, and nothing is requested there', async () => {
    for (const target of ['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/']) {
      const hop = unique('hop');
      site.route(hop, redirect(target));
      const link = `${site.origin}${hop}`;
      await send(alice, team, link);
      expect(await cacheRow(link)).toBeNull();
    }
  });

  it('stores tag contents as plain text and never a script URL (XSS table)', async () => {
    const page = unique('xss');
    site.route(page, html(`<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt;">
      <meta property="og:description" content="<img src=x onerror=alert(1)> <b>bold</b>">
      <meta property="og:site_name" content="<a href=javascript:alert(1)>site</a>">
      <meta property="og:image" content="javascript:alert(1)">
      <meta property="og:url" content="javascript:alert(1)">
      <img src="javascript:alert(2)" onerror="alert(3)">`));
    const [bobSocket] = await sockets(bob);
    const link = `${site.origin}${page}`;
    const message = await send(alice, team, `${link}`);
    const { preview } = (await previewEvent(bobSocket, message.id)).message;
    expect(preview).toEqual({
      url: link,
      title: '<script>alert(1)</script>',
      description: '<img src=x onerror=alert(1)> <b>bold</b>',
      siteName: '<a href=javascript:alert(1)>site</a>',
    });
    // A message whose only "link" is not http(s) is not fetched at all.
    await send(alice, team, 'javascript:alert(1) data:text/html,<script>alert(1)</script>');
    const db = await testDb();
    expect(await db.collection('linkpreviewcaches').countDocuments({ url: /^(javascript|data):/ })).toBe(0);
  });

  it('lets the sender remove the preview for everybody; nobody else may', async () => {
    const page = unique('removable');
    site.route(page, html('<meta property="og:title" content="Removable">'));
    const [aliceSocket, bobSocket] = await sockets(alice, bob);
    const message = await send(alice, team, `${site.origin}${page}`);
    await previewEvent(bobSocket, message.id);
    expectError(await api(`/messages/${message.id}/preview`, { method: 'DELETE', token: bob.token }), 403, 'FORBIDDEN');
    expectError(await api(`/messages/${message.id}/preview`, { method: 'DELETE', token: outsider.token }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/messages/${unknownId()}/preview`, { method: 'DELETE', token: alice.token }), 404, 'NOT_FOUND');
    expectOk(await api(`/messages/${message.id}/preview`, { method: 'DELETE', token: alice.token }));
    const [removedForAlice, removedForBob] = await Promise.all([previewEvent(aliceSocket, message.id, true), previewEvent(bobSocket, message.id, true)]);
    expect(removedForAlice.message.preview).toBeNull();
    expect(removedForBob.message.preview).toBeNull();
    expect((await history(bob, team)).messages.find((m) => m.id === message.id)?.preview).toBeNull();
  });
});

describe('link previews of edited messages', () => {
  const edit = async (messageId: string, newContent: string) => expectOk(await api('/messages/edit', { token: alice.token, body: { messageId, newContent } }));

  it('keep the preview while the first link stays, unfurl a new first link, and go when the link does', async () => {
    const [first, second] = [unique('before-edit'), unique('after-edit')];
    site.route(first, html('<meta property="og:title" content="Before the edit">'));
    site.route(second, html('<meta property="og:title" content="After the edit">'));
    const [bobSocket] = await sockets(bob);
    const message = await send(alice, team, `see ${site.origin}${first}`);
    expect((await previewEvent(bobSocket, message.id)).message.preview).toMatchObject({ title: 'Before the edit' });

    expect((await edit(message.id, `see ${site.origin}${first} again`)).message.preview).toMatchObject({ title: 'Before the edit' });
    expect(asked(first)).toBe(1);

    const replaced = bobSocket.next<{ action: string; message: { id: string; content: string; preview: unknown } }>(
      'message',
      (e) => e.action === 'edit' && e.message.id === message.id && e.message.content.startsWith('now'),
    );
    expect((await edit(message.id, `now ${site.origin}${second}`)).message.preview).toBeNull();
    expect((await replaced).message.preview).toBeNull();
    expect((await previewEvent(bobSocket, message.id)).message.preview).toMatchObject({ title: 'After the edit' });

    expect((await edit(message.id, 'no link at all')).message.preview).toBeNull();
    expect((await history(bob, team)).messages.find((m) => m.id === message.id)?.preview).toBeNull();
  });

  it('a removed preview stays removed for the same link and comes back for a new one', async () => {
    const [first, second] = [unique('removed-then-edited'), unique('edited-to')];
    site.route(first, html('<meta property="og:title" content="Taken off">'));
    site.route(second, html('<meta property="og:title" content="A new link">'));
    const [bobSocket] = await sockets(bob);
    const message = await send(alice, team, `${site.origin}${first}`);
    await previewEvent(bobSocket, message.id);
    expectOk(await api(`/messages/${message.id}/preview`, { method: 'DELETE', token: alice.token }));
    expect((await edit(message.id, `${site.origin}${first} (edited)`)).message.preview).toBeNull();
    await edit(message.id, `${site.origin}${second}`);
    expect((await previewEvent(bobSocket, message.id)).message.preview).toMatchObject({ title: 'A new link' });
  });
});

describe('the per-account limit of link previews', () => {
  it('fetches at most 20 pages a minute for one sender; the next link gets no preview', async () => {
    const [carol] = await users(1);
    const room = await group(carol, [bob]);
    const [bobSocket] = await sockets(bob);
    const pages = Array.from({ length: 20 }, (_, i) => unique(`limit${i}`));
    for (const page of pages) site.route(page, html(`<title>${page}</title>`));
    const sent = await Promise.all(pages.map((page) => send(carol, room, `${site.origin}${page}`)));
    await Promise.all(sent.map((message) => previewEvent(bobSocket, message.id)));
    const over = unique('over');
    site.route(over, html('<title>over the limit</title>'));
    const refused = await send(carol, room, `${site.origin}${over}`);
    const log = () => readFileSync(inject('logFile'), 'utf8');
    // The server's log line for this message (JSON in production, pretty-printed in development).
    await expect.poll(() => log().includes(refused.id) && log().includes('over the per-account limit'), { timeout: 15_000 }).toBe(true);
    expect(asked(over)).toBe(0);
    // Another sender's link to the same page is fetched: the limit is per account.
    const other = await send(bob, room, `${site.origin}${over}`);
    expect((await previewEvent(bobSocket, other.id)).message.preview).toMatchObject({ title: 'over the limit' });
  });
});
