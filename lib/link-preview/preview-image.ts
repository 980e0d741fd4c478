import { Readable } from 'node:stream';
import sharp from 'sharp';
import type mongoose from 'mongoose';
import { fileStore } from '@/lib/files/current-store';
import { newStoredName } from '@/lib/files/multipart-file';
import { uploadUrl } from '@/lib/files/upload-url';
import { UploadedFile } from '@/models/UploadedFile';
import { MAX_IMAGE_BYTES, type FetchRules } from './fetch-rules';
import { safeFetch } from './safe-fetch';

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;
const MAX_SIDE = 640;
// A small file may still claim a huge canvas: sharp refuses to decode past this many pixels.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The page's picture, fetched under the preview rules, decoded and re-encoded by sharp (only
 * pixels survive: no script, no metadata) at most MAX_SIDE wide or high, and kept in our own file
 * store. Readers load it from /uploads, so their address never reaches the linked site.
 * Undefined when it cannot be fetched or is no image.
 */
export async function storePreviewImage(url: URL, owner: mongoose.Types.ObjectId, rules: FetchRules): Promise<string | undefined> {
  try {
    const fetched = await safeFetch(url, { types: IMAGE_TYPES, accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', maxBytes: MAX_IMAGE_BYTES }, rules);
    const webp = await sharp(fetched.body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const storedName = newStoredName('webp');
    await fileStore().put(storedName, Readable.from([webp]), { contentType: 'image/webp', size: webp.length });
    await UploadedFile.create({ storedName, originalName: 'preview.webp', mimeType: 'image/webp', size: webp.length, kind: 'image', uploadedBy: owner });
    return uploadUrl(storedName);
  } catch {
    return undefined;
  }
}
