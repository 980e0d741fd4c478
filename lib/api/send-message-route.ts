import { env } from '@/lib/env';
import { sendMessage } from '@/lib/messages/send-message';
import { takeHit } from '@/lib/util/rate-limit';
import { sendMessageSchema } from '@/lib/validations/message';
import { nodeUserRoute } from './node-route';

const MINUTE_MS = 60_000;

/**
 * POST /api/messages/send (API.md): the call every message makes, so server.ts answers it itself
 * (lib/http/node-api.ts) and the sender's account is kept between calls (keptSession).
 */
export const sendMessageRoute = nodeUserRoute({ body: sendMessageSchema, keptSession: true }, async ({ body, user }) => {
  // Per account, shared by every app process when REDIS_URL is set (lib/util/rate-limit.ts).
  await takeHit(`send:${user._id}`, env().SENDS_PER_USER_PER_MINUTE, MINUTE_MS);
  return { message: await sendMessage({ userId: String(user._id), sender: user, input: body }) };
});
