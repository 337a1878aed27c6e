// No zod here: the staff's scanner page parses codes without the schemas.

/** Prefix of the Ed25519-signed ticket QR codes; `SD1.` codes are the older HMAC codes only the server can check. */
export const SIGNED_TICKET_CODE_PREFIX = 'SD2';

export interface SignedTicketCode {
  keyId: string;
  eventId: number;
  ticketId: number;
  attendeeShortId: string;
  /** The text the signature covers: everything before the last dot. */
  signedText: string;
  /** base64url of the 64-byte Ed25519 signature. */
  signature: string;
}

/**
 * Splits `SD2.<key_id>.<event_id>.<ticket_id>.<attendee_short_id>.<signature>`; null for
 * anything else. Parsing proves nothing: verify `signature` over `signedText` with the key `keyId`.
 */
export function parseSignedTicketCode(code: string): SignedTicketCode | null {
  const parts = code.trim().split('.');
  if (parts.length !== 6 || parts[0] !== SIGNED_TICKET_CODE_PREFIX) return null;
  const [, keyId, eventText, ticketText, attendeeShortId, signature] = parts as [string, string, string, string, string, string];
  if (!/^[1-9][0-9]{0,9}$/.test(eventText) || !/^[1-9][0-9]{0,9}$/.test(ticketText)) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(keyId) || !/^[A-Za-z0-9_-]{1,64}$/.test(attendeeShortId) || !/^[A-Za-z0-9_-]{86}$/.test(signature))
    return null;
  return {
    keyId,
    eventId: Number(eventText),
    ticketId: Number(ticketText),
    attendeeShortId,
    signedText: parts.slice(0, 5).join('.'),
    signature,
  };
}
