import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { roleIn, type ChatDoc, type GroupRole } from '@/lib/chats/get-chat';
import { Chat } from '@/models/Chat';

const RANK: Record<GroupRole, number> = { member: 0, admin: 1, owner: 2 };

/** A group by id: 404 NOT_FOUND (resource group) for unknown ids, one-to-one chats and malformed ids. */
export async function getGroupOrThrow(groupId: string): Promise<ChatDoc> {
  if (!mongoose.isValidObjectId(groupId)) throw notFound('group');
  const group = await Chat.findById(groupId).lean<ChatDoc>();
  if (!group || group.type !== 'group') throw notFound('group');
  return group;
}

/**
 * A group the caller belongs to with at least `minimum` role: 403 NOT_A_MEMBER for outsiders,
 * 403 FORBIDDEN for a role too low (SPEC.md section 6).
 */
export async function getGroupForRole(groupId: string, userId: string, minimum: GroupRole): Promise<ChatDoc> {
  const group = await getGroupOrThrow(groupId);
  if (!group.members.some((m) => String(m) === userId)) throw new ApiError('NOT_A_MEMBER');
  if (RANK[roleIn(group, userId)] < RANK[minimum]) throw new ApiError('FORBIDDEN');
  return group;
}

export const isGroupMember = (group: ChatDoc, userId: string) => group.members.some((m) => String(m) === userId);
