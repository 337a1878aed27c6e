import { slugify as transliterateToSlug } from 'transliteration';

const MAX_LENGTH = 80;

/**
 * The URL slug of an event title: lower-case ASCII letters and digits joined by dashes, never empty. Other scripts
 * are transliterated (transliteration's tables: "Straße" → strasse, Cyrillic and Greek to Latin, Chinese and
 * Japanese kanji to pinyin, kana to romaji) so that every title gives a readable slug. A stored slug is never
 * recomputed on read, and the event page redirects any other slug to the stored one, so links made with an
 * earlier slug keep working.
 */
export function slugify(title: string): string {
  const slug = transliterateToSlug(title, { lowercase: true, separator: '-', allowedChars: 'a-zA-Z0-9', trim: true })
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'event';
}
