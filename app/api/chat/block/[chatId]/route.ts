import { blockRoute } from '@/lib/chats/block-route';

export const POST = blockRoute(true);
