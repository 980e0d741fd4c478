// How messages and chats are shown (SPEC.md section 5, "display detection by extension").
// Pure helpers: no React, no translations (components map the kinds they answer to texts).
import { isVerified } from '@/lib/badges/active-badges';
import { memberId } from './cache';
import type { Chat, Member, Message } from '@/lib/contract/answers';

export const DEFAULT_AVATAR = '/assets/default-avatar.png';

/** A stored file's address in the page: `/uploads/x` is served under the API prefix. */
export function fileHref(url: string | undefined | null): string {
  if (!url) return '';
  if (url.startsWith('/uploads/')) return `/api${url}`;
  return url;
}

export const avatarSrc = (avatar: string | undefined | null) => fileHref(avatar) || DEFAULT_AVATAR;

/** GET /api/download/<stored name>: the file as an attachment under its original name. */
export function downloadHref(url: string | undefined | null): string {
  const name = (url ?? '').split('?')[0].split('/').pop() ?? '';
  return name ? `/api/download/${encodeURIComponent(name)}` : '';
}

export function extensionOf(name: string | undefined | null): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec((name ?? '').split('?')[0]);
  return match ? match[1].toLowerCase() : '';
}

const AUDIO_EXTS = new Set(['mp3', 'wav', 'ogg', 'webm', 'm4a', 'oga', 'opus', 'aac', 'flac']);
const IMAGE_EXTS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'avif']);
const VIDEO_EXTS = new Set(['mp4', 'webm', 'ogg', 'ogv', 'mov', 'mkv', 'm4v']);
const STICKER_EXTS = new Set(['gif', 'webp']);

export type ContentKind = 'text' | 'image' | 'sticker' | 'video' | 'audio' | 'voice' | 'file' | 'system';

/**
 * What a message shows as. The declared type first; a file by its MIME type, then by extension
 * (a .png sent as a file shows as an image). Stickers and images in gif or webp show as stickers
 * (with a save-to-collection button).
 */
export function contentKind(message: Pick<Message, 'type' | 'fileUrl' | 'fileName' | 'fileType' | 'stickerUrl'>): ContentKind {
  const ext = extensionOf(message.fileName) || extensionOf(message.fileUrl) || extensionOf(message.stickerUrl);
  const mime = (message.fileType ?? '').toLowerCase();
  switch (message.type) {
    case 'system':
    case 'notification':
      return 'system';
    case 'text':
      return 'text';
    case 'sticker':
      return 'sticker';
    case 'voice':
      return 'voice';
    case 'image':
      return STICKER_EXTS.has(ext) ? 'sticker' : 'image';
    case 'video':
      return 'video';
    case 'audio':
      return 'audio';
    default: {
      if (mime.startsWith('image/') || IMAGE_EXTS.has(ext)) return STICKER_EXTS.has(ext) ? 'sticker' : 'image';
      if (mime.startsWith('audio/')) return 'audio';
      if (mime.startsWith('video/') || VIDEO_EXTS.has(ext)) return 'video';
      if (AUDIO_EXTS.has(ext)) return 'audio';
      return 'file';
    }
  }
}

/** The picture of a sticker-like message. */
export const stickerOf = (message: Pick<Message, 'stickerUrl' | 'fileUrl'>) => message.stickerUrl || message.fileUrl || '';

/**
 * Only uploaded files can join a personal sticker set (the server refuses other URLs); one's own
 * stickers and images are one's own already (a sticker sent from one's set is in it).
 */
export function canSaveSticker(message: Message, myId: string): boolean {
  if (message.sender === myId) return false;
  const kind = contentKind(message);
  const url = stickerOf(message);
  return (kind === 'sticker' || kind === 'image') && STICKER_EXTS.has(extensionOf(url)) && /^(\/api)?\/uploads\//.test(url);
}

/** Which upload kind a picked file is: the message type it is sent as. */
export function messageTypeForFile(fileType: string, fileName: string): 'image' | 'video' | 'audio' | 'file' {
  const mime = fileType.toLowerCase();
  const ext = extensionOf(fileName);
  if (mime.startsWith('image/') && ext !== 'svg') return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (IMAGE_EXTS.has(ext) && ext !== 'svg') return 'image';
  if (VIDEO_EXTS.has(ext)) return 'video';
  if (AUDIO_EXTS.has(ext)) return 'audio';
  return 'file';
}

export function formatFileSize(bytes: number | undefined): string {
  const size = bytes ?? 0;
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(size < 10 * 1024 ? 1 : 0)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

/** A call's length as hours, minutes and seconds (each translation writes its own units). */
export function durationParts(totalSeconds: number | null | undefined): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(totalSeconds ?? 0));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** mm:ss for recordings and players. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

// ---- people --------------------------------------------------------------------------------

export const asMember = (member: Member | string | undefined): Member | undefined =>
  member && typeof member !== 'string' ? member : undefined;

export function findMember(chat: Chat | undefined, userId: string | null | undefined): Member | undefined {
  if (!chat || !userId) return undefined;
  return asMember(chat.members?.find((m) => memberId(m) === userId));
}

/** The other person of a one-to-one chat (an id when the server sent bare ids). */
export function otherMember(chat: Chat, myId: string): Member | string | undefined {
  return chat.members?.find((m) => memberId(m) !== myId);
}

export const otherMemberId = (chat: Chat, myId: string): string | undefined => {
  const other = otherMember(chat, myId);
  return other ? memberId(other) : undefined;
};

export { isVerified };

