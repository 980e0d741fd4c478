import type mongoose from 'mongoose';
import type { LinkPreview } from '@/lib/contract/answers/link-preview';
import { MAX_HTML_BYTES, type FetchRules } from './fetch-rules';
import { fetchOEmbed, type OEmbed } from './oembed';
import { parsePage, type PageFacts } from './parse-page';
import { storePreviewImage } from './preview-image';
import { cleanText, httpUrl, PREVIEW_TEXT_LIMITS } from './preview-text';
import { safeFetch } from './safe-fetch';

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/;

const first = (facts: PageFacts, ...keys: string[]) => keys.map((key) => facts.meta.get(key)).find((value) => value?.trim());

/** The picture a page names: Open Graph, Twitter card, its oEmbed thumbnail, else its first image. */
function pictureOf(facts: PageFacts, oembed: OEmbed | undefined, page: URL): URL | undefined {
  const named = first(facts, 'og:image', 'og:image:secure_url', 'og:image:url', 'twitter:image') ?? oembed?.thumbnail_url ?? facts.firstImage;
  return httpUrl(named, page);
}

/**
 * A preview of `link`: Open Graph and Twitter card tags, else the page's <title> and first
 * meaningful image, with gaps filled from the page's oEmbed answer. Null when the page cannot be
 * fetched under the rules or says nothing worth showing. `owner` is recorded as the uploader of
 * the stored picture.
 */
export async function unfurl(link: string, owner: mongoose.Types.ObjectId, rules: FetchRules): Promise<LinkPreview | null> {
  const page = await safeFetch(link, { types: HTML_TYPES, accept: 'text/html,application/xhtml+xml', maxBytes: MAX_HTML_BYTES, truncate: true }, rules);
  const facts = parsePage(page.body.toString('utf8'));
  const oembedUrl = httpUrl(facts.oembedUrl, page.url);
  const oembed = oembedUrl ? await fetchOEmbed(oembedUrl, rules) : undefined;
  const title = cleanText(first(facts, 'og:title', 'twitter:title') ?? oembed?.title ?? facts.title, PREVIEW_TEXT_LIMITS.title);
  const description = cleanText(first(facts, 'og:description', 'twitter:description'), PREVIEW_TEXT_LIMITS.description);
  const siteName = cleanText(first(facts, 'og:site_name') ?? oembed?.provider_name ?? page.url.hostname, PREVIEW_TEXT_LIMITS.siteName);
  const picture = pictureOf(facts, oembed, page.url);
  const image = picture ? await storePreviewImage(picture, owner, rules) : undefined;
  if (!title && !description && !image) return null;
  return { url: link, ...(title && { title }), ...(description && { description }), ...(siteName && { siteName }), ...(image && { image }) };
}
