import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * An unguessable id for public URLs: 16 characters of a 57-letter alphabet
 * (over 90 bits of entropy), with a prefix naming what it identifies.
 */
export function newShortId(prefix: 'o' | 'a' | 'c'): string {
  return `${prefix}_${randomString(ALPHABET, 16)}`;
}

/** A reference people read out on the phone: no 0/O or 1/I. */
export function newPublicReference(): string {
  return `SD-${randomString(REFERENCE_ALPHABET, 8)}`;
}
