import type { LinkPreview } from '@/lib/contract/answers/link-preview';
import { LinkPreviewCache } from '@/models/LinkPreviewCache';

export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** A cached answer for `url`: the preview, null for a cached failure, undefined when none is current. */
export async function cachedPreview(url: string): Promise<LinkPreview | null | undefined> {
  const row = await LinkPreviewCache.findOne({ url, expiresAt: { $gt: new Date() } }, { preview: 1 }).lean();
  return row ? ((row.preview as LinkPreview | null) ?? null) : undefined;
}

export async function cachePreview(url: string, preview: LinkPreview | null): Promise<void> {
  await LinkPreviewCache.updateOne({ url }, { $set: { preview, expiresAt: new Date(Date.now() + CACHE_TTL_MS) } }, { upsert: true });
}

/** Drops expired rows (the periodic jobs: FerretDB has no TTL indexes). */
export async function purgeExpiredPreviews(): Promise<void> {
  await LinkPreviewCache.deleteMany({ expiresAt: { $lte: new Date() } });
}
