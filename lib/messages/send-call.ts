import { nodeUserRoute } from '@/lib/api/node-route';
import { env } from '@/lib/env';
import { takeHit } from '@/lib/util/rate-limit';
import { sendMessageSchema } from '@/lib/validations/message';
import { sendMessage } from './send-message';

const MINUTE_MS = 60_000;

/**
 * POST /api/messages/send (API.md). Answered by server.ts itself (lib/http/node-api.ts), not by
 * a route handler under app/api: it is the call every message makes.
 */
export const sendMessageCall = nodeUserRoute({ body: sendMessageSchema }, async ({ body, user }) => {
  // Per account, shared by every app process when REDIS_URL is set (lib/util/rate-limit.ts).
  await takeHit(`send:${user._id}`, env().SENDS_PER_USER_PER_MINUTE, MINUTE_MS);
  return { message: await sendMessage({ userId: String(user._id), sender: user, input: body }) };
});
