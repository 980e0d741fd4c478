import type { ChatDoc } from '@/lib/chats/get-chat';
import { storeMessage } from './store-message';

export type SystemEvent =
  | 'member_joined'
  | 'member_left'
  | 'member_removed'
  | 'member_added'
  | 'call_missed'
  | 'call_ended';

/**
 * A message written by the server (joins, leaves, calls). It carries what happened, not words:
 * each reader's client renders it in their own language.
 */
export function postSystemMessage(chat: ChatDoc, system: { event: SystemEvent; actor?: string; target?: string; durationSec?: number; callType?: string }) {
  return storeMessage(chat, { sender: null, type: 'system', content: '', system } as never);
}
