import { userRoute } from '@/lib/api/handler';
import { listReports } from '@/lib/moderation/list-reports';

export const GET = userRoute({}, async ({ params, user }) => ({ reports: await listReports({ groupId: params.id, userId: String(user._id) }) }));
