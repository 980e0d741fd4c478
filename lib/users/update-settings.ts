import { User, type UserDoc } from '@/models/User';
import { getUserOrThrow } from './get-user-or-throw';
import { toOwnUser } from './public-user';
import { changePresenceVisibility } from '@/lib/realtime/presence-visibility';

type Settings = { isPrivate?: boolean; hideOnline?: boolean };

/**
 * POST /user/update-private and /user/hide-online: one privacy flag of the caller. hideOnline
 * leaves the user out of online_users; it applies to their sockets already open too.
 */
export async function updateSettings(opts: { user: UserDoc; settings: Settings }) {
  await User.updateOne({ _id: opts.user._id }, { $set: opts.settings });
  if (opts.settings.hideOnline !== undefined) changePresenceVisibility(String(opts.user._id), !opts.settings.hideOnline);
  const updated = await getUserOrThrow(opts.user._id);
  return { success: true as const, ...opts.settings, user: toOwnUser(updated) };
}
