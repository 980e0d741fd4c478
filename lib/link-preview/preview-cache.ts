import type { LinkPreview } from '@/lib/contract/answers/link-preview';
import { processSingleton } from '@/lib/util/process-singleton';
import { LinkPreviewCache } from '@/models/LinkPreviewCache';

export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** How many URLs' answers a process keeps beside the cache (the least recently stored go first). */
const KNOWN_MAX = 2_000;

interface KnownAnswer {
  preview: LinkPreview | null;
  /** the cache row's expiry, in ms */
  expiresAt: number;
}

/**
 * The answers this process read from the cache or wrote to it lately, until their rows expire: a
 * send whose link is among them carries its preview from the start (schedule-preview.ts), with
 * no command and no second announcement to the chat. Rows change only when they expire, so what
 * is kept here is what the cache holds.
 */
const known = processSingleton('linkPreviewAnswers', () => new Map<string, KnownAnswer>());

function remember(url: string, answer: KnownAnswer): void {
  known.delete(url);
  known.set(url, answer);
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
}

/** The answer for `url` this process knows without asking the database; undefined when it knows none. */
export function knownPreview(url: string): LinkPreview | null | undefined {
  const answer = known.get(url);
  if (!answer) return undefined;
  if (answer.expiresAt > Date.now()) return answer.preview;
  known.delete(url);
  return undefined;
}

/** A cached answer for `url`: the preview, null for a cached failure, undefined when none is current. */
export async function cachedPreview(url: string): Promise<LinkPreview | null | undefined> {
  const row = await LinkPreviewCache.findOne({ url, expiresAt: { $gt: new Date() } }, { preview: 1, expiresAt: 1 }).lean();
  if (!row) return undefined;
  const preview = (row.preview as LinkPreview | null) ?? null;
  remember(url, { preview, expiresAt: row.expiresAt.getTime() });
  return preview;
}

export async function cachePreview(url: string, preview: LinkPreview | null): Promise<void> {
  const expiresAt = new Date(Date.now() + CACHE_TTL_MS);
  await LinkPreviewCache.updateOne({ url }, { $set: { preview, expiresAt } }, { upsert: true });
  remember(url, { preview, expiresAt: expiresAt.getTime() });
}

/** Drops expired rows (the periodic jobs: FerretDB has no TTL indexes). */
export async function purgeExpiredPreviews(): Promise<void> {
  await LinkPreviewCache.deleteMany({ expiresAt: { $lte: new Date() } });
}
