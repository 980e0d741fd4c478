import { describe, expect, it } from 'vitest';
import {
  addMessage,
  applyDeleteToChats,
  applyMessageToChats,
  applyRead,
  applyReadToChats,
  deleteMessage,
  editMessage,
  mergePinsEvent,
  prependPage,
  previousMessage,
  setReactions,
  upsertChat,
} from '@/lib/client/chat/cache';
import {
  atBottom,
  buildTimeline,
  canDeleteForAll,
  canPinForAll,
  canSaveSticker,
  chatTitle,
  contentKind,
  downloadHref,
  durationParts,
  fileHref,
  isReadByOthers,
  messageTypeForFile,
} from '@/lib/client/chat/display';
import { msUntilBlockChanges, sendBlock } from '@/lib/client/chat/send-block';
import type { Chat, Message, Pin } from '@/lib/contract/answers';
import { wireChat, wireMember, wireMessage, wirePin } from '../support/wire-fixtures';

const ME = 'a'.repeat(24);
const YOU = 'b'.repeat(24);
const THEM = 'c'.repeat(24);
const id = (n: number) => n.toString(16).padStart(24, '0');

const msg = (n: number, extra: Partial<Message> = {}): Message =>
  wireMessage({ _id: id(n), chatId: 'chat1', sender: YOU, type: 'text', content: `m${n}`, createdAt: new Date(2026, 0, 1, 10, n).toISOString(), ...extra });

const single = (extra: Partial<Chat> = {}): Chat =>
  wireChat({
    _id: 'chat1',
    type: 'single',
    members: [wireMember({ _id: ME, username: 'me' }), wireMember({ _id: YOU, username: 'you', name: 'You Name' })],
    unreadCount: 0,
    updatedAt: new Date(2026, 0, 1).toISOString(),
    ...extra,
  });

describe('chat list updates', () => {
  it('a new message moves its chat to the top and counts as unread', () => {
    const other = wireChat({ _id: 'chat2', type: 'group', name: 'g', updatedAt: new Date(2026, 0, 2).toISOString() });
    const { chats, known } = applyMessageToChats([other, single()], msg(5, { createdAt: new Date(2026, 0, 3).toISOString() }), { myId: ME, reading: false });
    expect(known).toBe(true);
    expect(chats.map((c) => c._id)).toEqual(['chat1', 'chat2']);
    expect(chats[0].unreadCount).toBe(1);
    expect(chats[0].lastMessage?._id).toBe(id(5));
  });

  it('own messages, duplicates and the chat being read do not count', () => {
    let list = applyMessageToChats([single()], msg(1, { sender: ME }), { myId: ME, reading: false }).chats;
    expect(list[0].unreadCount).toBe(0);
    list = applyMessageToChats(list, msg(2), { myId: ME, reading: false }).chats;
    list = applyMessageToChats(list, msg(2), { myId: ME, reading: false }).chats;
    expect(list[0].unreadCount).toBe(1);
    list = applyMessageToChats(list, msg(3), { myId: ME, reading: true }).chats;
    expect(list[0].unreadCount).toBe(0);
  });

  it('an unknown chat is reported (to be fetched)', () => {
    expect(applyMessageToChats([], msg(1), { myId: ME, reading: false }).known).toBe(false);
  });

  it('chat_updated: replaces, drops a deleted group or one the user left', () => {
    const list = [single({ name: 'old' })];
    expect(upsertChat(list, single({ name: 'new' }), ME)[0].name).toBe('new');
    expect(upsertChat(list, { _id: 'chat1', id: 'chat1', type: 'group', deleted: true }, ME)).toEqual([]);
    expect(upsertChat(list, single({ members: [YOU] }), ME)).toEqual([]);
    // members hidden from plain members: still a member
    expect(upsertChat(list, single({ members: undefined }), ME)).toHaveLength(1);
  });

  it('message_read by me up to the last message clears my unread count; by them, ticks the last message', () => {
    const list = [single({ unreadCount: 4, lastMessage: msg(3, { sender: ME }) })];
    const byThem = applyReadToChats(list, { chatId: 'chat1', userId: YOU, lastReadId: id(3) }, ME);
    expect(byThem[0].lastMessage?.readBy).toEqual([YOU]);
    expect(byThem[0].unreadCount).toBe(4);
    expect(applyReadToChats(list, { chatId: 'chat1', userId: ME, lastReadId: id(3) }, ME)[0].unreadCount).toBe(0);
    // Read up to a message before the last one (what was on screen): the count stays.
    expect(applyReadToChats(list, { chatId: 'chat1', userId: ME, lastReadId: id(2) }, ME)[0].unreadCount).toBe(4);
  });

  it('deleting the last message shows the previous one', () => {
    const list = [single({ lastMessage: msg(3) })];
    expect(applyDeleteToChats(list, 'chat1', id(3), msg(2))[0].lastMessage?._id).toBe(id(2));
    expect(applyDeleteToChats(list, 'chat1', id(9), null)[0].lastMessage?._id).toBe(id(3));
  });
});

