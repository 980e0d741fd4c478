import { groupRoute } from '@/lib/api/group-route';
import { leaveGroup } from '@/lib/groups/membership';
import { langOnlySchema } from '@/lib/validations/chat';

export const POST = groupRoute(langOnlySchema, ({ groupId, userId }) => leaveGroup({ groupId, userId }));
