import type { ChatDoc } from '@/lib/chats/get-chat';
import { getGroupForRole } from './get-group';
import { applyGroupChange, type GroupLogEntry, type GroupSettings } from './update-group';

/** The log entries of the settings that change: a new name as rename, the switches as settings_changed. */
function changes(group: ChatDoc, actor: string, settings: GroupSettings): GroupLogEntry[] {
  return Object.entries(settings)
    .filter(([setting, value]) => value !== undefined && group[setting as keyof GroupSettings] !== value)
    .map(([setting, value]) =>
      setting === 'name' ? { actor, action: 'rename', details: { from: group.name, to: value } } : { actor, action: 'settings_changed', details: { setting, value } },
    );
}

/** Name, hide-member-list, join/leave notices: owner and admins. */
export async function changeGroupSettings(opts: { groupId: string; userId: string; settings: GroupSettings }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  return applyGroupChange(group, { $set: opts.settings }, { log: changes(group, opts.userId, opts.settings) });
}
