import { userRoute } from '@/lib/api/handler';
import { removePreview } from '@/lib/link-preview/remove-preview';

export const DELETE = userRoute({}, async ({ params, user }) => {
  await removePreview({ messageId: params.id, userId: String(user._id) });
  return { success: true };
});
