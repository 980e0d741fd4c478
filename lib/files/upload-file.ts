import { UPLOAD_FILE_FIELDS } from '@/lib/validations/upload';
import type { UserDoc } from '@/models/User';
import type { UploadedFileDoc } from '@/models/UploadedFile';
import { receiveUpload, type UploadSource } from './receive-upload';
import { uploadUrl } from './upload-url';

/** The answer of POST /upload (API.md). */
export function toUploadAnswer(file: UploadedFileDoc) {
  const url = uploadUrl(file.storedName);
  return { url, fileUrl: url, fileName: file.originalName, fileType: file.mimeType, fileSize: file.size, kind: file.kind };
}

export async function uploadFile(opts: { user: UserDoc; upload: UploadSource }) {
  // The optional `type` field only adds a claim the bytes must match (see classify-upload).
  const { file } = await receiveUpload({
    body: opts.upload.body,
    headers: opts.upload.headers,
    uploadedBy: opts.user._id,
    fileFields: [...UPLOAD_FILE_FIELDS],
  });
  return toUploadAnswer(file);
}
