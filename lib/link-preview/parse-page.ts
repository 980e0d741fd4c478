import { Parser } from 'htmlparser2';

/** What a page says about itself, as found in its HTML (values are raw text, not yet trimmed). */
export interface PageFacts {
  /** og: and twitter: tags, by their lower-case name (`og:title`, `twitter:image`, ...) */
  meta: Map<string, string>;
  title: string;
  /** the first <img> that looks like content (not a tracking pixel or inline data) */
  firstImage?: string;
  /** `<link rel="alternate" type="application/json+oembed">` */
  oembedUrl?: string;
}

const WANTED_META = /^(og|twitter):(title|description|site_name|site|image|image:url|image:secure_url|url)$/;

/** An <img> too small to be the page's picture: spacers and tracking pixels say so in their size. */
function isTinyImage(attribs: Record<string, string>): boolean {
  const width = Number.parseInt(attribs.width ?? '', 10);
  const height = Number.parseInt(attribs.height ?? '', 10);
  return (width > 0 && width < 32) || (height > 0 && height < 32);
}

/**
 * Reads the facts a preview needs with htmlparser2 (entities decoded, scripts and styles not
 * text). The first value of each tag wins, as browsers and other unfurlers do.
 */
export function parsePage(html: string): PageFacts {
  const facts: PageFacts = { meta: new Map(), title: '' };
  let inTitle = false;
  let titleDone = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'meta') {
          const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
          if (WANTED_META.test(key) && attribs.content && !facts.meta.has(key)) facts.meta.set(key, attribs.content);
        } else if (name === 'title' && !titleDone) {
          inTitle = true;
        } else if (name === 'img' && !facts.firstImage && attribs.src && !attribs.src.startsWith('data:') && !isTinyImage(attribs)) {
          facts.firstImage = attribs.src;
        } else if (name === 'link' && !facts.oembedUrl && attribs.href && (attribs.type ?? '').toLowerCase() === 'application/json+oembed') {
          facts.oembedUrl = attribs.href;
        }
      },
      ontext(text) {
        if (inTitle) facts.title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}
