import type { Chat } from '@/lib/contract/answers';

/** What the profile screen reads of a chat event: enough to follow the block state. */
export type ChatRef = Pick<Chat, '_id' | 'id' | 'type' | 'members' | 'blockedBy'>;

export const idOf = (value: string | { _id?: string; id?: string } | null | undefined): string =>
  typeof value === 'string' ? value : (value?._id ?? value?.id ?? '');
