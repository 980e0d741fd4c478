// Pure updaters of the chat screen's React Query cache: each socket event changes the data it
// is about instead of refetching everything. No React, no I/O: unit-tested in test/ui.
import { idAtSecond } from '@/lib/util/id-at';
import type { Chat, LinkPreview, Member, Message, MessagePage, Pin, Reaction } from '@/lib/contract/answers';
import type { ChatUpdate } from '@/lib/contract/socket-events';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { addMention, editMentions, readMentions } from '@/lib/client/chat/mentions';

const idOf = (value: { _id?: string; id?: string }) => String(value._id ?? value.id);

/** Ids are ObjectIds: their hex order is their creation order (to the second, see below). */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How far before the newest loaded message a catch-up starts reading. */
export const CATCH_UP_MARGIN_SECONDS = 5;

/**
 * Where a catch-up after a reconnect starts: an id a few seconds older than the newest loaded
 * message. Each app process makes the ids of what it stores, and within one second two
 * processes' ids do not sort in the order they were stored; so starting at the newest id could
 * skip a message stored by another process in the same second. The pages are merged by id.
 */
export function catchUpCursor(newestId: string): string {
  return idAtSecond(parseInt(newestId.slice(0, 8), 16) - CATCH_UP_MARGIN_SECONDS);
}

const activity = (chat: Chat) => {
  const stamps = [chat.updatedAt, chat.lastMessage?.createdAt].map((s) => (s ? new Date(s).getTime() : 0));
  return Math.max(...stamps);
};

/** Newest activity first (as GET /chat/my-chats answers). */
export function sortChats(chats: Chat[]): Chat[] {
  return [...chats].sort((a, b) => activity(b) - activity(a));
}

/**
 * Two copies of one message (the send answer, the socket's, an edit): the newer fields win, but
 * readers only ever grow. A copy serialized before a read mark arrived (the send answer can land
 * after message_read) must not take the ticks back.
 */
export function mergeMessage(current: Message, incoming: Message): Message {
  const readers = [...new Set([...(current.readBy ?? []), ...(incoming.readBy ?? [])])];
  return { ...current, ...incoming, readBy: readers };
}

export const memberId = (member: Member | string) => (typeof member === 'string' ? member : idOf(member));

/** Whether the user is still a member; unknown (members hidden from plain members) counts as yes. */
export function stillMember(chat: Chat, myId: string): boolean {
  if (!chat.members) return true;
  return chat.members.some((m) => memberId(m) === myId);
}

/**
 * A chat from chat_updated or new_chat: inserted or replaced; a deleted group, or one the user is
 * no longer in, is dropped.
 */
export function upsertChat(chats: Chat[] | undefined, chat: ChatUpdate, myId: string): Chat[] {
  const list = (chats ?? []).filter((c) => c._id !== idOf(chat));
  if (chat.deleted || !stillMember(chat, myId)) return list;
  return sortChats([...list, { ...chat, _id: idOf(chat) }]);
}

export function removeChat(chats: Chat[] | undefined, chatId: string): Chat[] {
  return (chats ?? []).filter((c) => c._id !== chatId);
}

export function patchChat(chats: Chat[] | undefined, chatId: string, patch: (chat: Chat) => Chat): Chat[] {
  return (chats ?? []).map((c) => (c._id === chatId ? patch(c) : c));
}

/**
 * A new message: it becomes the chat's last message, the chat moves to the top, and it counts as
 * unread unless the user sent it or is reading the chat. `known` is false when the chat is not in
 * the list (a chat deleted for oneself comes back with its next message).
 */
export function applyMessageToChats(
  chats: Chat[] | undefined,
  message: Message,
  opts: { myId: string; reading: boolean },
): { chats: Chat[]; known: boolean } {
  const list = chats ?? [];
  const chat = list.find((c) => c._id === message.chatId);
  if (!chat) return { chats: list, known: false };
  if (chat.lastMessage && compareIds(chat.lastMessage._id, message._id) > 0) return { chats: list, known: true };
  const duplicate = chat.lastMessage?._id === message._id;
  const mine = message.sender === opts.myId;
  const unreadCount = opts.reading ? 0 : mine || duplicate ? (chat.unreadCount ?? 0) : (chat.unreadCount ?? 0) + 1;
  const lastMessage = duplicate && chat.lastMessage ? mergeMessage(chat.lastMessage, message) : message;
  const updated: Chat = addMention({ ...chat, lastMessage, unreadCount, updatedAt: message.createdAt }, message, opts.myId, opts.reading);
  return { chats: sortChats(list.map((c) => (c._id === chat._id ? updated : c))), known: true };
}

