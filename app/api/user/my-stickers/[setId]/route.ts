import { userRoute } from '@/lib/api/handler';
import { deleteStickerSet } from '@/lib/stickers/delete-sticker-set';
import { renameStickerSet } from '@/lib/stickers/rename-sticker-set';
import { stickerSetNameSchema, stickerSetPathIdSchema } from '@/lib/validations/sticker';

export const PATCH = userRoute({ body: stickerSetNameSchema }, async ({ user, body, params }) =>
  renameStickerSet({ user, setId: stickerSetPathIdSchema.parse(params.setId), name: body.name }),
);

export const DELETE = userRoute({}, async ({ user, params }) => deleteStickerSet({ user, setId: stickerSetPathIdSchema.parse(params.setId) }));
