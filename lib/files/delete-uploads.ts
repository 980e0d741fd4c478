import { rm } from 'node:fs/promises';
import path from 'node:path';
import { UploadedFile } from '@/models/UploadedFile';
import { uploadDir } from './receive-upload';
import { storedNameFromUrl } from './upload-url';

/** Removes uploaded files (their bytes and their records) named by these URLs; others are ignored. */
export async function deleteUploads(urls: Iterable<string>): Promise<void> {
  const names = [...new Set([...urls].flatMap((url) => storedNameFromUrl(url) ?? []))];
  if (!names.length) return;
  await Promise.all(names.map((name) => rm(path.join(uploadDir(), name), { force: true })));
  await UploadedFile.deleteMany({ storedName: { $in: names } });
}
