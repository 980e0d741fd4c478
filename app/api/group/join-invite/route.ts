import { userRoute } from '@/lib/api/handler';
import { joinByInvite } from '@/lib/groups/join-by-invite';
import { joinInviteSchema } from '@/lib/validations/moderation';

export const POST = userRoute({ body: joinInviteSchema }, async ({ body, user }) => ({ ...(await joinByInvite({ code: body.code, userId: String(user._id) })) }));
