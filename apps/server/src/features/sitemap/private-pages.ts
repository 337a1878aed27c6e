/**
 * The web app's pages that are nobody's business but their holder's or the staff's: behind an
 * order, ticket or scanner link, or behind a login. robots.txt asks crawlers to stay out of them,
 * and because a link can still reach a search engine (shared, mailed, pasted), the pages
 * themselves are answered with `X-Robots-Tag: noindex` so that they are never listed.
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/manage/',
  '/account/',
  '/auth/',
  '/checkout/',
  '/order/',
  '/ticket/',
  '/check-in/',
  '/waiting-list/',
  '/widget/',
  '/dev/',
] as const;

/** Sent with every private page. */
export const NOINDEX = 'noindex, nofollow';

/** Whether a path (with or without its query) is one of the private pages, or the bare prefix of one. */
export function isPrivatePagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return PRIVATE_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}
