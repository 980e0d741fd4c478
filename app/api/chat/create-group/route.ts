import { userRoute } from '@/lib/api/handler';
import { createGroup } from '@/lib/chats/create-group';
import { groupAvatarUrl } from '@/lib/groups/change-avatar';
import { createGroupSchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: createGroupSchema }, async ({ body, user }) => ({
  chat: await createGroup({ userId: String(user._id), name: body.name, avatar: await groupAvatarUrl(body.avatar), members: body.members }),
}));
