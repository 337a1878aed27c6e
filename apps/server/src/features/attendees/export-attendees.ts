import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ExportFormat, Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, eventDates, events, orders, questions, ticketPrices, tickets } from '../../platform/db/schema.js';
import { rowsOf, timestampFromDriver } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { t } from '../../platform/i18n/index.js';
import {
  dateTimeCell,
  exportBatchSize,
  keysetPages,
  exportFile,
  type ExportFile,
  type ExportColumn,
} from '../../platform/exports/index.js';
import { showsHiddenQuestions } from './attendee-answers.js';
import { selectAttendeeList } from './list-attendees.js';
import { batchAnswers, type StoredAnswer } from '../questions/batch-answers.js';
import { inAccount } from '../../platform/auth/scope.js';
import { dateCell } from '../orders/export-orders.js';
import { eventHasSeats } from '../seat-map/seated-event.js';
import { seatCells, seatJsonFromDriver, type SeatPlace } from '../seat-map/seat-text.js';

/** One attendee as the export reads it, with its ticket and order; timestamps as the driver sends them. */
interface ExportRow {
  id: number;
  short_id: string;
  first_name: string;
  last_name: string;
  email: string;
  ticket_title: string;
  price_label: string | null;
  status: string;
  checked_in_at: unknown;
  order_reference: string;
  order_status: string;
  is_manually_created: boolean;
  is_test: boolean;
  locale: string;
  created_at: unknown;
  date_start: unknown;
  date_label: string | null;
  /** The seat on a seated event (jsonb as the driver sends it: seatJsonFromDriver). */
  seat: unknown;
  answers?: Map<number, StoredAnswer>;
}

/** One batch of the export: the attendees after `afterId`, read through the (event_id, id) index. */
function batchQuery(where: SQL, afterId: number | null, limit: number): SQL {
  return sql`
    select ${attendees.id} as id, ${attendees.shortId} as short_id, ${attendees.firstName} as first_name, ${attendees.lastName} as last_name,
      ${attendees.email} as email, ${tickets.title} as ticket_title, ${ticketPrices.label} as price_label, ${attendees.status} as status,
      ${attendees.checkedInAt} as checked_in_at, ${orders.publicReference} as order_reference, ${orders.status} as order_status,
      ${orders.isManuallyCreated} as is_manually_created, ${orders.isTest} as is_test, ${attendees.locale} as locale,
      ${attendees.createdAt} as created_at, ${eventDates.startDate} as date_start, ${eventDates.label} as date_label,
      ${attendees.seat} as seat
    from ${attendees}
    join ${orders} on ${orders.id} = ${attendees.orderId}
    join ${tickets} on ${tickets.id} = ${attendees.ticketId}
    join ${ticketPrices} on ${ticketPrices.id} = ${attendees.ticketPriceId}
    left join ${eventDates} on ${eventDates.id} = ${attendees.eventDateId}
    where ${afterId === null ? where : and(where, gt(attendees.id, afterId))}
    order by ${attendees.id}
    limit ${limit}`;
}

export interface ExportAttendeesOptions {
  accountId: number;
  eventId: number;
  /** The list's parameters: the same filters and search apply; the file is in creation order. */
  query: Record<string, unknown>;
  format: ExportFormat;
  locale: Locale;
}

function columnsFor(
  locale: Locale,
  asked: (typeof questions.$inferSelect)[],
  seated: boolean,
  event: { timezone: string },
): ExportColumn<ExportRow>[] {
  const label = (key: string) => t(locale, `export.attendees.${key}`);
  // Section (a standing place's area), row and seat, on a seated event only.
  const cells = (r: ExportRow) => seatCells(seatJsonFromDriver<SeatPlace>(r.seat));
  const seat: ExportColumn<ExportRow>[] = seated
    ? [
        { header: label('section'), value: (r) => cells(r).section },
        { header: label('row'), value: (r) => cells(r).row },
        { header: label('seat'), value: (r) => cells(r).seat },
      ]
    : [];
  const fixed: ExportColumn<ExportRow>[] = [
    { header: label('id'), value: (r) => r.id },
    { header: label('short_id'), value: (r) => r.short_id },
    { header: label('first_name'), value: (r) => r.first_name },
    { header: label('last_name'), value: (r) => r.last_name },
    { header: label('email'), value: (r) => r.email },
    { header: label('ticket'), value: (r) => r.ticket_title },
    { header: label('tier'), value: (r) => r.price_label },
    { header: label('date'), value: (r) => dateCell(r.date_start, r.date_label, event.timezone) },
    ...seat,
    { header: label('status'), value: (r) => r.status },
    { header: label('checked_in_at'), value: (r) => dateTimeCell(timestampFromDriver(r.checked_in_at), event.timezone) },
    { header: label('order_reference'), value: (r) => r.order_reference },
    { header: label('order_status'), value: (r) => r.order_status },
    { header: label('manually_created'), value: (r) => r.is_manually_created },
    { header: label('test'), value: (r) => r.is_test },
    { header: label('language'), value: (r) => r.locale },
    { header: label('created_at'), value: (r) => dateTimeCell(timestampFromDriver(r.created_at), event.timezone) },
  ];
  const perQuestion = asked.map(
    (question): ExportColumn<ExportRow> => ({
      header: question.title,
      value: (r) => {
        const answer = r.answers?.get(question.id);
        return Array.isArray(answer) ? answer.join(', ') : (answer ?? null);
      },
    }),
  );
  return [...fixed, ...perQuestion];
}

/**
 * The attendee list as a CSV or XLSX file, streamed: rows are read in keyset pages of
 * ids, each page with its answers, only as fast as the caller downloads, so memory
 * stays flat whatever the size. A column per attendee question.
 */
export async function exportAttendees(ctx: AppContext, options: ExportAttendeesOptions): Promise<ExportFile> {
  const { accountId, eventId } = options;
  const [event] = await ctx.db
    .select({ id: events.id, timezone: events.timezone })
    .from(events)
    .where(inAccount(events, accountId, eq(events.id, eventId)));
  if (!event) throw notFound();
  const { where } = selectAttendeeList(accountId, eventId, options.query);
  const [total] = await ctx.db.select({ value: count() }).from(attendees).where(where);
  const showHidden = await showsHiddenQuestions(ctx.db, eventId);
  const asked = (
    await ctx.db
      .select()
      .from(questions)
      .where(and(eq(questions.eventId, eventId), eq(questions.belongsTo, 'ATTENDEE')))
      .orderBy(asc(questions.sortOrder), asc(questions.id))
  ).filter((question) => showHidden || !question.isHidden);
  const askedIds = asked.map((question) => question.id);
  const columns = columnsFor(options.locale, asked, await eventHasSeats(ctx.db, eventId), event);
  const rows = keysetPages<ExportRow>(
    async (afterId, limit) => {
      const batch = rowsOf<ExportRow>(await ctx.db.execute(batchQuery(where, afterId, limit)));
      const answers = await batchAnswers<StoredAnswer>(
        ctx.db,
        'attendee_id',
        batch.map((row) => row.id),
        askedIds,
        (_, answer) => answer,
      );
      for (const row of batch) row.answers = answers.get(row.id);
      return batch;
    },
    (row) => row.id,
    exportBatchSize(options.format, columns.length),
  );
  return exportFile({
    format: options.format,
    filename: `attendees-${eventId}`,
    total: total?.value ?? 0,
    columns,
    rows,
  });
}
