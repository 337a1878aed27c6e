import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * Organizer HTML as the text a person reads: tags dropped, entities turned back into the
 * characters they stand for. sanitize-html escapes the text it keeps, so without the
 * decoding a mail or page that escapes its text would show `&amp;` for `&`.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
