/** SPEC §5: the length of a promo code, once trimmed. */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 50;

/**
 * The `promo_code` of an event page's address as the page is priced with it: trimmed, and null when it
 * is missing or could not be a code at all. The server that draws the page and the browser that
 * hydrates it both read the address this way, so they price the same tickets.
 */
export function plausiblePromoCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return code.length >= PROMO_CODE_MIN_LENGTH && code.length <= PROMO_CODE_MAX_LENGTH ? code : null;
}
