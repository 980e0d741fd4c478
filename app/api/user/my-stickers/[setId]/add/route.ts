import { userRoute } from '@/lib/api/handler';
import { addSticker } from '@/lib/stickers/add-sticker';
import { addStickerSchema, stickerSetPathIdSchema } from '@/lib/validations/sticker';

export const POST = userRoute({ body: addStickerSchema }, async ({ user, body, params }) =>
  addSticker({ user, setId: stickerSetPathIdSchema.parse(params.setId), input: body }),
);
