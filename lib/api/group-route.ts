import type { z } from 'zod';
import { userRoute } from '@/lib/api/handler';
import type { ChatDoc } from '@/lib/chats/get-chat';
import type { UserDoc } from '@/models/User';
import { groupViewFor } from '@/lib/groups/group-view';

interface GroupCallContext<B> {
  groupId: string;
  userId: string;
  user: UserDoc;
  body: B;
  params: Record<string, string>;
}

/**
 * A group mutation under /group/{id}: runs `change` and answers `{ group }` as the caller now
 * sees it (API.md), or `{ success: true }` when the caller is no longer in it.
 */
export function groupRoute<B = undefined>(schema: z.ZodType<B> | undefined, change: (ctx: GroupCallContext<B>) => Promise<ChatDoc>) {
  return userRoute({ body: schema }, async ({ params, body, user }) => {
    const userId = String(user._id);
    const group = await change({ groupId: params.id, userId, user, body, params });
    if (!group.members.some((m) => String(m) === userId)) return { success: true };
    return { success: true, group: await groupViewFor(group, userId) };
  });
}
