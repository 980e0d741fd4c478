import { UploadedFile } from '@/models/UploadedFile';
import { fileStore } from './current-store';
import { storedNameFromUrl } from './upload-url';

/** Removes uploaded files (their bytes and their records) named by these URLs; others are ignored. */
export async function deleteUploads(urls: Iterable<string>): Promise<void> {
  const names = [...new Set([...urls].flatMap((url) => storedNameFromUrl(url) ?? []))];
  if (!names.length) return;
  await fileStore().remove(names);
  await UploadedFile.deleteMany({ storedName: { $in: names } });
}