/** The chat's name in the list: the other person's nickname, name or username; the group's name. */
export function chatTitle(chat: Chat, myId: string): string {
  if (chat.type === 'group') return chat.name || '';
  const other = otherMember(chat, myId);
  if (!other) return chat.name || '';
  const id = memberId(other);
  const member = asMember(other);
  return chat.nicknames?.[id] || member?.name || member?.username || '';
}

/** The username of the support account (reserved: nobody else can take it). */
const SUPPORT_USERNAME = 'support';

/**
 * Which of the two support chats this is, if one: the public support group, or the one-to-one
 * chat with the support account. Both are named "Support" in the database; the interface names
 * them apart, in its language.
 */
export function supportChatKind(chat: Chat, myId: string): 'group' | 'contact' | null {
  if (chat.type === 'group') return chat.isSupport ? 'group' : null;
  return asMember(otherMember(chat, myId))?.username === SUPPORT_USERNAME ? 'contact' : null;
}

export function chatAvatar(chat: Chat, myId: string): string {
  if (chat.type === 'group') return avatarSrc(chat.avatar);
  return avatarSrc(asMember(otherMember(chat, myId))?.avatar);
}

export function chatVerified(chat: Chat, myId: string): boolean {
  if (chat.type === 'group') return isVerified(chat.specialBadges);
  return isVerified(asMember(otherMember(chat, myId))?.specialBadges);
}

/** A person's name in a chat: their nickname there, else their name, else their username. */
export function displayName(chat: Chat | undefined, userId: string | null | undefined, fallback = ''): string {
  if (!userId) return fallback;
  const member = findMember(chat, userId);
  return chat?.nicknames?.[userId] || member?.name || member?.username || fallback;
}

// ---- permissions (SPEC.md section 6) ---------------------------------------------------------

const moderates = (chat: Chat) => chat.type === 'single' || chat.myRole === 'owner' || chat.myRole === 'admin';

export const canPinForAll = (chat: Chat) => moderates(chat);

export const canDeleteForAll = (chat: Chat, message: Message, myId: string) => message.sender === myId || moderates(chat);

export const canEdit = (message: Message, myId: string) => message.sender === myId && message.type === 'text';

// ---- ticks ---------------------------------------------------------------------------------

/**
 * Delivery mark of the user's own message: read (two green ticks) when the other member read it
 * in a one-to-one chat, or anyone but the sender did in a group; else sent (one grey tick).
 */
export function isReadByOthers(message: Message, chat: Chat, myId: string): boolean {
  const readers = (message.readBy ?? []).filter((id) => id !== message.sender);
  if (chat.type === 'group') return readers.length > 0;
  const other = otherMemberId(chat, myId);
  return other ? readers.includes(other) : readers.length > 0;
}

// ---- timeline ------------------------------------------------------------------------------

export type TimelineItem =
  | { kind: 'day'; key: string; date: Date }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: Message; firstOfRun: boolean; lastOfRun: boolean };

export const UNREAD_DIVIDER_KEY = 'unread-divider';

/** Where the "unread messages" divider goes: after the read mark the chat was opened with. */
export interface UnreadMark {
  /** the read mark (a message id; all zeros when the user had read nothing) */
  after: string;
  myId: string;
  /** older messages exist before the loaded ones */
  hasMore: boolean;
}

/**
 * The index of the first unread message (the first from someone else after the mark), or -1.
 * Only in a window that holds everything from the mark on: elsewhere the first loaded message
 * from someone else after the mark need not be the first unread one.
 */
export function firstUnreadIndex(messages: Message[], mark: UnreadMark | null): number {
  if (!mark || !messages.length) return -1;
  if (mark.hasMore && messages[0]._id > mark.after) return -1;
  return messages.findIndex((m) => m._id > mark.after && m.sender !== mark.myId);
}

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
const RUN_GAP_MS = 5 * 60 * 1000;

/**
 * The history with a date separator before each new day, and the "unread messages" divider
 * before the first unread one (and before its date); consecutive messages of one sender (within
 * a few minutes) form a run that shows the sender once, broken by the divider.
 */
export function buildTimeline(messages: Message[], unread: UnreadMark | null = null): TimelineItem[] {
  const items: TimelineItem[] = [];
  const unreadAt = firstUnreadIndex(messages, unread);
  let currentDay = '';
  messages.forEach((message, index) => {
    const date = new Date(message.createdAt);
    const day = dayKey(date);
    const newDay = day !== currentDay;
    if (index === unreadAt) items.push({ kind: 'unread', key: UNREAD_DIVIDER_KEY });
    if (newDay) {
      currentDay = day;
      items.push({ kind: 'day', key: `day-${day}`, date });
    }
    const prev = messages[index - 1];
    const next = messages[index + 1];
    const sameRun = (a: Message | undefined, b: Message | undefined) =>
      !!a &&
      !!b &&
      a.type !== 'system' &&
      b.type !== 'system' &&
      a.sender === b.sender &&
      dayKey(new Date(a.createdAt)) === dayKey(new Date(b.createdAt)) &&
      Math.abs(new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()) < RUN_GAP_MS;
    items.push({
      kind: 'message',
      key: message._id,
      message,
      firstOfRun: newDay || index === unreadAt || !sameRun(prev, message),
      lastOfRun: index + 1 === unreadAt || !sameRun(message, next),
    });
  });
  return items;
}

/** Whether a scroll box is at its end (SPEC.md: within 40 px). */
export function atBottom(box: { scrollHeight: number; scrollTop: number; clientHeight: number }, threshold = 40): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
