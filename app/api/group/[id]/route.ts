import { ApiError } from '@/lib/errors/api-error';
import { userRoute } from '@/lib/api/handler';
import { getGroupOrThrow, isGroupMember } from '@/lib/groups/get-group';
import { groupAnswer } from '@/lib/groups/group-view';

// Members see the group; outsiders see a public group's preview (to join it), nothing else.
export const GET = userRoute({}, async ({ params, user }) => {
  const group = await getGroupOrThrow(params.id);
  const userId = String(user._id);
  if (!isGroupMember(group, userId) && !group.public) throw new ApiError('NOT_A_MEMBER');
  return { group: await groupAnswer(group, userId) };
});
