import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Organizer rich text, reduced to harmless formatting before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Markup that holds no visible text (`<p><br></p>`, `&nbsp;`) counts as empty. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, '');
  return text.length === 0;
}

/** Sanitized rich text, or null when it holds no text. */
export function richTextOrNull(html: string | null | undefined): string | null {
  if (html === null || html === undefined || isBlankHtml(html)) return null;
  return sanitizeRichText(html);
}

export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
