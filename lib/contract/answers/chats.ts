import { z } from 'zod';
import { documentIds, isoDate, memberSchema, objectId, specialBadgeSchema } from './common';
import { chatDraftSchema } from './drafts';
import { messageSchema } from './messages';

// Chats, groups and pins as one viewer sees them (lib/chats/serialize-chat.ts, lib/groups/group-view.ts).

export const CHAT_ROLES = ['owner', 'admin', 'member'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatSchema = z.object({
  ...documentIds,
  type: z.enum(['single', 'group']),
  /** a group's name; '' for one-to-one chats */
  name: z.string(),
  avatar: z.string(),
  /**
   * absent for plain members while a group hides its list; chat lists give groups of more than
   * 100 members as bare ids (SPEC.md allows both)
   */
  members: z.array(z.union([memberSchema, objectId])).optional(),
  memberCount: z.number(),
  hideMemberList: z.boolean(),
  owner: objectId.nullable(),
  admins: z.array(objectId),
  myRole: z.enum(CHAT_ROLES),
  nicknames: z.record(z.string(), z.string()),
  /** member id → ISO time the mute ends (only mutes that have not ended) */
  muted: z.record(z.string(), isoDate),
  muteAllUntil: isoDate.nullable(),
  public: z.boolean(),
  showJoinLeaveNotice: z.boolean(),
  /** groups: a plain member sends at most once per this many seconds (0: off) */
  slowModeSeconds: z.number(),
  /** when the viewer (a plain member) may send again under slow mode; null: now */
  slowModeUntil: isoDate.nullable(),
  specialBadges: z.array(specialBadgeSchema),
  blockedBy: z.array(objectId),
  isSupport: z.boolean(),
  /** the chat's id for groups, null for one-to-one chats */
  groupId: objectId.nullable(),
  /** the last message the viewer may see */
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number(),
  /** how many of the viewer's unread messages mention them */
  unreadMentions: z.number(),
  /** those messages, oldest first (the conversation's "next mention" goes through them) */
  unreadMentionIds: z.array(objectId),
  /** what the viewer was typing here (on any device), null when nothing */
  draft: chatDraftSchema.nullable(),
  /** the viewer turned this chat's notifications off (mentions still reach them) */
  notificationsMuted: z.boolean(),
  /** the newest message the viewer has read (or cleared) here: their unread messages come after it */
  lastReadId: objectId.nullable(),
  /** sent to someone just removed or who left: the client drops the chat */
  removed: z.literal(true).optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /group/{id} for a member: a group chat whose members are all objects (up to the page's limit). */
export const groupViewSchema = chatSchema.extend({
  type: z.literal('group'),
  /** absent for plain members while the group hides its list */
  members: z.array(memberSchema).optional(),
  isMember: z.literal(true),
});
export type GroupView = z.infer<typeof groupViewSchema>;

/** What an outsider sees of a public group through its link. */
export const groupPreviewSchema = z.object({
  ...documentIds,
  type: z.literal('group'),
  name: z.string(),
  avatar: z.string(),
  memberCount: z.number(),
  public: z.boolean(),
  specialBadges: z.array(specialBadgeSchema),
  isSupport: z.boolean(),
  isMember: z.literal(false),
});
export type GroupPreview = z.infer<typeof groupPreviewSchema>;

export const groupAnswerSchema = z.union([groupViewSchema, groupPreviewSchema]);
export type GroupAnswer = z.infer<typeof groupAnswerSchema>;

export const pinSchema = z.object({
  message: messageSchema,
  scope: z.enum(['me', 'all']),
  pinnedBy: objectId,
  pinnedAt: isoDate,
});
export type Pin = z.infer<typeof pinSchema>;

/** GET /chat/my-chats: newest activity first. */
export const chatListAnswer = z.object({ chats: z.array(chatSchema) });
export type ChatListAnswer = z.infer<typeof chatListAnswer>;
/** POST /chat/create, /chat/create-group and GET /chat/one-to-one/{userId}. */
export const openChatAnswer = z.object({ chat: chatSchema });
export type OpenChatAnswer = z.infer<typeof openChatAnswer>;
/** POST /chat/{id}/nickname: the chat as the caller now sees it. */
export const chatAnswer = z.object({ success: z.literal(true), chat: chatSchema });
export type ChatAnswer = z.infer<typeof chatAnswer>;
/** GET /chat/{id}/pinned-messages and the pin and unpin calls: the whole list the caller sees. */
export const pinListAnswer = z.object({ pins: z.array(pinSchema) });
export type PinListAnswer = z.infer<typeof pinListAnswer>;

/** GET /group/{id}: the member view, or a public group's preview for outsiders. */
export const groupGetAnswer = z.object({ group: groupAnswerSchema });
export type GroupGetAnswer = z.infer<typeof groupGetAnswer>;
/** A group mutation's answer (API.md "group mutations"): the group as the caller now sees it. */
export const groupMemberAnswer = z.object({ success: z.literal(true), group: groupViewSchema });
export type GroupMemberAnswer = z.infer<typeof groupMemberAnswer>;
