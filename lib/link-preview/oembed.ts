import { z } from 'zod';
import { MAX_OEMBED_BYTES, type FetchRules } from './fetch-rules';
import { safeFetch } from './safe-fetch';

// The part of an oEmbed answer (oembed.com, JSON only) a preview uses. Every field is optional
// and anything else is ignored; a malformed answer counts as none.
const oembedAnswer = z.object({
  title: z.string().optional().catch(undefined),
  author_name: z.string().optional().catch(undefined),
  provider_name: z.string().optional().catch(undefined),
  thumbnail_url: z.string().optional().catch(undefined),
});
export type OEmbed = z.infer<typeof oembedAnswer>;

/** The oEmbed answer a page announces, fetched under the same rules; undefined when none or bad. */
export async function fetchOEmbed(url: URL, rules: FetchRules): Promise<OEmbed | undefined> {
  try {
    const answer = await safeFetch(url, { types: /^(application|text)\/(json|json\+oembed)$/, accept: 'application/json', maxBytes: MAX_OEMBED_BYTES }, rules);
    const parsed = oembedAnswer.safeParse(JSON.parse(answer.body.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
