import { invalidField } from '@/lib/errors/api-error';
import { UploadedFile, type UploadedFileDoc } from '@/models/UploadedFile';
import type { FileKind } from './sniff-type';
import { storedNameFromUrl, uploadUrl } from './upload-url';

/**
 * The uploaded file a URL points at, when it is one of `kinds`; else 400 VALIDATION_ERROR about
 * `field` (the body key the URL came in). Answers the canonical `/uploads/<name>` URL, whatever
 * origin or /api prefix came in.
 */
export async function requireUploadedFile(opts: { url: string; kinds: FileKind[]; field: string }): Promise<{ url: string; file: UploadedFileDoc }> {
  const refused = invalidField(opts.field, { reason: 'INVALID_FORMAT', text: 'fileUrlInvalid' });
  const storedName = storedNameFromUrl(opts.url);
  if (!storedName) throw refused;
  const file = await UploadedFile.findOne({ storedName, kind: { $in: opts.kinds } }).lean<UploadedFileDoc>();
  if (!file) throw refused;
  return { url: uploadUrl(storedName), file };
}
