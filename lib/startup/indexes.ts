import { BadgeRequest } from '@/models/BadgeRequest';
import { Chat } from '@/models/Chat';
import { GroupBan } from '@/models/GroupBan';
import { GroupInvite } from '@/models/GroupInvite';
import { JoinRequest } from '@/models/JoinRequest';
import { LinkPreviewCache } from '@/models/LinkPreviewCache';
import { Message } from '@/models/Message';
import { MessageReport } from '@/models/MessageReport';
import { ModerationLog } from '@/models/ModerationLog';
import { Otp } from '@/models/Otp';
import { Pin } from '@/models/Pin';
import { PushSubscription } from '@/models/PushSubscription';
import { StickerSet } from '@/models/StickerSet';
import { UploadedFile } from '@/models/UploadedFile';
import { User } from '@/models/User';
import { UserVote } from '@/models/UserVote';
import { backfillUsernameSkeletons } from './username-skeletons';

export const ALL_MODELS = [
  User,
  Otp,
  Chat,
  Message,
  Pin,
  StickerSet,
  BadgeRequest,
  UserVote,
  UploadedFile,
  PushSubscription,
  ModerationLog,
  GroupBan,
  GroupInvite,
  JoinRequest,
  MessageReport,
  LinkPreviewCache,
];

/**
 * Creates every model's indexes once at start-up (autoIndex is off, so a failure shows here),
 * after filling fields a new unique index needs on documents from before it.
 */
export async function ensureIndexes(): Promise<void> {
  await backfillUsernameSkeletons();
  for (const model of ALL_MODELS) await model.createIndexes();
}
