import type { ChatDoc } from '@/lib/chats/get-chat';
import { findByIds } from '@/lib/db/find-by-ids';
import { User } from '@/models/User';
import { storeMessage } from './store-message';

export type SystemEvent =
  | 'member_joined'
  | 'member_left'
  | 'member_removed'
  | 'member_added'
  | 'call_missed'
  | 'call_declined'
  | 'call_ended';

export interface SystemInfo {
  event: SystemEvent;
  actor?: string;
  target?: string;
  durationSec?: number;
  callType?: string;
}

/** The name a person goes by (their name, else their username), by id. */
async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const users = await findByIds<{ _id: unknown; username?: string; name?: string }>(User, [...new Set(ids)], { username: 1, name: 1 });
  return new Map(users.map((u) => [String(u._id), u.name || u.username || '']));
}

/**
 * A message written by the server (joins, leaves, calls). It carries what happened, not words:
 * each reader's client renders it in their own language. The people it names are kept by id and,
 * as written then, by name (`actorName`, `targetName`): once they have left the group (or deleted
 * their account) the chat no longer knows them, and the notice still says who it was.
 */
export async function postSystemMessage(chat: ChatDoc, system: SystemInfo) {
  const names = await namesOf([system.actor, system.target].filter((id): id is string => !!id));
  const actorName = system.actor ? names.get(system.actor) : undefined;
  const targetName = system.target ? names.get(system.target) : undefined;
  return storeMessage(chat, {
    sender: null,
    type: 'system',
    content: '',
    system: { ...system, ...(actorName ? { actorName } : {}), ...(targetName ? { targetName } : {}) },
  } as never);
}
