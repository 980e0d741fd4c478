import { publicRoute } from '@/lib/api/handler';
import { publicConfig } from '@/lib/config/public-config';

export const GET = publicRoute({}, async () => publicConfig());
