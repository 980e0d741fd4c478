// What the chat screen reads from the server (API.md, "Answers"): typed loosely where the
// server may send either form (member objects or bare ids).

export interface SpecialBadge {
  type: string;
  icon?: string | null;
  label?: string | null;
  color?: string | null;
  expiresAt?: string | null;
}

export interface Member {
  _id: string;
  id: string;
  username: string;
  name?: string;
  avatar?: string;
  email?: string;
  specialBadges?: SpecialBadge[];
  isAdmin?: boolean;
}

export interface SystemInfo {
  event: string;
  actor?: string | null;
  target?: string | null;
  /** the names as written with the message (people who left are no longer in the chat) */
  actorName?: string | null;
  targetName?: string | null;
  durationSec?: number | null;
  callType?: string | null;
}

export interface ReplyPreview {
  _id: string;
  id?: string;
  type: string;
  content: string;
  fileName?: string;
  senderUsername?: string;
}

export interface ForwardInfo {
  from?: { _id?: string; username?: string; email?: string; avatar?: string } | null;
  originalMsgId?: string | null;
}

export interface Reaction {
  userId: string;
  emoji: string;
}

export type MessageType = 'text' | 'image' | 'video' | 'audio' | 'voice' | 'file' | 'sticker' | 'system' | 'notification';

export interface Message {
  _id: string;
  id?: string;
  chatId: string;
  sender: string | null;
  senderUsername?: string;
  senderAvatar?: string;
  type: MessageType;
  content: string;
  fileUrl?: string;
  fileName?: string;
  fileType?: string;
  fileSize?: number;
  stickerUrl?: string;
  replyTo?: string | null;
  replyToMessage?: ReplyPreview | null;
  isForwarded?: boolean;
  forwardInfo?: ForwardInfo | null;
  reactions?: Reaction[];
  readBy?: string[];
  edited?: boolean;
  system?: SystemInfo | null;
  /** the sender's own name for the send (API.md), null when it gave none */
  clientId?: string | null;
  createdAt: string;
}

export interface Chat {
  _id: string;
  id?: string;
  type: 'single' | 'group';
  name?: string;
  avatar?: string;
  members?: (Member | string)[];
  memberCount?: number;
  owner?: string | null;
  admins?: string[];
  myRole?: 'owner' | 'admin' | 'member';
  nicknames?: Record<string, string>;
  muted?: Record<string, string>;
  muteAllUntil?: string | null;
  public?: boolean;
  hideMemberList?: boolean;
  specialBadges?: SpecialBadge[];
  blockedBy?: string[];
  lastMessage?: Message | null;
  unreadCount?: number;
  /** the newest message the user has read (or cleared) here: their unread messages come after it */
  lastReadId?: string | null;
  updatedAt?: string;
  /** chat_updated of a deleted group */
  deleted?: boolean;
}

export interface Pin {
  message: Message;
  scope: 'me' | 'all';
  pinnedBy?: string;
  pinnedAt?: string;
}

export interface Sticker {
  _id: string;
  url: string;
  title?: string;
}

export interface StickerSet {
  _id: string;
  name: string;
  stickers: Sticker[];
}

export interface FoundUser {
  _id: string;
  id?: string;
  username: string;
  name?: string;
  email?: string;
  avatar?: string;
}

export interface MessagePage {
  messages: Message[];
  hasMore: boolean;
}

/** GET /messages/by-chat/{id}?around=: the page centred on a message. */
export interface AroundPage extends MessagePage {
  /** newer messages exist */
  hasMoreAfter: boolean;
}

/**
 * What the cache holds for one chat's history: a window of consecutive messages, oldest first.
 * Usually it ends at the newest message; after a jump to an older one it may not (`hasMoreAfter`).
 */
export interface HistoryState {
  messages: Message[];
  /** older messages exist on the server */
  hasMore: boolean;
  /** newer messages exist beyond the window: live ones are not added (they would leave a gap) */
  hasMoreAfter?: boolean;
}

export interface UploadAnswer {
  url: string;
  fileUrl?: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  kind?: string;
}
