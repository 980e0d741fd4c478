import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../auth/helpers';
import { api, type TestUser } from '../support/api';
import { expectInvalid } from '../support/errors';
import { SAMPLES, upload } from '../files/fixtures';
import {
  chatOf,
  directChat,
  expectBadInput,
  expectError,
  expectOk,
  group,
  history,
  OPERATOR_VALUES,
  QUIET_MS,
  send,
  socketPool,
  unknownId,
  users,
} from '../chats/helpers';

const sockets = socketPool();

let alice: TestUser, bob: TestUser, outsider: TestUser;
let chatId: string;
beforeAll(async () => {
  [alice, bob, outsider] = await users(3);
  chatId = await directChat(alice, bob);
});

const post = (user: TestUser, body: Record<string, unknown>) => api('/messages/send', { token: user.token, body });

describe('POST /messages/send', () => {
  it('sends text (trimmed) with the sender’s fields, and the receiver hears receive_message', async () => {
    const [bobSocket, outsiderSocket] = await sockets(bob, outsider);
    const message = expectOk(await post(alice, { chatId, content: '  hi there \n', lang: 'en' })).message;
    expect(message).toMatchObject({
      chatId,
      type: 'text',
      content: 'hi there',
      sender: alice.id,
      senderId: alice.id,
      senderUsername: alice.username,
      replyTo: null,
      isForwarded: false,
      reactions: [],
      readBy: [],
      edited: false,
    });
    expect(message._id).toBe(message.id);
    expect(Number.isNaN(Date.parse(message.createdAt))).toBe(false);
    const received = await bobSocket.next('receive_message', (m) => m.id === message.id);
    expect(received.content).toBe('hi there');
    expect(await outsiderSocket.receives('receive_message', QUIET_MS)).toBe(false);
    // Text keeps inner spacing and newlines, and up to 5000 characters.
    const long = 'x'.repeat(4997) + '\n\ny';
    expect(expectOk(await post(alice, { chatId, content: long })).message.content).toBe(long);
  });

  it('sends every file type as one of this server’s uploads, named and typed as stored, and stickers', async () => {
    const stored = async (bytes: Buffer, name: string, mime: string) => expectOk(await upload(alice.token, bytes, name, mime));
    const [png, mp4, mp3, webm, pdf, zip, gif] = await Promise.all([
      stored(SAMPLES.png, 'cat.png', 'image/png'),
      stored(SAMPLES.mp4, 'clip.mp4', 'video/mp4'),
      stored(SAMPLES.mp3, 'song.mp3', 'audio/mpeg'),
      stored(SAMPLES.webm, 'voice.webm', 'audio/webm'),
      stored(SAMPLES.pdf, 'report final.pdf', 'application/pdf'),
      stored(SAMPLES.zip, 'a.zip', 'application/zip'),
      stored(SAMPLES.gif, 'st1ck3r.gif', 'image/gif'),
    ]);
    const cases = [
      { type: 'image', sent: png.url, file: png },
      { type: 'video', sent: mp4.url, file: mp4 },
      { type: 'audio', sent: mp3.url, file: mp3 },
      { type: 'voice', sent: webm.url, file: webm },
      { type: 'file', sent: `/api${pdf.url}`, file: pdf },
      { type: 'file', sent: `https://elsewhere.example${zip.url}`, file: zip },
    ];
    for (const { type, sent, file } of cases) {
      // What the sender says of the file is not what is kept: the upload's own URL, name and type.
      const message = expectOk(await post(alice, { chatId, type, fileUrl: sent, fileName: '"><img src=x> a.exe', fileType: 'text/html', fileSize: 1 })).message;
      expect(message).toMatchObject({ type, chatId, sender: alice.id, fileUrl: file.url, fileName: file.fileName, fileType: file.fileType, fileSize: file.fileSize });
    }
    const sticker = expectOk(await post(bob, { chatId, type: 'sticker', stickerUrl: '/stickers/faces/grin.webp' })).message;
    expect(sticker).toMatchObject({ type: 'sticker', stickerUrl: '/stickers/faces/grin.webp' });
    const uploadedSticker = expectOk(await post(bob, { chatId, type: 'sticker', fileUrl: gif.url })).message;
    expect(uploadedSticker).toMatchObject({ type: 'sticker', stickerUrl: gif.url });

    const types = (await history(bob, chatId, '?limit=8')).messages.map((m) => m.type);
    expect(types).toEqual(['image', 'video', 'audio', 'voice', 'file', 'file', 'sticker', 'sticker']);
  });

  it('refuses system and notification types, unknown types, missing or foreign file URLs', async () => {
    const before = (await chatOf(bob, chatId)).lastMessage?.id ?? null;
    expectBadInput(await post(alice, { chatId, type: 'system', content: 'I am the server' }));
    expectBadInput(await post(alice, { chatId, type: 'notification', content: 'fake' }));
    expectBadInput(await post(alice, { chatId, type: 'html', content: '<b>x</b>' }));
    expectInvalid(await post(alice, { chatId, type: 'image' }), 'fileUrl', 'REQUIRED', 'fileRequired');
    expectInvalid(await post(alice, { chatId, type: 'file', content: 'no file' }), 'fileUrl', 'REQUIRED', 'fileRequired');
    expectBadInput(await post(alice, { chatId, type: 'sticker' }));
    for (const fileUrl of [
      'https://evil.example/x.png',
      '/uploads/../../etc/passwd',
      'javascript:alert(1)',
      '/download/abc.png',
      '//evil.example/uploads/x.png',
      '/uploads/a b.png',
      '',
    ]) {
      expectInvalid(await post(alice, { chatId, type: 'image', fileUrl }), 'fileUrl', 'INVALID_FORMAT');
    }
    expectBadInput(await post(alice, { chatId, type: 'sticker', stickerUrl: 'https://evil.example/s.gif' }));
    // Shaped like an upload but none of this server's, or one of another kind: refused, not linked.
    const pdf = expectOk(await upload(alice.token, SAMPLES.pdf, 'doc.pdf', 'application/pdf')).url;
    for (const fileUrl of ['/uploads/0123456789abcdef0123456789abcdef.png', 'https://evil.example/uploads/abcdef.png', 'http://evil.example/api/uploads/a.pdf', pdf]) {
      expectInvalid(await post(alice, { chatId, type: 'image', fileUrl }), 'fileUrl', 'INVALID_FORMAT', 'fileUrlInvalid');
    }
    for (const stickerUrl of ['/uploads/0123456789abcdef0123456789abcdef.gif', '/stickers/faces/none-such.webp']) {
      expectInvalid(await post(alice, { chatId, type: 'sticker', stickerUrl }), 'stickerUrl', 'INVALID_FORMAT', 'fileUrlInvalid');
    }
    expectBadInput(await post(alice, { chatId, type: 'image', fileUrl: '/uploads/x.png', fileSize: -1 }));
    expectBadInput(await post(alice, { chatId, type: 'image', fileUrl: '/uploads/x.png', fileSize: 41_943_041 }));
    expectBadInput(await post(alice, { chatId, type: 'image', fileUrl: '/uploads/x.png', fileSize: '12' }));
    expectInvalid(await post(alice, { chatId, type: 'image', fileUrl: '/uploads/x.png', fileName: 'n'.repeat(256) }), 'fileName', 'TOO_LONG', 'TOO_LONG');
    expect((await chatOf(bob, chatId)).lastMessage?.id ?? null).toBe(before);
  });

  it('refuses empty or whitespace text (400 VALIDATION_ERROR: content, EMPTY) and 5001 characters', async () => {
    expectInvalid(await post(alice, { chatId, content: '' }), 'content', 'EMPTY', 'messageEmpty');
    expectInvalid(await post(alice, { chatId, content: ' \n\t ' }), 'content', 'EMPTY', 'messageEmpty');
    expectInvalid(await post(alice, { chatId }), 'content', 'EMPTY', 'messageEmpty');
    expectInvalid(await post(alice, { chatId, type: 'text', content: '\u3000\u00a0' }), 'content', 'EMPTY', 'messageEmpty');
    expectInvalid(await post(alice, { chatId, content: 'x'.repeat(5001) }), 'content', 'TOO_LONG', 'TOO_LONG');
    expectOk(await post(alice, { chatId, content: 'y'.repeat(5000) }));
  });

  it('replies within the chat only: replyTo from another chat or unknown is 404', async () => {
    const original = await send(bob, chatId, 'the question');
    const reply = expectOk(await post(alice, { chatId, content: 'the answer', replyTo: original.id })).message;
    expect(reply.replyTo).toBe(original.id);
    expect(reply.replyToMessage).toMatchObject({ id: original.id, content: 'the question', senderUsername: bob.username });
    const listed = (await history(bob, chatId, '?limit=1')).messages[0];
    expect(listed.replyToMessage.content).toBe('the question');

    const elsewhere = await group(alice, [outsider]);
    const foreign = await send(outsider, elsewhere, 'other chat');
    expectError(await post(alice, { chatId, content: 'sneaky', replyTo: foreign.id }), 404, 'NOT_FOUND');
    expectError(await post(alice, { chatId, content: 'ghost', replyTo: unknownId() }), 404, 'NOT_FOUND');
    expectBadInput(await post(alice, { chatId, content: 'bad', replyTo: 'abc' }));
    expect((await history(bob, chatId, '?limit=1')).messages[0].id).toBe(reply.id);
    // replyTo null is no reply.
    expect(expectOk(await post(alice, { chatId, content: 'plain', replyTo: null })).message.replyTo).toBeNull();
  });

  it('forwards with isForwarded; forwardInfo comes from the original, whatever the client says', async () => {
    const source = await group(bob, [outsider]);
    const original = await send(outsider, source, 'worth sharing');
    const forwardInfo = {
      from: { _id: outsider.id, username: outsider.username, email: outsider.email, avatar: '' },
      originalMsgId: original.id,
    };
    const forged = { from: { _id: alice.id, username: 'someone-else', avatar: 'https://evil.example/x.png' }, originalMsgId: original.id };
    const forwarded = expectOk(await post(bob, { chatId, content: original.content, isForwarded: true, forwardInfo: forged })).message;
    expect(forwarded.isForwarded).toBe(true);
    expect(forwarded.forwardInfo).toEqual(forwardInfo);
    const listed = (await history(alice, chatId, '?limit=1')).messages[0];
    expect(listed.isForwarded).toBe(true);
    expect(listed.forwardInfo).toEqual(forwardInfo);
    // Forwarded again, it still names the first author and the first message.
    const again = expectOk(await post(alice, { chatId, content: original.content, isForwarded: true, forwardInfo: { originalMsgId: forwarded.id } })).message;
    expect(again.forwardInfo).toEqual(forwardInfo);
    // A message the forwarder cannot read cannot be forwarded (nor its author learnt).
    const hidden = await send(outsider, await directChat(outsider, bob), 'between us');
    expectError(await post(alice, { chatId, content: 'x', isForwarded: true, forwardInfo: { originalMsgId: hidden.id } }), 404, 'NOT_FOUND');
    // A forwarded file keeps its file; without an original it names nobody.
    const png = expectOk(await upload(alice.token, SAMPLES.png, 'fw.png', 'image/png')).url;
    const file = expectOk(await post(bob, { chatId, type: 'image', fileUrl: png, isForwarded: true, forwardInfo: { from: { username: 'x' } } })).message;
    expect(file).toMatchObject({ type: 'image', fileUrl: png, fileName: 'fw.png', isForwarded: true, forwardInfo: null });
    expectBadInput(await post(bob, { chatId, content: 'x', isForwarded: 'yes' }));
    expectBadInput(await post(bob, { chatId, content: 'x', isForwarded: true, forwardInfo: { originalMsgId: 'nope' } }));
  });

  it('stores a send named by clientId once: a repeat, or many at once, answer the stored message', async () => {
    const body = { chatId, content: 'said once', clientId: `c-${Date.now()}` };
    const first = expectOk(await post(alice, body)).message;
    expect(first.clientId).toBe(body.clientId);
    const repeat = expectOk(await post(alice, body)).message;
    expect(repeat.id).toBe(first.id);
    // 20 at once with a new name: one message, the same answer for all.
    const racing = { chatId, content: 'raced', clientId: `r-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(alice, racing)));
    const ids = new Set(answers.map((a) => expectOk(a).message.id));
    expect(ids.size).toBe(1);
    const page = (await history(bob, chatId, '?limit=30')).messages;
    expect(page.filter((m: { content: string }) => m.content === 'said once')).toHaveLength(1);
    expect(page.filter((m: { content: string }) => m.content === 'raced')).toHaveLength(1);
    // The chat's last message is the one stored, whichever copy claimed last.
    const chat = await chatOf(bob, chatId);
    expect(chat.lastMessage?._id ?? chat.lastMessage?.id).toBe([...ids][0]);
    // Names are per sender: bob may use alice's.
    const bobs = expectOk(await post(bob, body)).message;
    expect(bobs.id).not.toBe(first.id);
    expect(bobs.sender).toBe(bob.id);
    expectBadInput(await post(alice, { chatId, content: 'x', clientId: '' }));
    expectBadInput(await post(alice, { chatId, content: 'x', clientId: 'x'.repeat(65) }));
    expectBadInput(await post(alice, { chatId, content: 'x', clientId: { $gt: '' } }));
  });

  it('refuses non-members (403 NOT_A_MEMBER), unknown chats (404), bad chat ids (400) and no session (401)', async () => {
    const count = (await history(alice, chatId, '?limit=100')).messages.length;
    expectError(await post(outsider, { chatId, content: 'let me in' }), 403, 'NOT_A_MEMBER');
    expectError(await post(outsider, { chatId, type: 'image', fileUrl: '/uploads/x.png' }), 403, 'NOT_A_MEMBER');
    expectError(await post(alice, { chatId: unknownId(), content: 'x' }), 404, 'NOT_FOUND');
    expectBadInput(await post(alice, { chatId: 'abc', content: 'x' }));
    expectBadInput(await post(alice, { content: 'x' }));
    expectError(await api('/messages/send', { body: { chatId, content: 'x' } }), 401, 'UNAUTHORIZED');
    expect((await history(alice, chatId, '?limit=100')).messages.length).toBe(count);
  });

  it('is a POST: another method is refused with 405, OPTIONS lists the methods (as for a route handler)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await api('/messages/send', { method, token: alice.token });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('OPTIONS, POST');
    }
    const options = await api('/messages/send', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('answers in the language the body or query asks for, whatever the path to the answer', async () => {
    const byBody = await post(alice, { chatId: unknownId(), content: 'x', lang: 'zh' });
    expectError(byBody, 404, 'NOT_FOUND');
    const byQuery = await api('/messages/send?lang=en', { token: alice.token, body: { chatId: unknownId(), content: 'x' } });
    expectError(byQuery, 404, 'NOT_FOUND');
    expect(byBody.body.message).toBe(messages('zh').errors.NOT_FOUND);
    expect(byQuery.body.message).toBe(messages('en').errors.NOT_FOUND);
    expect(byQuery.headers.get('content-type')).toBe('application/json');
  });

  it('refuses an operator object in any field with 400, never 500', async () => {
    const valid = { chatId, content: 'ok', type: 'text' };
    const fields = ['chatId', 'content', 'type', 'fileUrl', 'fileName', 'fileType', 'fileSize', 'stickerUrl', 'replyTo', 'isForwarded'];
    for (const field of fields) {
      for (const value of [{ $gt: '' }, { $ne: null }, [{ $gt: '' }]]) {
        const answer = await post(alice, { ...valid, [field]: value });
        expectBadInput(answer);
        expect(answer.body.field, JSON.stringify(answer.body)).toBe(field);
      }
    }
    expect([200, 400]).toContain((await post(alice, { ...valid, lang: { $gt: '' } })).status);
    // forwardInfo is an object: unknown keys (operators included) are dropped, never stored.
    for (const forwardInfo of [{ $gt: '' }, { from: { $gt: '' } }, { from: { username: 'x', $where: '1' } }]) {
      const answer = await post(alice, { ...valid, isForwarded: true, forwardInfo });
      expect([200, 400]).toContain(answer.status);
      if (answer.status === 200) expect(JSON.stringify(answer.body.message.forwardInfo)).not.toContain('$');
    }
    expectBadInput(await post(alice, { ...valid, isForwarded: true, forwardInfo: [{ $gt: '' }] }));
    for (const value of OPERATOR_VALUES) {
      expectBadInput(await post(alice, { ...valid, isForwarded: true, forwardInfo: { from: { username: value } } }));
      expectBadInput(await post(alice, { ...valid, isForwarded: true, forwardInfo: { originalMsgId: value } }));
    }
    // The whole body as an array, a string or null.
    for (const body of [[valid], 'text', null]) {
      expectBadInput(await api('/messages/send', { token: alice.token, body }));
    }
  });
});
