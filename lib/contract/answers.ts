// The answers of API.md as the browser reads them (JSON: ids and dates are strings). The server
// builds them in its serializers; lib/contract/conformance.ts checks at compile time that what
// the serializers return still fits these types, so the two sides cannot drift apart unseen.
// Typed loosely where the server may send either form (member objects or bare ids). No imports.
// One file on purpose, though over 300 lines: the whole answer side of the contract, read as one.

export interface SpecialBadge {
  type: string;
  icon?: string | null;
  label?: string | null;
  color?: string | null;
  expiresAt?: string | null;
}

/** A member as chats and groups carry them (lib/chats/member-summary.ts). */
export interface Member {
  _id: string;
  id: string;
  username: string;
  name?: string;
  avatar?: string;
  /** absent when the member's profile is private */
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
  /** who wrote the original, as the forwarding client named them */
  from?: { _id?: string | null; username?: string | null; email?: string | null; avatar?: string | null } | null;
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

export type ChatRole = 'owner' | 'admin' | 'member';

export interface Chat {
  _id: string;
  id?: string;
  type: 'single' | 'group';
  name?: string;
  avatar?: string;
  /** absent for plain members while a group hides its list; large groups list bare ids */
  members?: (Member | string)[];
  memberCount?: number;
  owner?: string | null;
  admins?: string[];
  myRole?: ChatRole;
  nicknames?: Record<string, string>;
  /** member id → ISO time the mute ends */
  muted?: Record<string, string>;
  muteAllUntil?: string | null;
  public?: boolean;
  hideMemberList?: boolean;
  showJoinLeaveNotice?: boolean;
  specialBadges?: SpecialBadge[];
  blockedBy?: string[];
  isSupport?: boolean;
  lastMessage?: Message | null;
  unreadCount?: number;
  /** the caller turned this chat's notifications off (API.md: mentions still reach them) */
  notificationsMuted?: boolean;
  /** the newest message the user has read (or cleared) here: their unread messages come after it */
  lastReadId?: string | null;
  updatedAt?: string;
  /** sent to someone just removed or who left: the client drops the chat */
  removed?: boolean;
  /** chat_updated of a deleted group */
  deleted?: boolean;
}

/** GET /api/group/{id} for a member (lib/groups/group-view.ts). */
export interface GroupView extends Chat {
  id: string;
  type: 'group';
  name: string;
  memberCount: number;
  hideMemberList: boolean;
  owner: string | null;
  admins: string[];
  myRole: ChatRole;
  nicknames: Record<string, string>;
  muted: Record<string, string>;
  muteAllUntil: string | null;
  public: boolean;
  showJoinLeaveNotice: boolean;
  isMember?: true;
}

/** What an outsider sees of a public group through its link. */
export interface GroupPreview {
  _id: string;
  id: string;
  name: string;
  avatar?: string;
  memberCount: number;
  public: boolean;
  specialBadges?: SpecialBadge[];
  isMember: false;
}

export type GroupAnswer = GroupView | GroupPreview;

export interface Pin {
  message: Message;
  scope: 'me' | 'all';
  pinnedBy?: string;
  pinnedAt?: string;
}

export interface Sticker {
  _id: string;
  id?: string;
  url: string;
  title?: string;
}

/** A set of GET /user/my-stickers. */
export interface StickerSet {
  _id: string;
  id?: string;
  name: string;
  stickers: Sticker[];
}

/** A user of GET /user/search. */
export interface FoundUser {
  _id: string;
  id: string;
  username: string;
  name?: string;
  email?: string;
  avatar?: string;
}

/** GET /api/user/{id} → { user }: a profile as the viewer sees it (lib/users/get-profile.ts). */
export interface Profile {
  _id: string;
  id: string;
  username: string;
  name?: string;
  avatar?: string;
  bio?: string;
  role?: string;
  isAdmin?: boolean;
  isPrivate?: boolean;
  likeCount?: number;
  dislikeCount?: number;
  likeTier?: number;
  specialBadges?: SpecialBadge[];
  /** only when visible to the viewer (public profiles, or one's own) */
  email?: string;
  birthday?: string | null;
  gender?: string;
  createdAt?: string;
  likedByMe?: boolean;
  dislikedByMe?: boolean;
  blockedByMe?: boolean;
  blockedByThem?: boolean;
  /** one's own profile only: web push for the account (API.md) */
  notifications?: NotificationSettings;
}

export interface NotificationSettings {
  enabled: boolean;
  preview: boolean;
}

/** GET /push/key */
export interface PushKeyAnswer {
  publicKey: string;
}

/** A device with push on, as its owner lists them (GET /push/subscriptions). */
export interface PushSubscriptionView {
  id: string;
  label: string;
  createdAt: string;
  lastSuccessAt: string | null;
}

/** POST /push/test: how many of the caller's devices the push service accepted a push for. */
export interface PushTestAnswer {
  sent: number;
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

/** GET /messages/search: newest first. */
export interface SearchPage extends MessagePage {
  /** where the next page starts: the server may have scanned past the last hit it sent */
  nextBefore?: string;
}

/** An RTCIceServer as ICE_SERVERS configures it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** GET /config: support ids, ICE servers, upload limit. */
export interface PublicConfig {
  supportUserId: string;
  supportGroupId: string;
  iceServers: IceServer[];
  maxUploadBytes: number;
}

export const BADGE_STATUSES = ['pending', 'approved', 'removed', 'rejected'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];
/** what the admin's list filters by: one status, or all */
export const BADGE_FILTER_STATUSES = [...BADGE_STATUSES, 'all'] as const;
export type BadgeFilterStatus = (typeof BADGE_FILTER_STATUSES)[number];

/** A row of the admin's GET /badge-request. */
export interface BadgeRequest {
  _id: string;
  id: string;
  badgeType: 'user' | 'group';
  userId?: string;
  groupId?: string;
  fullname: string;
  email: string;
  phone: string;
  fileUrl?: string;
  status: BadgeStatus;
  note?: string;
  createdAt: string;
}

/** POST /upload. */
export interface UploadAnswer {
  url: string;
  fileUrl?: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  kind?: string;
}

// The answers of the writes (API.md "Answers").

/** `{ success: true }`: a call whose answer changes nothing the client shows. */
export interface DoneAnswer {
  success: true;
}

/** An account call's answer (API.md): the localized confirmation. */
export interface ConfirmationAnswer {
  success?: boolean;
  message?: string;
}

/**
 * A group mutation's answer (API.md "group mutations"): the group as the caller now sees it, or no
 * `group` once the caller is no longer in it (left, ...).
 */
export interface GroupChangeAnswer {
  success: true;
  group?: GroupView;
}

/** POST /chat/{id}/nickname: the chat as the caller now sees it. */
export interface ChatAnswer {
  success: true;
  chat: Chat;
}

/** `{ message }`: a message sent (POST /messages/send), reacted to or edited. */
export interface MessageAnswer {
  message: Message;
}

/** POST /chat/create (one-to-one), /chat/create-group and GET /chat/one-to-one/{userId}. */
export interface OpenChatAnswer {
  chat: Chat;
}

/** POST /group/join/{id}: the group as its new member sees it. */
export interface JoinGroupAnswer {
  success: true;
  group: GroupView;
}

/**
 * `{ user }`: PUT /user/me, POST /user/{id}/like. `User` is the caller's own copy where the
 * browser stores it (lib/client/session.ts StoredUser), else a Profile.
 */
export interface UserAnswer<User = Profile> {
  user: User;
}

/** POST /user/update-private and /user/hide-online: the user with the flag saved. */
export type FlagAnswer<User = Profile> = Partial<UserAnswer<User>>;

/** POST /auth/login: the session's token and the signed-in user. */
export interface LoginAnswer<User> {
  token?: string;
  user?: User;
}

/** POST /auth/change-password: the confirmation and the fresh token of this sign-in. */
export interface PasswordChangedAnswer extends ConfirmationAnswer {
  token?: string;
}
