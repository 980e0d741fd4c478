import type { Types } from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { MAX_UPLOAD_BYTES } from '@/lib/config/public-config';
import { env } from '@/lib/env';
import { takeHit } from '@/lib/util/rate-limit';
import { UploadedFile, type UploadedFileDoc } from '@/models/UploadedFile';
import { classifyUpload } from './classify-upload';
import { fileStore } from './current-store';
import { newStoredName, noFile, receiveMultipart, type UploadSource } from './multipart-file';

export type { UploadSource };

/** The largest form taken: a file of the maximum size, with room for the multipart framing and small fields. */
export const MAX_UPLOAD_FORM_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;

interface ReceiveOptions extends UploadSource {
  uploadedBy: Types.ObjectId;
  /** the form fields that may carry the file, first one wins */
  fileFields?: string[];
}

export interface ReceivedUpload {
  file: UploadedFileDoc;
  /** the other (text) fields of the form */
  fields: Record<string, string>;
}

/**
 * Receives the file of a multipart request into the file store, checks its size and type, and
 * records it. Every upload route comes here, so here each account's uploads are counted
 * (UPLOADS_PER_USER_PER_MINUTE, shared by every app process when REDIS_URL is set), before a
 * byte is read, and a body that says it is too large is refused unread.
 */
export async function receiveUpload(opts: ReceiveOptions): Promise<ReceivedUpload> {
  await takeHit(`upload:${opts.uploadedBy}`, env().UPLOADS_PER_USER_PER_MINUTE, 60_000);
  const declaredLength = Number(opts.headers.get('content-length') ?? NaN);
  if (declaredLength > MAX_UPLOAD_FORM_BYTES) throw new ApiError('FILE_TOO_LARGE');
  const fileFields = opts.fileFields ?? ['file'];
  const store = fileStore();

  const { part, fields } = await receiveMultipart({ body: opts.body, headers: opts.headers, fileFields, store });
  if (!part) throw noFile(fileFields, 'REQUIRED');
  if (part.size === 0 || !part.storedName) throw noFile([part.field], 'EMPTY');
  let storedName = part.storedName;
  try {
    // Again with every field of the form: a `type` sent after the file may refuse it, or pick
    // another reading of a container (and so another extension).
    const type = classifyUpload({ sample: part.sample, fileName: part.fileName, declaredMime: part.declaredMime, typeField: fields.type, field: part.field });
    if (type.ext !== part.type?.ext) {
      const renamed = newStoredName(type.ext);
      await store.rename(storedName, renamed);
      storedName = renamed;
    }
    const doc = await UploadedFile.create({
      storedName,
      originalName: part.fileName || `file.${type.ext}`,
      mimeType: type.mime,
      size: part.size,
      kind: type.kind,
      uploadedBy: opts.uploadedBy,
    });
    return { file: doc.toObject<UploadedFileDoc>(), fields };
  } catch (error) {
    await store.remove([storedName]).catch(() => undefined);
    throw error;
  }
}
