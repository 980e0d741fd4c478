import { userRoute } from '@/lib/api/handler';
import { removeSticker } from '@/lib/stickers/remove-sticker';
import { stickerPathIdSchema, stickerSetPathIdSchema } from '@/lib/validations/sticker';

export const DELETE = userRoute({}, async ({ user, params }) =>
  removeSticker({ user, setId: stickerSetPathIdSchema.parse(params.setId), stickerId: stickerPathIdSchema.parse(params.stickerId) }),
);
