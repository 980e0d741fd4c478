import { groupRoute } from '@/lib/api/group-route';
import { transferOwnership } from '@/lib/groups/roles';
import { transferOwnerSchema } from '@/lib/validations/group';

export const POST = groupRoute(transferOwnerSchema, ({ groupId, userId, body }) => transferOwnership({ groupId, userId, newOwnerId: body.newOwnerId }));
