import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer of organizer HTML. Only formatting survives: no scripts, event
 * handlers, styles, frames, forms, images, svg or meta tags, and links only to
 * http(s) and mailto (entity-encoded and whitespace-split `javascript:` included).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // `//host/path` would borrow the page's scheme: only absolute links.
  allowProtocolRelative: false,
  // What a dropped tag wraps is dropped with it where it is code or chrome, not text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head', 'select', 'xmp', 'noembed', 'noframes'],
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
// results, up to a budget of characters (oldest out first).
const RENDERED = new Map<string, string | null>();
const RENDERED_BUDGET = 2_000_000;
let renderedSize = 0;

/**
 * Organizer HTML on its way to a page or an API answer. Rows written before the
 * sanitizer was applied on write, or by any other path, are made harmless here too.
 */
export function renderRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const known = RENDERED.get(html);
  if (known !== undefined) return known;
  const result = richTextOrNull(html);
  const size = html.length + (result?.length ?? 0);
  if (size <= RENDERED_BUDGET / 8) {
    for (const [key, value] of RENDERED) {
      if (renderedSize + size <= RENDERED_BUDGET) break;
      RENDERED.delete(key);
      renderedSize -= key.length + (value?.length ?? 0);
    }
    RENDERED.set(html, result);
    renderedSize += size;
  }
  return result;
}
