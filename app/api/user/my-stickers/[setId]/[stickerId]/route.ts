import { userRoute } from '@/lib/api/handler';
import { removeSticker } from '@/lib/stickers/remove-sticker';
import { stickerPathIdSchema } from '@/lib/validations/sticker';

export const DELETE = userRoute({}, async ({ user, params }) =>
  removeSticker({ user, setId: stickerPathIdSchema.parse(params.setId), stickerId: stickerPathIdSchema.parse(params.stickerId) }),
);
