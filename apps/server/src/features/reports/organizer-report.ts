import { sql } from 'drizzle-orm';
import type { OrganizerReport, OrganizerReportKind, ReportQuery } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { organizers } from '../../platform/db/schema.js';
import { findInAccount } from '../../platform/auth/scope.js';
import { fieldError } from '../../platform/errors.js';
import { DateTime } from 'luxon';
import { revenueByEvent } from './revenue-by-event.js';
import { taxesAndFees } from './taxes-and-fees.js';
import type { SalesScope } from './counting.js';

function checkDay(day: string | undefined, field: string): void {
  if (day !== undefined && !DateTime.fromISO(day).isValid) throw fieldError(field, 'validation.invalid_date');
}

/** A report over every event of an organizer, each event's days in its own time zone. */
export async function organizerReport(
  ctx: AppContext,
  options: { accountId: number; organizerId: number; kind: OrganizerReportKind; query: Omit<ReportQuery, 'date_id'> },
): Promise<OrganizerReport> {
  await findInAccount(ctx.db, organizers, options.accountId, options.organizerId);
  const { from, to } = options.query;
  checkDay(from, 'from');
  checkDay(to, 'to');
  if (from && to && to < from) throw fieldError('to', 'validation.end_before_start');
  const eventWhere = sql`e.organizer_id = ${options.organizerId} and e.account_id = ${options.accountId}`;
  const sales: SalesScope = {
    where: sql`o.account_id = ${options.accountId} and o.event_id in (select e.id from events e where ${eventWhere})`,
    localDays: { from, to },
  };
  const range = { from: from ?? null, to: to ?? null };
  if (options.kind === 'revenue-by-event') return { kind: options.kind, ...range, ...(await revenueByEvent(ctx.db, sales, eventWhere)) };
  return { kind: options.kind, ...range, ...(await taxesAndFees(ctx.db, sales)) };
}
