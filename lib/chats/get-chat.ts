import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { Chat, type ChatFields } from '@/models/Chat';
import { mapRecord } from '@/lib/db/map-field';

export type ChatDoc = ChatFields & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

const isMember = (chat: Pick<ChatDoc, 'members'>, userId: string) => chat.members.some((m) => String(m) === userId);

/** A chat by id, or 404 NOT_FOUND (also for ids that are not ObjectIds). */
export async function getChatOrThrow(chatId: string): Promise<ChatDoc> {
  if (!mongoose.isValidObjectId(chatId)) throw notFound('chat');
  const chat = await Chat.findById(chatId).lean<ChatDoc>();
  if (!chat) throw notFound('chat');
  return chat;
}

/** A chat the user belongs to: 404 when it does not exist, 403 NOT_A_MEMBER otherwise. */
export async function getChatForMember(chatId: string, userId: string): Promise<ChatDoc> {
  const chat = await getChatOrThrow(chatId);
  if (!isMember(chat, userId)) throw new ApiError('NOT_A_MEMBER');
  return chat;
}

/**
 * Checks that the user is a member of the chat, reading only its members: 403 NOT_A_MEMBER also
 * when the chat does not exist (a socket's `join_room` tells outsiders nothing more).
 */
export async function requireMember(chatId: string, userId: string): Promise<void> {
  const chat = await Chat.findById(chatId, { members: 1 }).lean<Pick<ChatDoc, 'members'>>();
  if (!chat || !isMember(chat, userId)) throw new ApiError('NOT_A_MEMBER');
}

/**
 * Checks that these people are all members of the chat and that it is open to calls (a blocked
 * one-to-one chat is not): 404, 403 NOT_A_MEMBER or 403 BLOCKED. Reads only what it checks.
 */
export async function requireCallMembers(chatId: string, userIds: string[]): Promise<void> {
  if (!mongoose.isValidObjectId(chatId)) throw notFound('chat');
  const chat = await Chat.findById(chatId, { members: 1, type: 1, blockedBy: 1 }).lean<Pick<ChatDoc, 'members' | 'type' | 'blockedBy'>>();
  if (!chat) throw notFound('chat');
  if (!userIds.every((id) => isMember(chat, id))) throw new ApiError('NOT_A_MEMBER');
  if (chat.type === 'single' && chat.blockedBy.length) throw new ApiError('BLOCKED');
}

export type GroupRole = 'owner' | 'admin' | 'member';

export function roleIn(chat: Pick<ChatDoc, 'owner' | 'admins'>, userId: string): GroupRole {
  if (chat.owner && String(chat.owner) === userId) return 'owner';
  if (chat.admins.some((a) => String(a) === userId)) return 'admin';
  return 'member';
}

/** Owner and admins of a group; in one-to-one chats both members count (SPEC.md section 6). */
export function canModerate(chat: ChatDoc, userId: string): boolean {
  return chat.type === 'single' || roleIn(chat, userId) !== 'member';
}

export { isMember };

/** The read marks of a chat's current members: member id → id of the last message they read. */
export function readMarksOf(chat: Pick<ChatDoc, 'members' | 'lastRead'>): Record<string, string> {
  const marks = mapRecord<unknown>(chat.lastRead);
  const members = new Set(chat.members.map(String));
  return Object.fromEntries(Object.entries(marks).filter(([id, mark]) => members.has(id) && mark).map(([id, mark]) => [id, String(mark)]));
}