/** Adds `userId` to readBy of the messages up to `lastReadId` that others sent. */
function markReadUpTo(message: Message, userId: string, lastReadId: string): Message {
  if (message.sender === userId || compareIds(message._id, lastReadId) > 0) return message;
  const readBy = message.readBy ?? [];
  return readBy.includes(userId) ? message : { ...message, readBy: [...readBy, userId] };
}

/**
 * message_read in the chat list: the last message's ticks, and the reader's own unread count and
 * read mark. A mark short of the last message (read up to what was on screen) leaves the count
 * to whoever knows what is still unread.
 */
export function applyReadToChats(chats: Chat[] | undefined, read: { chatId: string; userId: string; lastReadId: string }, myId: string): Chat[] {
  const mine = read.userId === myId;
  const readAll = (chat: Chat) => !chat.lastMessage || compareIds(chat.lastMessage._id, read.lastReadId) <= 0;
  return patchChat(chats, read.chatId, (chat) => ({
    ...(mine ? readMentions(chat, read.lastReadId) : chat),
    lastMessage: chat.lastMessage ? markReadUpTo(chat.lastMessage, read.userId, read.lastReadId) : chat.lastMessage,
    unreadCount: mine && readAll(chat) ? 0 : chat.unreadCount,
    lastReadId: mine && compareIds(read.lastReadId, chat.lastReadId ?? '') > 0 ? read.lastReadId : chat.lastReadId,
  }));
}

/** An edited message replaces the chat's last message when it is that one. */
export function applyEditToChats(chats: Chat[] | undefined, message: Message, myId?: string): Chat[] {
  return patchChat(chats, message.chatId, (chat) => {
    const mentions = myId ? editMentions(chat, message, myId) : chat;
    return chat.lastMessage?._id === message._id ? { ...mentions, lastMessage: mergeMessage(chat.lastMessage, message) } : mentions;
  });
}

/** A deleted message: when it was the last one, the previous loaded message (or none) takes its place. */
export function applyDeleteToChats(chats: Chat[] | undefined, chatId: string, messageId: string, previous: Message | null): Chat[] {
  return patchChat(chats, chatId, (chat) => (chat.lastMessage?._id === messageId ? { ...chat, lastMessage: previous } : chat));
}

export function setNicknameInChats(chats: Chat[] | undefined, chatId: string, userId: string, nickname: string): Chat[] {
  return patchChat(chats, chatId, (chat) => {
    const nicknames = { ...(chat.nicknames ?? {}) };
    if (nickname) nicknames[userId] = nickname;
    else delete nicknames[userId];
    return { ...chat, nicknames };
  });
}

// ---- one chat's history ----------------------------------------------------------------

function mergeSorted(a: Message[], b: Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const m of a) byId.set(m._id, m);
  for (const m of b) {
    const current = byId.get(m._id);
    byId.set(m._id, current ? mergeMessage(current, m) : m);
  }
  return [...byId.values()].sort((x, y) => compareIds(x._id, y._id));
}

/**
 * A new or re-sent message: inserted in id order, a copy already there replaced. Not into a window
 * that stops short of the newest (after a jump): it would sit after a gap; it is there when the
 * user scrolls down to it or jumps to the newest.
 */
export function addMessage(history: HistoryState | undefined, message: Message): HistoryState | undefined {
  if (!history || history.hasMoreAfter) return history;
  const last = history.messages[history.messages.length - 1];
  if (!last || compareIds(last._id, message._id) < 0) return { ...history, messages: [...history.messages, message] };
  return { ...history, messages: mergeSorted(history.messages, [message]) };
}

/** An older page (scrolling up): in front, with the server's hasMore (hasMoreAfter kept). */
export function prependPage(history: HistoryState | undefined, page: MessagePage): HistoryState {
  return { ...history, messages: mergeSorted(page.messages, history?.messages ?? []), hasMore: page.hasMore };
}

/** Newer messages (catching up after a reconnect): merged in, hasMore kept; not into a window short of the newest. */
export function appendPage(history: HistoryState | undefined, messages: Message[]): HistoryState | undefined {
  if (!history || history.hasMoreAfter) return history;
  return { ...history, messages: mergeSorted(history.messages, messages) };
}

/**
 * The next newer page of a window short of the newest (scrolling down after a jump), read after
 * `cursor`: appended, and `hasMoreAfter` is now the server's. When it reaches the newest, the live
 * messages `arrived` while it loaded join too (they were kept out of the window). A window that
 * no longer ends at `cursor` (replaced meanwhile) is left alone: the page would not join it.
 */
