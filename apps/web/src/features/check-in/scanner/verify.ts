import { parseSignedTicketCode, TICKET_CODE_HASH_PREFIX, type TicketSigningKey } from '@stagedoor/contracts';

export type CodeCheck =
  /** A genuine signed code: the ticket exists even if it was sold after the download. */
  | { kind: 'signed'; attendeeShortId: string; ticketId: number }
  /** A code whose signature cannot be checked here (an older code, or no Ed25519 in this browser): trust only the downloaded list. */
  | { kind: 'unverified'; attendeeShortId: string }
  /** Not a ticket of this event, or a forged signature. */
  | { kind: 'invalid' };

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const imported = new Map<string, Promise<CryptoKey | null>>();

function importKey(key: TicketSigningKey): Promise<CryptoKey | null> {
  let pending = imported.get(key.jwk.x);
  if (!pending) {
    pending = crypto.subtle
      ? crypto.subtle.importKey('jwk', { ...key.jwk, ext: true }, { name: 'Ed25519' }, false, ['verify']).catch(() => null)
      : Promise.resolve(null);
    imported.set(key.jwk.x, pending);
  }
  return pending;
}

/** SD1 codes carry the short id second: `SD1.<short id>.<hmac>`. */
function legacyShortId(code: string): string | null {
  const parts = code.trim().split('.');
  return parts.length === 3 && parts[0] === 'SD1' && /^[A-Za-z0-9_-]{1,64}$/.test(parts[1] ?? '') ? (parts[1] ?? null) : null;
}

/** Checks a scanned code without the server, with the event's public keys from the offline download. */
export async function checkCodeOffline(code: string, eventId: number, keys: TicketSigningKey[]): Promise<CodeCheck> {
  const legacy = legacyShortId(code);
  if (legacy) return { kind: 'unverified', attendeeShortId: legacy };
  const signed = parseSignedTicketCode(code);
  if (!signed || signed.eventId !== eventId) return { kind: 'invalid' };
  const key = keys.find((candidate) => candidate.key_id === signed.keyId);
  if (!key) return { kind: 'unverified', attendeeShortId: signed.attendeeShortId };
  const cryptoKey = await importKey(key);
  if (!cryptoKey) return { kind: 'unverified', attendeeShortId: signed.attendeeShortId };
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    cryptoKey,
    fromBase64Url(signed.signature),
    new TextEncoder().encode(signed.signedText),
  );
  return valid ? { kind: 'signed', attendeeShortId: signed.attendeeShortId, ticketId: signed.ticketId } : { kind: 'invalid' };
}

/**
 * The offline download's `code_hash` of a ticket short id read from a QR code: finds the
 * ticket's row, which names the attendee by the list's door id only. Null without WebCrypto.
 */
export async function ticketCodeHash(attendeeShortId: string): Promise<string | null> {
  if (!crypto.subtle) return null;
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${TICKET_CODE_HASH_PREFIX}${attendeeShortId}`)),
  );
  return Array.from(digest.slice(0, 10), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
