import type { Message } from '@/lib/contract/answers';

export interface HitGroup {
  chatId: string;
  hits: Message[];
}

/** Hits (newest first) grouped by chat; the chats in the order of their newest hit. */
export function groupByChat(hits: Message[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.chatId) ?? { chatId: hit.chatId, hits: [] };
    group.hits.push(hit);
    groups.set(hit.chatId, group);
  }
  return [...groups.values()];
}
