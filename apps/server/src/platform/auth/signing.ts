import { createHmac, timingSafeEqual } from 'node:crypto';

/** A short HMAC-SHA256 signature of `value` under the app secret, URL-safe. */
export function sign(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url').slice(0, 22);
}

export function verifySignature(secret: string, purpose: string, value: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
