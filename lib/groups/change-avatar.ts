import { ApiError } from '@/lib/errors/api-error';
import { deleteUploads } from '@/lib/files/delete-uploads';
import { receiveUpload, type UploadSource } from '@/lib/files/receive-upload';
import { requireUploadedFile } from '@/lib/files/require-uploaded-file';
import { uploadUrl } from '@/lib/files/upload-url';
import type { UserDoc } from '@/models/User';
import { getGroupForRole } from './get-group';
import { unusedUploads } from './unused-uploads';
import { applyGroupChange } from './update-group';

const AVATAR_TYPES = ['image/png', 'image/jpeg'];

/** Owner and admins set the group's picture: PNG or JPEG only (by its bytes), form field `avatar`. */
export async function changeGroupAvatar(opts: { groupId: string; user: UserDoc; upload: UploadSource }) {
  const group = await getGroupForRole(opts.groupId, String(opts.user._id), 'admin');
  const { file } = await receiveUpload({ body: opts.upload.body, headers: opts.upload.headers, uploadedBy: opts.user._id, fileFields: ['avatar', 'image', 'file'] });
  const url = uploadUrl(file.storedName);
  if (!AVATAR_TYPES.includes(file.mimeType)) {
    await deleteUploads([url]);
    throw new ApiError('UNSUPPORTED_FILE_TYPE', { messageKey: 'errors.unsupportedFileType.pngJpg' });
  }
  const updated = await applyGroupChange(group, { $set: { avatar: url } }, { log: { actor: opts.user._id, action: 'avatar' } });
  // The old picture goes, unless someone else uses it (a group may be created with any upload URL).
  if (group.avatar && group.avatar !== url) await deleteUploads(await unusedUploads([group.avatar]));
  return updated;
}

/**
 * The avatar a group is created with: an image uploaded to this server (its canonical
 * `/uploads/<name>` URL), as for users, or '' for none. Any other URL (`javascript:`, another
 * site's tracking pixel, a made-up name) is 400 VALIDATION_ERROR (field avatar, INVALID_FORMAT).
 */
export async function groupAvatarUrl(url: string | undefined): Promise<string> {
  if (url === undefined || url.trim() === '') return '';
  return (await requireUploadedFile({ url: url.trim(), kinds: ['image'], field: 'avatar' })).url;
}
