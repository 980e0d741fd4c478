import { blockRoute } from '@/lib/api/block-route';

export const POST = blockRoute(true);
