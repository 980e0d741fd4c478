import { wireBadges } from '@/lib/badges/wire-badges';
import type { MessageDoc } from '@/lib/messages/serialize-message';
import { serializeMessages } from '@/lib/messages/load-messages';
import { unreadMentionIdsOf } from '@/lib/messages/unread-mentions';
import { draftOf } from '@/lib/drafts/wire-draft';
import { Message } from '@/models/Message';
import { mapRecord } from '@/lib/db/map-field';
import { readMarksOf, roleIn, type ChatDoc } from './get-chat';
import { loadMemberSummaries, type MemberSummary } from './member-summary';
import { slowModeWait } from './send-permission';
import { unreadCountOf } from './unread';

type WireMessage = Awaited<ReturnType<typeof serializeMessages>>[number];

/** Groups larger than this list member ids instead of member objects in chat lists (SPEC.md allows both). */
export const POPULATE_MEMBERS_UP_TO = 100;

/** The later of two optional message ids, as a string (null when neither is set). */
function newerId(a: unknown, b: unknown): string | null {
  const ids = [a, b].filter(Boolean).map(String);
  return ids.length ? ids.reduce((x, y) => (x > y ? x : y)) : null;
}

/** Only mutes that have not run out yet (mutes end by themselves, SPEC.md). */
function activeMutes(muted: unknown, now: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mapRecord(muted))
      .filter(([, until]) => until && new Date(until as string).getTime() > now)
      .map(([id, until]) => [id, new Date(until as string).toISOString()]),
  );
}

function slowModeUntil(chat: ChatDoc, viewerId: string, role: string, now: number): string | null {
  const wait = chat.type === 'group' && role === 'member' ? slowModeWait(chat, viewerId, now) : 0;
  return wait ? new Date(new Date(mapRecord<Date>(chat.lastSentAt)[viewerId]).getTime() + Number(chat.slowModeSeconds) * 1000).toISOString() : null;
}

/**
 * A chat as one viewer sees it: members populated (unless a group hides its list from plain
 * members), their unread count, their role, and the last message they may see.
 */
export function serializeChat(chat: ChatDoc, viewerId: string, users: Map<string, MemberSummary>, lastMessage: WireMessage | null) {
  const id = String(chat._id);
  const now = Date.now();
  const myRole = chat.type === 'group' ? roleIn(chat, viewerId) : 'member';
  const listHidden = chat.type === 'group' && chat.hideMemberList && myRole === 'member';
  const cleared = mapRecord(chat.clearedUpTo)[viewerId];
  const readMark = mapRecord(chat.lastRead)[viewerId];
  const visibleLast = lastMessage && (!cleared || lastMessage._id > String(cleared)) ? lastMessage : null;
  const mentions = unreadMentionIdsOf(chat, viewerId);
  const muteAllUntil = chat.muteAllUntil && new Date(chat.muteAllUntil).getTime() > now ? chat.muteAllUntil : null;
  return {
    _id: id,
    id,
    type: chat.type,
    name: chat.name,
    avatar: chat.avatar,
    ...(listHidden ? {} : { members: chat.members.map((m) => users.get(String(m)) ?? String(m)) }),
    memberCount: chat.members.length,
    hideMemberList: chat.hideMemberList,
    owner: chat.owner ? String(chat.owner) : null,
    admins: chat.admins.map(String),
    myRole,
    nicknames: mapRecord<string>(chat.nicknames),
    muted: activeMutes(chat.muted, now),
    muteAllUntil,
    public: chat.public,
    showJoinLeaveNotice: chat.showJoinLeaveNotice,
    slowModeSeconds: Number(chat.slowModeSeconds ?? 0),
    // When this viewer may send again under slow mode (plain members only), null when now.
    slowModeUntil: slowModeUntil(chat, viewerId, myRole, now),
    specialBadges: wireBadges(chat.specialBadges),
    blockedBy: chat.blockedBy.map(String),
    isSupport: chat.isSupport,
    // Sent to someone just removed or who left: the client drops the chat.
    ...(chat.members.some((m) => String(m) === viewerId) ? {} : { removed: true as const }),
    groupId: chat.type === 'group' ? id : null,
    lastMessage: visibleLast,
    unreadCount: unreadCountOf(chat, viewerId),
    unreadMentions: mentions.length,
    unreadMentionIds: mentions,
    draft: draftOf(chat, viewerId),
    notificationsMuted: (chat.notificationsMutedBy ?? []).some((id) => String(id) === viewerId),
    // Where this viewer's unread messages start (the client opens the chat there): the newer of
    // their read mark and their "delete for me" of the chat; null when they have neither.
    lastReadId: newerId(readMark, cleared),
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
  };
}

export type WireChat = ReturnType<typeof serializeChat>;

/** What serializing these chats needs: members and last messages, one query each. */
export async function loadChatContext(chats: ChatDoc[]) {
  const lastIds = chats.flatMap((c) => (c.lastMessage ? [c.lastMessage] : []));
  const marksByChat = new Map(chats.map((c) => [String(c._id), readMarksOf(c)]));
  const lastMessages = lastIds.length ? await Message.find({ _id: { $in: lastIds } }).lean<MessageDoc[]>() : [];
  const lastById = new Map((await serializeMessages(lastMessages, (chatId) => marksByChat.get(chatId))).map((m) => [m._id, m]));
  const hiddenFor = new Map(lastMessages.map((m) => [String(m._id), new Set((m.deletedFor ?? []).map(String))]));
  const users = await loadMemberSummaries(chats.flatMap((c) => (c.members.length <= POPULATE_MEMBERS_UP_TO ? c.members : [])));
  /** The chat's last message unless this viewer deleted it for themselves. */
  const lastOf = (chat: ChatDoc, viewerId: string) => {
    const id = chat.lastMessage ? String(chat.lastMessage) : '';
    return id && !hiddenFor.get(id)?.has(viewerId) ? (lastById.get(id) ?? null) : null;
  };
  return { users, lastOf };
}

/** Serializes many chats for one viewer. */
export async function serializeChatsFor(chats: ChatDoc[], viewerId: string): Promise<WireChat[]> {
  const { users, lastOf } = await loadChatContext(chats);
  return chats.map((chat) => serializeChat(chat, viewerId, users, lastOf(chat, viewerId)));
}

export async function serializeChatFor(chat: ChatDoc, viewerId: string): Promise<WireChat> {
  return (await serializeChatsFor([chat], viewerId))[0];
}
