import { groupRoute } from '@/lib/api/group-route';
import { setSlowMode } from '@/lib/groups/slow-mode';
import { slowModeSchema } from '@/lib/validations/moderation';

export const PUT = groupRoute(slowModeSchema, ({ groupId, userId, body }) => setSlowMode({ groupId, userId, seconds: body.seconds }));
