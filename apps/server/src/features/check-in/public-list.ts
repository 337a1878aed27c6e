import { inArray, sql } from 'drizzle-orm';
import type { PublicCheckInList } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { tickets } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { listCounts } from './list-counts.js';
import { checkInListStatus } from './list-status.js';

export interface OpenList {
  list: {
    id: number;
    accountId: number;
    shortId: string;
    name: string;
    description: string | null;
    activatesAt: Date | null;
    expiresAt: Date | null;
    createdAt: Date;
  };
  event: { id: number; title: string; startDate: Date; endDate: Date | null; timezone: string };
  ticketIds: number[];
  /** The list's tickets that are passes (validity ALL_DATES): admitted once on each date (pass_admissions). */
  passTicketIds: number[];
  /** The one date the list admits on; null: every date. */
  eventDate: ListDate | null;
}

/** A date as the door names it. */
export interface ListDate {
  id: number;
  startDate: Date;
  endDate: Date | null;
  label: string | null;
}

export const presentListDate = (date: ListDate | null) =>
  date ? { start_date: date.startDate.toISOString(), end_date: date.endDate?.toISOString() ?? null, label: date.label } : null;

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const toDateOrNull = (value: unknown) => (value === null || value === undefined ? null : toDate(value));

/**
 * A list by its short id, the staff's credential; 404 CHECK_IN_LIST_NOT_FOUND for anything
 * else, a rotated id included. Every scan starts here, so it is one plain statement
 * reading only what the door needs.
 */
export async function loadListByShortId(db: Db, shortId: string): Promise<OpenList> {
  const result = await db.execute(sql`
    SELECT l.id, l.account_id, l.short_id, l.name, l.description, l.activates_at, l.expires_at, l.created_at,
           e.id AS event_id, e.title, e.start_date, e.end_date, e.timezone,
           coalesce((SELECT array_agg(ticket_id ORDER BY ticket_id) FROM check_in_list_tickets WHERE check_in_list_id = l.id), '{}') AS ticket_ids,
           coalesce((SELECT array_agg(lt.ticket_id ORDER BY lt.ticket_id) FROM check_in_list_tickets lt JOIN tickets t ON t.id = lt.ticket_id
                     WHERE lt.check_in_list_id = l.id AND t.validity = 'ALL_DATES'), '{}') AS pass_ticket_ids,
           d.id AS date_id, d.start_date AS date_start, d.end_date AS date_end, d.label AS date_label
    FROM check_in_lists l
    JOIN events e ON e.id = l.event_id AND e.account_id = l.account_id
    LEFT JOIN event_dates d ON d.id = l.event_date_id
    WHERE l.short_id = ${shortId}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) throw new AppError('CHECK_IN_LIST_NOT_FOUND');
  return {
    list: {
      id: Number(row.id),
      accountId: Number(row.account_id),
      shortId: String(row.short_id),
      name: String(row.name),
      description: row.description === null ? null : String(row.description),
      activatesAt: toDateOrNull(row.activates_at),
      expiresAt: toDateOrNull(row.expires_at),
      createdAt: toDate(row.created_at),
    },
    event: {
      id: Number(row.event_id),
      title: String(row.title),
      startDate: toDate(row.start_date),
      endDate: toDateOrNull(row.end_date),
      timezone: String(row.timezone),
    },
    ticketIds: (row.ticket_ids as unknown[]).map(Number),
    passTicketIds: (row.pass_ticket_ids as unknown[]).map(Number),
    eventDate:
      row.date_id === null || row.date_id === undefined
        ? null
        : {
            id: Number(row.date_id),
            startDate: toDate(row.date_start),
            endDate: toDateOrNull(row.date_end),
            label: row.date_label === null ? null : String(row.date_label),
          },
  };
}

/** SPEC §8: a list before its activation or from its expiry answers 409 with the date the door needs. */
export function requireActive(list: OpenList['list'], now = new Date()): void {
  const status = checkInListStatus(list, now);
  if (status === 'NOT_ACTIVE') {
    throw new AppError('CHECK_IN_LIST_NOT_ACTIVE', { details: { activates_at: list.activatesAt?.toISOString() ?? null } });
  }
  if (status === 'EXPIRED') throw new AppError('CHECK_IN_LIST_EXPIRED', { details: { expires_at: list.expiresAt?.toISOString() ?? null } });
}

/** How far a scanner's clock may run ahead of or behind the server's. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Refuses scan times no scanner can have made on this list: later than now, or before the
 * list existed or opened (each give or take SCAN_CLOCK_SKEW_MS). 422 per field, nothing changed.
 */
export function requireScanTimes(list: OpenList['list'], times: { field: string; at: Date }[], now = new Date()): void {
  const opened = Math.max(list.createdAt.getTime(), list.activatesAt?.getTime() ?? 0);
  const errors: Record<string, string[]> = {};
  for (const { field, at } of times) {
    const time = at.getTime();
    if (time > now.getTime() + SCAN_CLOCK_SKEW_MS || time < opened - SCAN_CLOCK_SKEW_MS)
      errors[field] = ['validation.scanned_at_out_of_range'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
}

/** A list that exists and is open now: every public call but the first read goes through this. */
export async function loadActiveList(db: Db, shortId: string): Promise<OpenList> {
  const open = await loadListByShortId(db, shortId);
  requireActive(open.list);
  return open;
}

export async function presentPublicList(db: Db, open: OpenList): Promise<PublicCheckInList> {
  const { list, event, ticketIds } = open;
  const [counts, ticketRows] = await Promise.all([
    listCounts(db, event.id, [list.id]),
    ticketIds.length ? db.select({ id: tickets.id, title: tickets.title }).from(tickets).where(inArray(tickets.id, ticketIds)) : [],
  ]);
  return {
    short_id: list.shortId,
    name: list.name,
    description: list.description,
    status: checkInListStatus(list),
    activates_at: list.activatesAt?.toISOString() ?? null,
    expires_at: list.expiresAt?.toISOString() ?? null,
    checked_in_count: counts.get(list.id)?.checkedIn ?? 0,
    total_count: counts.get(list.id)?.total ?? 0,
    tickets: [...ticketRows].sort((a, b) => a.id - b.id),
    event: {
      id: event.id,
      title: event.title,
      start_date: event.startDate.toISOString(),
      end_date: event.endDate?.toISOString() ?? null,
      timezone: event.timezone,
    },
    event_date_id: open.eventDate?.id ?? null,
    event_date: presentListDate(open.eventDate),
  };
}