describe('history updates', () => {
  const history = { messages: [msg(2), msg(3)], hasMore: true };

  it('adds in id order without duplicates', () => {
    const next = addMessage(addMessage(history, msg(4)), msg(4))!;
    expect(next.messages.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    expect(addMessage(history, msg(1))!.messages[0].content).toBe('m1');
  });

  it('an older page goes in front and brings its hasMore', () => {
    const next = prependPage(history, { messages: [msg(1), msg(2)], hasMore: false });
    expect(next.messages.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    expect(next.hasMore).toBe(false);
  });

  it('edit updates the message and quotes of it; delete leaves replies quoting nothing', () => {
    const withReply = addMessage(history, msg(4, { replyTo: id(3), replyToMessage: { _id: id(3), id: id(3), type: 'text', content: 'm3', fileName: '', senderUsername: '' } }));
    const edited = editMessage(withReply, { ...msg(3), content: 'changed', edited: true })!;
    expect(edited.messages[1].content).toBe('changed');
    expect(edited.messages[2].replyToMessage?.content).toBe('changed');
    const deleted = deleteMessage(edited, id(3))!;
    expect(deleted.messages.map((m) => m.content)).toEqual(['m2', 'm4']);
    expect(deleted.messages[1].replyToMessage).toBeNull();
  });

  it('a copy of a message that lands after its read mark keeps the readers (send answer after message_read)', () => {
    const sent = msg(5, { sender: ME, readBy: [] });
    const read = applyRead(addMessage(history, sent), YOU, id(5))!;
    expect(read.messages.at(-1)!.readBy).toEqual([YOU]);
    // The POST /messages/send answer, serialized before Bob read it, arrives now.
    expect(addMessage(read, { ...sent, readBy: [] })!.messages.at(-1)!.readBy).toEqual([YOU]);
    // An edit announced without readers keeps them too.
    expect(editMessage(read, { ...sent, content: 'changed', readBy: [] })!.messages.at(-1)).toMatchObject({ content: 'changed', readBy: [YOU] });
    // The chat list's last message likewise.
    const list = applyReadToChats([single({ lastMessage: sent })], { chatId: 'chat1', userId: YOU, lastReadId: id(5) }, ME);
    const again = applyMessageToChats(list, { ...sent, readBy: [] }, { myId: ME, reading: true }).chats;
    expect(again[0].lastMessage?.readBy).toEqual([YOU]);
  });

  it('reactions and reads', () => {
    expect(setReactions(history, id(2), [{ userId: ME, emoji: '👍' }])!.messages[0].reactions).toHaveLength(1);
    const mine = { messages: [msg(2, { sender: ME }), msg(3, { sender: ME }), msg(4, { sender: ME })], hasMore: false };
    const read = applyRead(mine, YOU, id(3))!;
    expect(read.messages.map((m) => m.readBy)).toEqual([[YOU], [YOU], []]);
    expect(applyRead(read, YOU, id(3))).toBe(read);
  });

  it('previous message of a deleted one', () => {
    expect(previousMessage(history, id(3))?._id).toBe(id(2));
    expect(previousMessage(history, id(2))).toBeNull();
  });
});

describe('pins', () => {
  const pin = (n: number, scope: 'me' | 'all'): Pin => wirePin({ message: msg(n), scope });

  it('a payload with "for me" pins is the full list', () => {
    expect(mergePinsEvent([pin(1, 'me'), pin(2, 'all')], [pin(3, 'me')])).toEqual({ pins: [pin(3, 'me')], uncertain: false });
  });

  it('a payload of pins for everyone keeps the own pins, and says it is unsure', () => {
    const merged = mergePinsEvent([pin(1, 'me'), pin(2, 'all')], [pin(4, 'all')]);
    expect(merged.pins).toEqual([pin(4, 'all'), pin(1, 'me')]);
    expect(merged.uncertain).toBe(true);
    expect(mergePinsEvent([pin(2, 'all')], []).uncertain).toBe(false);
  });
});

describe('display', () => {
  it('file addresses', () => {
    expect(fileHref('/uploads/abc.png')).toBe('/api/uploads/abc.png');
    expect(fileHref('/stickers/cat/1.gif')).toBe('/stickers/cat/1.gif');
    expect(downloadHref('/uploads/abc.pdf')).toBe('/api/download/abc.pdf');
  });

  it('content kinds by type, MIME and extension', () => {
    expect(contentKind(wireMessage({ type: 'image', fileUrl: '/uploads/x.png' }))).toBe('image');
    expect(contentKind(wireMessage({ type: 'image', fileUrl: '/uploads/x.gif' }))).toBe('sticker');
    expect(contentKind(wireMessage({ type: 'file', fileName: 'a.mp3', fileUrl: '/uploads/x.mp3' }))).toBe('audio');
    expect(contentKind(wireMessage({ type: 'file', fileName: 'clip.mov' }))).toBe('video');
    expect(contentKind(wireMessage({ type: 'file', fileName: 'doc.pdf', fileType: 'application/pdf' }))).toBe('file');
    expect(contentKind(wireMessage({ type: 'file', fileName: 'p.webp' }))).toBe('sticker');
    expect(contentKind(wireMessage({ type: 'voice', fileUrl: '/uploads/v.webm' }))).toBe('voice');
  });

  it('only uploaded gif/webp can be saved as stickers', () => {
    expect(canSaveSticker(msg(1, { type: 'sticker', stickerUrl: '/uploads/abc.gif' }), ME)).toBe(true);
    expect(canSaveSticker(msg(1, { type: 'image', fileUrl: '/uploads/abc.webp' }), ME)).toBe(true);
    expect(canSaveSticker(msg(1, { type: 'image', fileUrl: '/uploads/abc.png' }), ME)).toBe(false);
    expect(canSaveSticker(msg(1, { type: 'sticker', stickerUrl: '/stickers/cats/a.gif' }), ME)).toBe(false);
    // One's own sticker: in one's collection already.
    expect(canSaveSticker(msg(1, { type: 'sticker', stickerUrl: '/uploads/abc.gif', sender: ME }), ME)).toBe(false);
  });

  it('message type of a picked file', () => {
    expect(messageTypeForFile('image/png', 'a.png')).toBe('image');
    expect(messageTypeForFile('video/mp4', 'a.mp4')).toBe('video');
    expect(messageTypeForFile('application/pdf', 'a.pdf')).toBe('file');
    expect(messageTypeForFile('', 'a.mp3')).toBe('audio');
  });

  it('call durations in h/m/s', () => {
    expect(durationParts(3725)).toEqual({ h: 1, m: 2, s: 5 });
    expect(durationParts(59)).toEqual({ h: 0, m: 0, s: 59 });
  });

  it('chat title prefers the nickname', () => {
    expect(chatTitle(single(), ME)).toBe('You Name');
    expect(chatTitle(single({ nicknames: { [YOU]: 'Bestie' } }), ME)).toBe('Bestie');
    expect(chatTitle(wireChat({ _id: 'g', type: 'group', name: 'Team' }), ME)).toBe('Team');
  });

  it('ticks: one-to-one read by the other member; group read by anyone but the sender', () => {
    const mine = msg(1, { sender: ME, readBy: [] });
    expect(isReadByOthers(mine, single(), ME)).toBe(false);
    expect(isReadByOthers({ ...mine, readBy: [YOU] }, single(), ME)).toBe(true);
    const group = wireChat({ _id: 'g', type: 'group', members: [ME, YOU, THEM] });
    expect(isReadByOthers({ ...mine, readBy: [THEM] }, group, ME)).toBe(true);
    expect(isReadByOthers({ ...mine, readBy: [ME] }, group, ME)).toBe(false);
  });

  it('permissions: groups need owner or admin; single chats always', () => {
    const group = wireChat({ _id: 'g', type: 'group', myRole: 'member' });
    expect(canPinForAll(group)).toBe(false);
    expect(canPinForAll({ ...group, myRole: 'admin' })).toBe(true);
    expect(canPinForAll(single())).toBe(true);
    expect(canDeleteForAll(group, msg(1, { sender: ME }), ME)).toBe(true);
    expect(canDeleteForAll(group, msg(1), ME)).toBe(false);
  });

  it('timeline: a separator per day, runs of one sender', () => {
    const day1 = new Date(2026, 0, 1, 10, 0).toISOString();
    const day1b = new Date(2026, 0, 1, 10, 1).toISOString();
    const day2 = new Date(2026, 0, 2, 9, 0).toISOString();
    const items = buildTimeline([msg(1, { createdAt: day1 }), msg(2, { createdAt: day1b }), msg(3, { createdAt: day2 })]);
    expect(items.map((i) => i.kind)).toEqual(['day', 'message', 'message', 'day', 'message']);
    const messages = items.filter((i) => i.kind === 'message');
    expect(messages.map((m) => m.kind === 'message' && m.firstOfRun)).toEqual([true, false, true]);
  });

  it('timeline: the unread divider goes before the first message of someone else after the mark', () => {
    const kinds = (items: ReturnType<typeof buildTimeline>) => items.map((i) => (i.kind === 'message' ? i.message.content : i.kind));
    const history = [msg(1), msg(2, { sender: ME }), msg(3), msg(4)];
    // Read up to 1; 2 is mine: 3 is the first unread, and starts a run of its own.
    const items = buildTimeline(history, { after: id(1), myId: ME, hasMore: false });
    expect(kinds(items)).toEqual(['day', 'm1', 'm2', 'unread', 'm3', 'm4']);
    expect(items.find((i) => i.kind === 'message' && i.message.content === 'm3')).toMatchObject({ firstOfRun: true });
    // Nothing unread after the mark; or a window that starts after the mark with older pages not
    // loaded (its first unread may be among those): no divider.
    expect(kinds(buildTimeline(history, { after: id(4), myId: ME, hasMore: false }))).not.toContain('unread');
    expect(kinds(buildTimeline(history, { after: id(0), myId: ME, hasMore: true }))).not.toContain('unread');
    // A window from the start of the chat: before the very first message, and before its date.
    expect(kinds(buildTimeline(history, { after: id(0), myId: ME, hasMore: false })).slice(0, 2)).toEqual(['unread', 'day']);
  });

  it('at the bottom within 40 px', () => {
    expect(atBottom({ scrollHeight: 1000, clientHeight: 500, scrollTop: 460 })).toBe(true);
    expect(atBottom({ scrollHeight: 1000, clientHeight: 500, scrollTop: 459 })).toBe(false);
  });
});

describe('send block (muted, blocked)', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const later = new Date(now + 60_000).toISOString();
  const earlier = new Date(now - 60_000).toISOString();
  const group = (extra: Partial<Chat>): Chat => wireChat({ _id: 'g', type: 'group', myRole: 'member', ...extra });

  it('a group muted for all blocks plain members until then', () => {
    expect(sendBlock(group({ muteAllUntil: later }), ME, now)).toEqual({ reason: 'GROUP_MUTED', until: now + 60_000 });
    expect(sendBlock(group({ muteAllUntil: later, myRole: 'admin' }), ME, now)).toBeNull();
    expect(sendBlock(group({ muteAllUntil: earlier }), ME, now)).toBeNull();
  });

  it('a muted member is blocked until the mute ends', () => {
    expect(sendBlock(group({ muted: { [ME]: later } }), ME, now)?.reason).toBe('USER_MUTED');
    expect(sendBlock(group({ muted: { [YOU]: later } }), ME, now)).toBeNull();
    expect(sendBlock(group({ muted: { [ME]: later }, myRole: 'owner' }), ME, now)).toBeNull();
  });

  it('blocked one-to-one chats', () => {
    expect(sendBlock(single({ blockedBy: [YOU] }), ME, now)).toEqual({ reason: 'BLOCKED', until: null, byMe: false });
    expect(sendBlock(single({ blockedBy: [ME] }), ME, now)?.byMe).toBe(true);
    expect(sendBlock(single(), ME, now)).toBeNull();
  });

  it('the input comes back when the mute ends: the delay until then, capped for setTimeout', () => {
    const block = sendBlock(group({ muteAllUntil: later }), ME, now);
    expect(msUntilBlockChanges(block, now)).toBe(60_050);
    const far = sendBlock(group({ muteAllUntil: new Date(now + 90 * 24 * 3600 * 1000).toISOString() }), ME, now);
    expect(msUntilBlockChanges(far, now)).toBe(2_147_483_647);
    expect(msUntilBlockChanges(null, now)).toBeNull();
  });
});
