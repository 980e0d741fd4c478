import { userRoute } from '@/lib/api/handler';
import { createStickerSet } from '@/lib/stickers/create-sticker-set';
import { listStickerSets } from '@/lib/stickers/list-sticker-sets';
import { stickerSetNameSchema } from '@/lib/validations/sticker';

export const GET = userRoute({}, ({ user }) => listStickerSets({ user }));

export const POST = userRoute({ body: stickerSetNameSchema }, ({ user, body }) => createStickerSet({ user, name: body.name }));
