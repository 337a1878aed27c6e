import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  parseSignedTicketCode,
  SIGNED_TICKET_CODE_PREFIX,
  type TicketSigningKey,
  type TicketSigningKeyDetails,
} from '@stagedoor/contracts';
import type { Db } from '../db/client.js';
import { ticketSigningKeys } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { seal, unseal, type SealPurpose } from './sealed.js';
import { inAccount } from './scope.js';

/**
 * Ed25519 keys that sign ticket QR codes, so that a scanner holding only the public
 * key can tell a genuine ticket from a forged one without the server. One current
 * key per account; its private half is stored sealed under APP_SECRET
 * (platform/auth/sealed.ts), so a copy of the database alone cannot sign.
 */
const PRIVATE_KEYS: SealPurpose = { salt: 'ticket-signing-keys', info: 'stagedoor ticket signing key v1' };

const encrypt = (secret: string, plain: Buffer) => seal(secret, PRIVATE_KEYS, plain);
const decrypt = (secret: string, stored: string) => unseal(secret, PRIVATE_KEYS, stored);

type KeyRow = typeof ticketSigningKeys.$inferSelect;

/** The 32 raw bytes of the public key, base64url: the `x` of its JWK. */
function rawPublicKey(key: KeyObject): string {
  return (key.export({ format: 'jwk' }) as { x: string }).x;
}

function publicKeyObject(x: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/** Decrypted private keys by key id, with the secret they were read under: decrypting on every ticket page would cost more than signing. */
const privateKeys = new Map<string, { secret: string; key: KeyObject }>();

async function createKey(db: Db, secret: string, accountId: number): Promise<KeyRow> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  try {
    const [row] = await db
      .insert(ticketSigningKeys)
      .values({
        accountId,
        keyId: randomBytes(6).toString('base64url'),
        publicKey: rawPublicKey(publicKey),
        privateKey: encrypt(secret, der),
      })
      .returning();
    return row!;
  } catch (error) {
    // Another request created the account's first key at the same moment: use that one.
    if (!isUniqueViolation(error)) throw error;
    const [row] = await db
      .select()
      .from(ticketSigningKeys)
      .where(inAccount(ticketSigningKeys, accountId, isNull(ticketSigningKeys.retiredAt)));
    return row!;
  }
}

/** The account's current signing key, created on first use. */
export async function currentSigningKey(db: Db, secret: string, accountId: number): Promise<KeyRow> {
  const [row] = await db
    .select()
    .from(ticketSigningKeys)
    .where(inAccount(ticketSigningKeys, accountId, isNull(ticketSigningKeys.retiredAt)));
  return row ?? createKey(db, secret, accountId);
}

export interface SignedTicket {
  accountId: number;
  eventId: number;
  ticketId: number;
  attendeeShortId: string;
}

/** `SD2.<key_id>.<event_id>.<ticket_id>.<attendee_short_id>.<Ed25519 signature>` (contracts: parseSignedTicketCode). */
export async function signedTicketCode(db: Db, secret: string, ticket: SignedTicket): Promise<string> {
  let key = await currentSigningKey(db, secret, ticket.accountId);
  const cached = privateKeys.get(key.keyId);
  let privateKey = cached?.secret === secret ? cached.key : undefined;
  if (!privateKey) {
    let der: Buffer;
    try {
      der = decrypt(secret, key.privateKey);
    } catch {
      // APP_SECRET changed: this key can never sign again. Retire it (its codes stay valid) and start a new one.
      key = await rotateSigningKey(db, secret, ticket.accountId, { revokePrevious: false });
      der = decrypt(secret, key.privateKey);
    }
    privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    privateKeys.set(key.keyId, { secret, key: privateKey });
  }
  const text = [SIGNED_TICKET_CODE_PREFIX, key.keyId, ticket.eventId, ticket.ticketId, ticket.attendeeShortId].join('.');
  return `${text}.${sign(null, Buffer.from(text), privateKey).toString('base64url')}`;
}

/** The ticket a signed code names when its signature verifies under a key of the account that is not revoked; else null. */
export async function readSignedTicketCode(db: Db, code: string): Promise<(SignedTicket & { keyId: string }) | null> {
  const parsed = parseSignedTicketCode(code);
  if (!parsed) return null;
  const [key] = await db
    .select()
    .from(ticketSigningKeys)
    .where(and(eq(ticketSigningKeys.keyId, parsed.keyId), isNull(ticketSigningKeys.revokedAt)));
  if (!key) return null;
  const valid = verify(null, Buffer.from(parsed.signedText), publicKeyObject(key.publicKey), Buffer.from(parsed.signature, 'base64url'));
  if (!valid) return null;
  return {
    accountId: key.accountId,
    eventId: parsed.eventId,
    ticketId: parsed.ticketId,
    attendeeShortId: parsed.attendeeShortId,
    keyId: key.keyId,
  };
}

/** Every key whose codes a scanner should accept, the current (newest) one first. */
export async function publicKeysOf(db: Db, secret: string, accountId: number): Promise<TicketSigningKey[]> {
  await currentSigningKey(db, secret, accountId);
  const rows = await db
    .select()
    .from(ticketSigningKeys)
    .where(inAccount(ticketSigningKeys, accountId, isNull(ticketSigningKeys.revokedAt)))
    .orderBy(desc(ticketSigningKeys.id));
  return rows.map((row) => ({
    key_id: row.keyId,
    algorithm: 'Ed25519' as const,
    jwk: { kty: 'OKP' as const, crv: 'Ed25519' as const, x: row.publicKey },
  }));
}

/**
 * Starts a new current key (docs/check-in.md "Key rotation"). With `revokePrevious` the
 * old key's codes stop verifying at once, on the server and on the next download of
 * every scanner; otherwise they stay valid and only new codes use the new key.
 */
export async function rotateSigningKey(db: Db, secret: string, accountId: number, options: { revokePrevious: boolean }): Promise<KeyRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(ticketSigningKeys)
      .set({ retiredAt: now, ...(options.revokePrevious ? { revokedAt: now } : {}) })
      .where(inAccount(ticketSigningKeys, accountId, isNull(ticketSigningKeys.retiredAt)));
    return createKey(tx, secret, accountId);
  });
}

/** Every key of the account, newest first, revoked ones included, for the account's settings. */
export async function signingKeysOf(db: Db, secret: string, accountId: number): Promise<TicketSigningKeyDetails[]> {
  await currentSigningKey(db, secret, accountId);
  const rows = await db.select().from(ticketSigningKeys).where(inAccount(ticketSigningKeys, accountId)).orderBy(desc(ticketSigningKeys.id));
  return rows.map((row) => ({
    key_id: row.keyId,
    algorithm: 'Ed25519' as const,
    jwk: { kty: 'OKP' as const, crv: 'Ed25519' as const, x: row.publicKey },
    created_at: row.createdAt.toISOString(),
    retired_at: row.retiredAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }));
}
