import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer of organizer HTML. Only formatting survives: no scripts, event
 * handlers, styles, frames, forms, images, svg or meta tags, and links only to
 * http(s) and mailto (entity-encoded and whitespace-split `javascript:` included).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // `//host/path` would borrow the page's scheme: only absolute links.
  allowProtocolRelative: false,
  // What a dropped tag wraps is dropped with it where it is code or chrome, not text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
    'select',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

const PLAIN: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Organizer rich text, reduced to harmless formatting before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Markup that holds no visible text (`<p><br></p>`, `&nbsp;`) counts as empty. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = sanitizeHtml(html, PLAIN)
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, '');
  return text.length === 0;
}

/** Sanitized rich text, or null when it holds no text. */
export function richTextOrNull(html: string | null | undefined): string | null {
  if (html === null || html === undefined || isBlankHtml(html)) return null;
  return sanitizeRichText(html);
}

// Public pages and purchases read the same few texts again and again: remember the latest
// results, up to a budget of characters (least recently used out first). A text larger than an
// eighth of the budget is rendered each time rather than pushing out everything else.
const RENDERED_BUDGET = 2_000_000;
const RENDERED = new LRUCache<string, { html: string | null }>({
  maxSize: RENDERED_BUDGET,
  maxEntrySize: RENDERED_BUDGET / 8,
  sizeCalculation: (value, key) => 1 + key.length + (value.html?.length ?? 0),
});

/** Characters the rendered texts hold in memory, within the budget. */
export const renderedCacheSize = (): number => RENDERED.calculatedSize;

/**
 * Organizer HTML on its way to a page or an API answer. Rows written before the
 * sanitizer was applied on write, or by any other path, are made harmless here too.
 */
export function renderRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const known = RENDERED.get(html);
  if (known) return known.html;
  const result = richTextOrNull(html);
  RENDERED.set(html, { html: result });
  return result;
}
