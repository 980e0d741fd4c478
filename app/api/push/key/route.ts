import { publicRoute } from '@/lib/api/handler';
import { vapidDetails } from '@/lib/push/vapid';

export const GET = publicRoute({}, async () => ({ publicKey: vapidDetails().publicKey }));
