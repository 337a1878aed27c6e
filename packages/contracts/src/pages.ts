/**
 * SPEC §2: the buyer pages and the staff's scanner. The server answers these addresses with the lean
 * public entry of the web app (public.html), and the two web entries hand each other these addresses
 * by a full page load.
 */
const PUBLIC_PAGE_PATH = /^\/(?:event|e|widget|checkout|order|ticket|check-in|waiting-list)(?:\/|$)/;

/** Whether a path (with or without its query) is one of the public pages. */
export function isPublicPagePath(url: string): boolean {
  return PUBLIC_PAGE_PATH.test(url);
}
