import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKeyOf } from '../../platform/http/client-key.js';

/** The browser's holder id, signed, in a cookie only the public API reads. */
export const HOLDER_COOKIE = 'stagedoor_holder';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

function sign(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`holder:${id}`).digest('base64url').slice(0, 22);
}

function readHolder(secret: string, value: string | undefined): string | null {
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(value) : null;
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? match[1]! : null;
}

export interface HoldKeys {
  /** Counted against MAX_HOLDS_PER_CLIENT: the browser's key, or the address's for a client without a holder cookie. */
  clientKey: string;
  /** Counted against MAX_HOLDS_PER_ADDRESS when clientKey is a browser's; null otherwise. */
  addressKey: string | null;
}

/**
 * Who a reservation's holds count against (docs/locking.md, "The hold rule"). A browser with its signed holder
 * cookie is capped by itself, so hundreds of buyers behind one campus or carrier address each get the cap; all the
 * browsers of one address share a much larger ceiling, so cookies made up by the thousand hoard no more than that.
 * A client without the cookie (a first visit, or a script that drops it) is counted by its address under the small
 * cap, and gets a cookie with the answer. `addressKey` is clientKeyOf() of the request's address, which the caller
 * has already worked out.
 */
export function holdKeysOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secret: string; secure: boolean; addressKey: string },
): HoldKeys {
  const { secret, secure, addressKey } = options;
  const holder = readHolder(secret, request.cookies?.[HOLDER_COOKIE]);
  if (holder) return { clientKey: clientKeyOf(secret, `holder:${holder}`), addressKey };
  const id = randomBytes(16).toString('base64url').slice(0, 22);
  reply.setCookie(HOLDER_COOKIE, `${id}.${sign(secret, id)}`, {
    path: '/api/public/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
  return { clientKey: addressKey, addressKey: null };
}
