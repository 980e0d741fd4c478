import type mongoose from 'mongoose';
import type { LinkPreview } from '@/lib/contract/answers/link-preview';
import { logger } from '@/lib/log/logger';
import { processSingleton } from '@/lib/util/process-singleton';
import { appFetchRules, UNFURL_BUDGET_MS, type FetchRules } from './fetch-rules';
import { LinkFetchError } from './link-fetch-error';
import { cachedPreview, cachePreview } from './preview-cache';
import { unfurl } from './unfurl';

/** Unfurls running at once in this process; more wait their turn (each holds sockets and a sharp job). */
const MAX_PARALLEL = 4;

interface QueueState {
  /** one fetch per URL at a time: later asks for the same URL share the running one */
  inFlight: Map<string, Promise<LinkPreview | null>>;
  running: number;
  waiting: Array<() => void>;
}

const state = processSingleton<QueueState>('linkPreviewQueue', () => ({ inFlight: new Map(), running: 0, waiting: [] }));

async function takeTurn(): Promise<void> {
  if (state.running < MAX_PARALLEL) {
    state.running += 1;
    return;
  }
  await new Promise<void>((resolve) => state.waiting.push(resolve));
}

function endTurn(): void {
  const next = state.waiting.shift();
  if (next) next();
  else state.running -= 1;
}

/** Fetches, within the budget, and caches the answer, a failure as null. */
async function fetchAndCache(url: string, owner: mongoose.Types.ObjectId, rulesFor: (signal: AbortSignal) => FetchRules): Promise<LinkPreview | null> {
  await takeTurn();
  const budget = AbortSignal.timeout(UNFURL_BUDGET_MS);
  let preview: LinkPreview | null = null;
  try {
    preview = await unfurl(url, owner, rulesFor(budget));
  } catch (error) {
    // The kind of failure only: the URL and the addresses are the message's text.
    logger().debug({ failure: error instanceof LinkFetchError ? error.failure : 'other' }, '[link-preview] no preview');
  } finally {
    endTurn();
  }
  await cachePreview(url, preview);
  return preview;
}

/**
 * The preview of `url`: from the cache when it is there (failures included), else fetched once
 * however many messages ask for it at the same time.
 */
export async function previewOf(url: string, owner: mongoose.Types.ObjectId, opts: { rulesFor?: (signal: AbortSignal) => FetchRules; mayFetch: () => Promise<boolean> }): Promise<LinkPreview | null> {
  const running = state.inFlight.get(url);
  if (running) return running;
  const cached = await cachedPreview(url);
  if (cached !== undefined) return cached;
  if (!(await opts.mayFetch())) return null;
  // Checked again after the awaits: another ask may have started the fetch meanwhile.
  const started = state.inFlight.get(url);
  if (started) return started;
  const fetching = fetchAndCache(url, owner, opts.rulesFor ?? appFetchRules).finally(() => state.inFlight.delete(url));
  state.inFlight.set(url, fetching);
  return fetching;
}

/** Unfurls running or waiting for their turn in this process (the metrics' queue_depth{queue="link_preview"}). */
export const previewQueueDepth = () => state.running + state.waiting.length;
