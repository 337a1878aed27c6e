import { createHmac } from 'node:crypto';

/**
 * What an order keeps of the buyer's address: a keyed hash, enough to count one
 * client's holds (MAX_HOLDS_PER_CLIENT) and useless for finding out the address.
 */
export function clientKeyOf(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client-address:${address}`).digest('base64url').slice(0, 22);
}