export function appendNewerPage(history: HistoryState | undefined, cursor: string, page: MessagePage, arrived: Message[] = []): HistoryState | undefined {
  if (!history || history.messages[history.messages.length - 1]?._id !== cursor) return history;
  const newer = page.hasMore ? page.messages : [...page.messages, ...arrived];
  return { ...history, messages: mergeSorted(history.messages, newer), hasMoreAfter: page.hasMore };
}

/** A window loaded afresh (the newest page, the page around a message), with `arrived` when it reaches the newest. */
export function freshWindow(page: HistoryState, arrived: Message[] = []): HistoryState {
  return page.hasMoreAfter || !arrived.length ? page : { ...page, messages: mergeSorted(page.messages, arrived) };
}

export const hasMessage = (history: HistoryState | undefined, messageId: string) => !!history?.messages.some((m) => m._id === messageId);

/** The first message someone else sent: where a page read after the user's read mark starts being unread. */
export const firstFromOthers = (messages: Message[], myId: string): Message | undefined => messages.find((m) => m.sender !== myId);

const mapMessages = (history: HistoryState | undefined, fn: (m: Message) => Message): HistoryState | undefined =>
  history && { ...history, messages: history.messages.map(fn) };

/** An edit: the message replaced, and the quotes of it in replies updated. */
export function editMessage(history: HistoryState | undefined, message: Message): HistoryState | undefined {
  return mapMessages(history, (m) => {
    if (m._id === message._id) return mergeMessage(m, message);
    if (m.replyTo === message._id && m.replyToMessage) return { ...m, replyToMessage: { ...m.replyToMessage, content: message.content } };
    return m;
  });
}

/** A deletion: the message goes; replies to it now quote a deleted message. */
export function deleteMessage(history: HistoryState | undefined, messageId: string): HistoryState | undefined {
  if (!history) return history;
  return {
    ...history,
    messages: history.messages
      .filter((m) => m._id !== messageId)
      .map((m) => (m.replyTo === messageId && m.replyToMessage ? { ...m, replyToMessage: null } : m)),
  };
}

export function setReactions(history: HistoryState | undefined, messageId: string, reactions: Reaction[]): HistoryState | undefined {
  return mapMessages(history, (m) => (m._id === messageId ? { ...m, reactions } : m));
}

/** A message's link preview arrived or was removed (null). */
export function setPreview(history: HistoryState | undefined, messageId: string, preview: LinkPreview | null): HistoryState | undefined {
  return mapMessages(history, (m) => (m._id === messageId ? { ...m, preview } : m));
}

export function applyRead(history: HistoryState | undefined, userId: string, lastReadId: string): HistoryState | undefined {
  if (!history) return history;
  let changed = false;
  const messages = history.messages.map((m) => {
    const next = markReadUpTo(m, userId, lastReadId);
    if (next !== m) changed = true;
    return next;
  });
  return changed ? { ...history, messages } : history;
}

/** The message before `messageId` among those loaded (the chat's new last message after a delete). */
export function previousMessage(history: HistoryState | undefined, messageId: string): Message | null {
  const messages = history?.messages ?? [];
  const index = messages.findIndex((m) => m._id === messageId);
  const before = index === -1 ? messages.filter((m) => m._id !== messageId) : messages.slice(0, index);
  return before[before.length - 1] ?? null;
}

// ---- pins ------------------------------------------------------------------------------

/**
 * pinned_message: a pin for everyone announces the chat's pins for everyone (the user's own "for
 * me" pins stay); the user's own pin announces both kinds. `uncertain` when the two cannot be
 * told apart (no "for me" pin in the payload but some in the cache): then ask the server.
 */
export function mergePinsEvent(cached: Pin[] | undefined, incoming: Pin[]): { pins: Pin[]; uncertain: boolean } {
  if (incoming.some((p) => p.scope === 'me')) return { pins: incoming, uncertain: false };
  const mine = (cached ?? []).filter((p) => p.scope === 'me');
  return { pins: [...incoming, ...mine], uncertain: mine.length > 0 };
}

export function removePinsOf(pins: Pin[] | undefined, messageId: string): Pin[] | undefined {
  return pins?.filter((p) => p.message._id !== messageId);
}

export function editPinsOf(pins: Pin[] | undefined, message: Message): Pin[] | undefined {
  return pins?.map((p) => (p.message._id === message._id ? { ...p, message: { ...p.message, ...message } } : p));
}
