import { User, type UserDoc } from '@/models/User';
import { getUserOrThrow } from './get-user-or-throw';
import { toOwnUser } from './public-user';

/** PUT /user/notifications: push for the whole account on or off, message text in pushes on or off. */
export async function updateNotifications(opts: { user: UserDoc; enabled?: boolean; preview?: boolean }) {
  const set: Record<string, boolean> = {};
  if (opts.enabled !== undefined) set['notifications.enabled'] = opts.enabled;
  if (opts.preview !== undefined) set['notifications.preview'] = opts.preview;
  await User.updateOne({ _id: opts.user._id }, { $set: set });
  const updated = await getUserOrThrow(opts.user._id);
  return { user: toOwnUser(updated) };
}
