import { userRoute } from '@/lib/api/handler';
import { addSticker } from '@/lib/stickers/add-sticker';
import { addStickerSchema, stickerPathIdSchema } from '@/lib/validations/sticker';

export const POST = userRoute({ body: addStickerSchema }, async ({ user, body, params }) =>
  addSticker({ user, setId: stickerPathIdSchema.parse(params.setId), input: body }),
);
