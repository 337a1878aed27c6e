import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The admission a buyer shows with an order: `<entry id>.<event id>.<expiry, epoch seconds>.<HMAC>`, signed under a
 * key derived from APP_SECRET for this one purpose. Any process verifies it without reading the database; only
 * "one order at a time" (start-order.ts) needs a write.
 */
export interface Admission {
  entryId: number;
  eventId: number;
  expiresAt: Date;
}

const keys = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'stagedoor', 'waiting-room-admission', 32));
    keys.set(appSecret, key);
  }
  return key;
}

function signature(appSecret: string, payload: string): string {
  return createHmac('sha256', keyFor(appSecret)).update(payload).digest('base64url');
}

export function signAdmission(appSecret: string, admission: Admission): string {
  const payload = `${admission.entryId}.${admission.eventId}.${Math.floor(admission.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(appSecret, payload)}`;
}

/** The admission the token holds when its signature is ours; expiry and event are the caller's to check. */
export function readAdmission(appSecret: string, token: string): Admission | null {
  const match = /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, entryId, eventId, expires, given] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signature(appSecret, `${entryId}.${eventId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { entryId: Number(entryId), eventId: Number(eventId), expiresAt: new Date(Number(expires) * 1000) };
}
