import { userRoute } from '@/lib/api/handler';
import { uploadFile } from '@/lib/files/upload-file';

// multipart/form-data: field `file` (or `image` for group avatars), optional field `type`.
export const POST = userRoute({}, ({ user, req }) => uploadFile({ user, upload: req }));
