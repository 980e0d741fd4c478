import mongoose from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { GroupBan } from '@/models/GroupBan';

/** 403 BANNED when the user is banned from the group: no link, old or new, and no admin's add lets them in. */
export async function assertNotBanned(groupId: mongoose.Types.ObjectId | string, userId: string): Promise<void> {
  if (await GroupBan.exists({ chatId: groupId, userId: new mongoose.Types.ObjectId(userId) })) throw new ApiError('BANNED');
}
