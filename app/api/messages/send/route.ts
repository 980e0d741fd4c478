import { userRoute } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { sendMessage } from '@/lib/messages/send-message';
import { takeHit } from '@/lib/util/rate-limit';
import { sendMessageSchema } from '@/lib/validations/message';

const MINUTE_MS = 60_000;

export const POST = userRoute({ body: sendMessageSchema }, async ({ body, user }) => {
  // Per account, shared by every app process when REDIS_URL is set (lib/util/rate-limit.ts).
  await takeHit(`send:${user._id}`, env().SENDS_PER_USER_PER_MINUTE, MINUTE_MS);
  return { message: await sendMessage({ userId: String(user._id), sender: user, input: body }) };
});
