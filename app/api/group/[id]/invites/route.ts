import { userRoute } from '@/lib/api/handler';
import { createInvite, listInvites } from '@/lib/groups/invite-links';
import { createInviteSchema } from '@/lib/validations/moderation';

export const GET = userRoute({}, async ({ params, user }) => ({ invites: await listInvites({ groupId: params.id, userId: String(user._id) }) }));

export const POST = userRoute({ body: createInviteSchema }, async ({ params, user, body }) => ({
  invite: await createInvite({ groupId: params.id, userId: String(user._id), input: body }),
}));
