import { getGroupForRole } from './get-group';
import { applyGroupChange, type GroupSettings } from './update-group';

/** Name, avatar, hide-member-list, join/leave notices, public join: owner and admins. */
export async function changeGroupSettings(opts: { groupId: string; userId: string; settings: GroupSettings }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  return applyGroupChange(group, { $set: opts.settings });
}
