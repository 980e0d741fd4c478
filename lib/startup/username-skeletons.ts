import type { Types } from 'mongoose';
import { usernameSkeleton } from '@/lib/users/username-skeleton';
import { User } from '@/models/User';
import { logger } from '@/lib/log/logger';

/**
 * Gives every account from before look-alike checks its usernameSkeleton, before the unique index
 * on it is built. Where two existing names already look alike, the older account keeps the plain
 * skeleton and the newer gets one made unique with its id (both keep their names; new look-alikes
 * of either are refused). Runs at every start; costs one query once all accounts have one.
 */
export async function backfillUsernameSkeletons(): Promise<number> {
  const missing = await User.find({ usernameSkeleton: { $exists: false } }, { username: 1, createdAt: 1 })
    .lean<{ _id: Types.ObjectId; username: string; createdAt?: Date }[]>();
  if (!missing.length) return 0;
  missing.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || String(a._id).localeCompare(String(b._id)));
  const existing = await User.find({ usernameSkeleton: { $exists: true } }, { usernameSkeleton: 1 }).lean<{ usernameSkeleton: string }[]>();
  const taken = new Set(existing.map((u) => u.usernameSkeleton));
  for (const user of missing) {
    let skeleton = usernameSkeleton(user.username);
    if (taken.has(skeleton)) {
      logger().warn(`[startup] username "${user.username}" (${String(user._id)}) looks like an older one; kept, look-alikes of it are refused`);
      skeleton = `${skeleton}#${String(user._id)}`;
    }
    taken.add(skeleton);
    await User.updateOne({ _id: user._id }, { $set: { usernameSkeleton: skeleton } });
  }
  logger().info(`[startup] usernameSkeleton set for ${missing.length} account(s)`);
  return missing.length;
}
