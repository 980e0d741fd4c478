import { groupRoute } from '@/lib/api/group-route';
import { joinGroup } from '@/lib/groups/join-by-invite';
import { langOnlySchema } from '@/lib/validations/chat';

export const POST = groupRoute(langOnlySchema, ({ groupId, userId }) => joinGroup({ groupId, userId }));
