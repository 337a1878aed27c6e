import { createHmac } from 'node:crypto';

/**
 * A public client's identity as the server keeps it: a keyed hash of its address (the
 * address the rate limits count), enough to count one client's holds (MAX_HOLDS_PER_CLIENT)
 * and to keep its Idempotency-Keys apart from everyone else's, and useless for finding out
 * the address.
 */
export function clientKeyOf(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client-address:${address}`).digest('base64url').slice(0, 22);
}
