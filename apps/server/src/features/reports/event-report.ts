import type { EventReport, EventReportKind, ReportQuery } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inReportTransaction } from './counting.js';
import { eventReportScope, type EventReportScope } from './report-scope.js';
import { salesByTicket } from './sales-by-ticket.js';
import { salesByDay } from './sales-by-day.js';
import { salesByPromoCode } from './promo-codes.js';
import { salesByAffiliate } from './affiliates.js';
import { taxesAndFees } from './taxes-and-fees.js';
import { checkIns } from './check-ins.js';
import { salesByDate } from './dates.js';

/** One report of an event, computed by the database from its sales (docs/reports.md). */
export async function eventReport(
  ctx: AppContext,
  options: { accountId: number; eventId: number; kind: EventReportKind; query: ReportQuery },
): Promise<EventReport> {
  const scope = await eventReportScope(ctx.db, options.accountId, options.eventId, options.query);
  const base = { currency: scope.event.currency, timezone: scope.event.timezone, from: scope.from, to: scope.to, date_id: scope.dateId };
  const report = await inReportTransaction(ctx.db, (tx) => reportOf(tx, options.kind, scope));
  return { ...base, ...report } as EventReport;
}

async function reportOf(db: Db, kind: EventReportKind, scope: EventReportScope) {
  switch (kind) {
    case 'sales-by-ticket':
      return { kind, ...(await salesByTicket(db, scope)) };
    case 'sales-by-day':
      return { kind, ...(await salesByDay(db, scope)) };
    case 'promo-codes':
      return { kind, ...(await salesByPromoCode(db, scope)) };
    case 'affiliates':
      return { kind, ...(await salesByAffiliate(db, scope)) };
    case 'taxes-and-fees':
      return { kind, ...(await taxesAndFees(db, scope.sales)) };
    case 'check-ins':
      return { kind, ...(await checkIns(db, scope)) };
    case 'dates':
      return { kind, ...(await salesByDate(db, scope)) };
  }
}
