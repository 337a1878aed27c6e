import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a ticket signing key's private half, a webhook's signing secret) are
 * stored sealed: AES-256-GCM under a key derived (HKDF-SHA256) from APP_SECRET for one purpose, so a copy of
 * the database alone reveals none of them. `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export interface SealPurpose {
  salt: string;
  info: string;
}

function keyFor(appSecret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, purpose.salt, purpose.info, 32));
}

export function seal(appSecret: string, purpose: SealPurpose, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function isSealed(stored: string): boolean {
  return stored.startsWith('v1.');
}

/** The sealed value; throws when it was sealed under another APP_SECRET or changed since. */
export function unseal(appSecret: string, purpose: SealPurpose, stored: string): Buffer {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed value format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}
