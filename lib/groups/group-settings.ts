import type { ChatDoc } from '@/lib/chats/get-chat';
import { recordAction } from '@/lib/moderation/record-action';
import { getGroupForRole } from './get-group';
import { applyGroupChange, type GroupSettings } from './update-group';

/** Writes each setting that changed to the group's log: a new name as rename, the switches as settings_changed. */
async function logChanges(group: ChatDoc, actor: string, settings: GroupSettings) {
  for (const [setting, value] of Object.entries(settings)) {
    if (value === undefined || group[setting as keyof GroupSettings] === value) continue;
    if (setting === 'name') await recordAction({ chatId: group._id, actor, action: 'rename', details: { from: group.name, to: value } });
    else await recordAction({ chatId: group._id, actor, action: 'settings_changed', details: { setting, value } });
  }
}

/** Name, hide-member-list, join/leave notices: owner and admins. */
export async function changeGroupSettings(opts: { groupId: string; userId: string; settings: GroupSettings }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const updated = await applyGroupChange(group, { $set: opts.settings });
  await logChanges(group, opts.userId, opts.settings);
  return updated;
}
