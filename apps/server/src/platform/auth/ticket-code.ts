import { sign, verifySignature } from './signing.js';

const PURPOSE = 'ticket-qr';
const PREFIX = 'SD1';

/**
 * What a ticket's QR code holds: the attendee's unguessable short id and an HMAC
 * of it under the app secret. A scanner accepts only codes it can verify, so a
 * code cannot be forged or derived from another ticket.
 */
export function ticketCode(secret: string, attendeeShortId: string): string {
  return `${PREFIX}.${attendeeShortId}.${sign(secret, PURPOSE, attendeeShortId)}`;
}

/** The attendee short id inside a genuine code, or null. */
export function readTicketCode(secret: string, code: string): string | null {
  const [prefix, shortId, signature] = code.trim().split('.');
  if (prefix !== PREFIX || !shortId || !signature) return null;
  return verifySignature(secret, PURPOSE, shortId, signature) ? shortId : null;
}
