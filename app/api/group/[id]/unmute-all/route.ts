import { groupRoute } from '@/lib/api/group-route';
import { muteAll } from '@/lib/groups/mutes';
import { langOnlySchema } from '@/lib/validations/chat';

export const POST = groupRoute(langOnlySchema, ({ groupId, userId }) => muteAll({ groupId, userId, until: null }));
