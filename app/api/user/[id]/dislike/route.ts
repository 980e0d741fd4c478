import { userRoute } from '@/lib/api/handler';
import { voteUser } from '@/lib/users/vote-user';
import { userIdParamSchema, voteSchema } from '@/lib/validations/user';

export const POST = userRoute({ body: voteSchema }, async ({ user, params }) =>
  voteUser({ voter: user, targetId: userIdParamSchema.parse(params.id), value: 'dislike' }),
);
