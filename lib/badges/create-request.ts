import { ApiError, notFound } from '@/lib/errors/api-error';
import { deleteUploads } from '@/lib/files/delete-uploads';
import { receiveUpload, type UploadSource } from '@/lib/files/receive-upload';
import { uploadUrl } from '@/lib/files/upload-url';
import { badgeRequestFieldsSchema } from '@/lib/validations/badge';
import { BadgeRequest } from '@/models/BadgeRequest';
import { Chat } from '@/models/Chat';
import { User, type UserDoc } from '@/models/User';

/**
 * Any signed-in user asks for verification of a user or group account: multipart with the
 * fields and a document image in `file`. The upload is removed again if anything is wrong.
 */
export async function createBadgeRequest(opts: { user: UserDoc; upload: UploadSource }) {
  const { file, fields } = await receiveUpload({ body: opts.upload.body, headers: opts.upload.headers, uploadedBy: opts.user._id, fileFields: ['file'] });
  const fileUrl = uploadUrl(file.storedName);
  try {
    if (file.kind !== 'image') throw new ApiError('UNSUPPORTED_FILE_TYPE');
    const input = badgeRequestFieldsSchema.parse(fields);
    const exists =
      input.badgeType === 'user'
        ? await User.exists({ _id: input.userId })
        : await Chat.exists({ _id: input.groupId, type: 'group' });
    if (!exists) throw notFound(input.badgeType === 'user' ? 'user' : 'group');
    const created = await BadgeRequest.create({
      badgeType: input.badgeType,
      userId: input.badgeType === 'user' ? input.userId : '',
      groupId: input.badgeType === 'group' ? input.groupId : '',
      fullname: input.fullname,
      email: input.email,
      phone: input.phone,
      fileUrl,
      requestedBy: opts.user._id,
    });
    return created.toJSON();
  } catch (error) {
    await deleteUploads([fileUrl]);
    throw error;
  }
}
