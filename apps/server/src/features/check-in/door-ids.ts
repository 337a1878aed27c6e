import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { TICKET_CODE_HASH_PREFIX } from '@stagedoor/contracts';
import { attendees } from '../../platform/db/schema.js';

/**
 * How a scan names its attendee: by the list's door id (what every door answer and the
 * offline download carry), or by the ticket's own short id (read from a QR code, or typed
 * from a ticket by someone who holds it already).
 */
export type AttendeeRef = { attendeeId: number } | { shortId: string };

const DOOR_ID = /^d_([1-9][0-9]{0,11})_([0-9a-f]{20})$/;

/** The key door ids are made with, derived from APP_SECRET so that it is used for nothing else. */
export function doorIdKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('stagedoor check-in door ids').digest('hex');
}

/**
 * A door id: `d_<attendee id>_<mac>`, the mac being the first 80 bits of SHA-256 over the
 * secret key, the list's id and the attendee's id. It checks the attendee in on this list
 * and opens nothing else: no ticket page takes it, another list refuses it, and it cannot
 * be made without the key. The list's id (not its short id) keeps it valid across a
 * rotation, so a queue of offline scans still uploads under the new link. The database
 * writes the same value for the offline download (`doorIdSql`).
 */
export function doorId(key: string, listId: number, attendeeId: number): string {
  return `d_${attendeeId}_${mac(key, listId, attendeeId)}`;
}

function mac(key: string, listId: number, attendeeId: number): string {
  return createHash('sha256').update(`${key}:${listId}:${attendeeId}`).digest('hex').slice(0, 20);
}

/** The same door id written by the database, for the rows of the offline download. */
export function doorIdSql(key: string, listId: number): SQL {
  return sql`'d_' || ${attendees.id} || '_' || left(encode(sha256(convert_to(${key}::text || ':' || ${listId}::int || ':' || ${attendees.id}, 'UTF8')), 'hex'), 20)`;
}

/**
 * What a scanner sent as `attendee_short_id`: a door id of this list (its mac checked),
 * or else a ticket short id. A door id of another list or a forged one names nobody.
 */
export function readAttendeeRef(key: string, listId: number, text: string): AttendeeRef | null {
  const match = DOOR_ID.exec(text);
  if (!match) return text.startsWith('d_') ? null : { shortId: text };
  const attendeeId = Number(match[1]);
  const expected = Buffer.from(mac(key, listId, attendeeId));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? { attendeeId } : null;
}

/** The condition that picks the attendee a reference names. */
export function refCondition(ref: AttendeeRef): SQL {
  return 'attendeeId' in ref ? sql`${attendees.id} = ${ref.attendeeId}` : sql`${attendees.shortId} = ${ref.shortId}`;
}

/**
 * The offline download's `code_hash` of a ticket: the first 80 bits of SHA-256 of
 * `sd-ticket:<short id>`. A device that reads a ticket's QR code offline finds the
 * ticket's row by it; the hash gives the short id (the ticket page's key) to nobody.
 */
export const codeHashSql = sql`left(encode(sha256(convert_to(${TICKET_CODE_HASH_PREFIX}::text || ${attendees.shortId}, 'UTF8')), 'hex'), 20)`;
