import { groupRoute } from '@/lib/api/group-route';
import { muteAll } from '@/lib/groups/mutes';
import { muteAllSchema } from '@/lib/validations/group';

export const POST = groupRoute(muteAllSchema, ({ groupId, userId, body }) => muteAll({ groupId, userId, until: new Date(body.until) }));
