import { ApiError } from '@/lib/api/errors';
import { UploadedFile, type UploadedFileDoc } from '@/models/UploadedFile';
import type { FileKind } from './sniff-type';
import { storedNameFromUrl, uploadUrl } from './upload-url';

/**
 * The uploaded file a URL points at, when it is one of `kinds`; else 400 INVALID_FILE_URL.
 * Answers the canonical `/uploads/<name>` URL, whatever origin or /api prefix came in.
 */
export async function requireUploadedFile(opts: { url: string; kinds: FileKind[] }): Promise<{ url: string; file: UploadedFileDoc }> {
  const storedName = storedNameFromUrl(opts.url);
  if (!storedName) throw new ApiError('INVALID_FILE_URL');
  const file = await UploadedFile.findOne({ storedName, kind: { $in: opts.kinds } }).lean<UploadedFileDoc>();
  if (!file) throw new ApiError('INVALID_FILE_URL');
  return { url: uploadUrl(storedName), file };
}
