import { and, asc, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ExportFormatName, Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { affiliates, attendees, eventDates, orderItems, orders, questions } from '../../platform/db/schema.js';
import {
  csvDateTime,
  dateTimeCell,
  exportBatchSize,
  ExportDateTime,
  keysetPages,
  exportFile,
  moneyCell,
  type ExportFile,
  type ExportColumn,
} from '../../platform/exports/index.js';
import { rowsOf, timestampFromDriver } from '../../platform/db/client.js';
import { loadEvent } from '../events/load-event.js';
import { settingsOf } from '../events/present-event.js';
import { planOrderQuery } from './order-query.js';
import { remainingOf } from '../checkout/order-rules.js';
import { batchAnswers, type StoredAnswer } from '../questions/batch-answers.js';
import { t } from '../../platform/i18n/index.js';
import { eventHasSeats } from '../seat-map/seated-event.js';
import { seatJsonFromDriver, seatText, type SeatPlace } from '../seat-map/seat-text.js';

/** One order as the export reads it: the columns it shows, with its lines and attendees already summed up by the database. */
interface ExportRow {
  id: number;
  public_reference: string;
  short_id: string;
  status: string;
  payment_status: string;
  payment_provider: string | null;
  payment_method: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  locale: string;
  promo_code: string | null;
  currency: string;
  /** bigint columns: a string from node-postgres, a bigint from PGlite. */
  total_before_additions: string | number | bigint;
  total_fee: string | number | bigint;
  total_tax: string | number | bigint;
  total_gross: string | number | bigint;
  total_refunded: string | number | bigint;
  is_manually_created: boolean;
  is_test: boolean;
  /** Timestamps as the driver sends them (timestampFromDriver). */
  created_at: unknown;
  completed_at: unknown;
  items: string;
  attendee_names: string;
  attendees_count: number;
  /** The seats of its attendees who hold one, in attendee order (json as the driver sends it: seatJsonFromDriver). */
  seats: unknown;
  affiliate_code: string | null;
  /** The order's date: its start (as the driver sends it) and label. */
  date_start: unknown;
  date_label: string | null;
  /** Answer text per question id; answers of several attendees joined. */
  answers?: Map<number, string>;
}

const answerText = (answer: StoredAnswer) => (Array.isArray(answer) ? answer.join(', ') : answer);
const money = (value: string | number | bigint) => Number(value);

/** A date's cell: its start in the event's time zone (the zone named), and its label when it has one. */
export function dateCell(start: unknown, label: string | null, timezone: string): string | null {
  const at = timestampFromDriver(start);
  if (!at) return null;
  const text = csvDateTime(new ExportDateTime(at, timezone));
  return label ? `${text} (${label})` : text;
}

/**
 * One batch of the export: the orders after `afterId` (newest first) with their lines, attendee names
 * and affiliate code aggregated per order by the database, read through the (event_id, id) index.
 */
function batchQuery(where: SQL, afterId: number | null, limit: number): SQL {
  return sql`
    select ${orders.id} as id, ${orders.publicReference} as public_reference, ${orders.shortId} as short_id, ${orders.status} as status,
      ${orders.paymentStatus} as payment_status, ${orders.paymentProvider} as payment_provider, ${orders.paymentMethod} as payment_method,
      ${orders.firstName} as first_name,
      ${orders.lastName} as last_name, ${orders.email} as email, ${orders.locale} as locale, ${orders.promoCode} as promo_code,
      ${orders.currency} as currency, ${orders.totalBeforeAdditions} as total_before_additions, ${orders.totalFee} as total_fee,
      ${orders.totalTax} as total_tax, ${orders.totalGross} as total_gross, ${orders.totalRefunded} as total_refunded,
      ${orders.isManuallyCreated} as is_manually_created, ${orders.isTest} as is_test, ${orders.createdAt} as created_at,
      ${orders.completedAt} as completed_at,
      coalesce((select string_agg(i.quantity || ' × ' || i.ticket_title || coalesce(' (' || nullif(i.price_label, '') || ')', ''), '; ' order by i.id)
        from ${orderItems} i where i.order_id = ${orders.id}), '') as items,
      coalesce(people.names, '') as attendee_names, people.n as attendees_count, people.seats as seats,
      (select f.code from ${affiliates} f where f.id = ${orders.affiliateId}) as affiliate_code,
      (select d.start_date from ${eventDates} d where d.id = ${orders.eventDateId}) as date_start,
      (select d.label from ${eventDates} d where d.id = ${orders.eventDateId}) as date_label
    from ${orders}
    cross join lateral (
      select string_agg(btrim(a.first_name || ' ' || a.last_name), '; ' order by a.id) as names, count(*)::int as n,
        json_agg(a.seat order by a.id) filter (where a.seat is not null) as seats
      from ${attendees} a where a.order_id = ${orders.id}
    ) people
    where ${afterId === null ? where : and(where, lt(orders.id, afterId))}
    order by ${orders.id} desc
    limit ${limit}`;
}

/**
 * POST orders/export: the orders the list would show for the same query, newest
 * first, read in keyset batches and streamed as they are read.
 */
export async function exportOrders(
  ctx: AppContext,
  options: { accountId: number; eventId: number; format: ExportFormatName; query: Record<string, unknown>; locale: Locale },
): Promise<ExportFile> {
  const event = await loadEvent(ctx.db, options.accountId, options.eventId);
  const { where } = planOrderQuery(options.accountId, options.eventId, options.query);
  const [total] = await ctx.db.select({ value: count() }).from(orders).where(where);
  const showHidden = settingsOf(event).show_hidden_questions;
  const asked = (
    await ctx.db.select().from(questions).where(eq(questions.eventId, event.id)).orderBy(asc(questions.sortOrder), asc(questions.id))
  ).filter((question) => showHidden || !question.isHidden);
  // Order questions first, then attendee questions, as on the order page.
  asked.sort((a, b) => (a.belongsTo === b.belongsTo ? 0 : a.belongsTo === 'ORDER' ? -1 : 1));
  const askedIds = asked.map((question) => question.id);
  // Column names in the caller's language, like the attendee export's; a seated event's orders name their seats.
  const label = (key: string) => t(options.locale, `export.orders.${key}`);
  const seats: ExportColumn<ExportRow>[] = (await eventHasSeats(ctx.db, event.id))
    ? [
        {
          header: label('seats'),
          value: (r) => (seatJsonFromDriver<SeatPlace[]>(r.seats) ?? []).map((seat) => seatText(options.locale, seat)).join('; ') || null,
        },
      ]
    : [];

  // Amounts in the currency's major unit (the Currency column names it), times in the event's time zone.
  const columns: ExportColumn<ExportRow>[] = [
    { header: label('id'), value: (r) => r.id },
    { header: label('reference'), value: (r) => r.public_reference },
    { header: label('short_id'), value: (r) => r.short_id },
    { header: label('status'), value: (r) => r.status },
    { header: label('payment_status'), value: (r) => r.payment_status },
    { header: label('payment_provider'), value: (r) => r.payment_provider },
    { header: label('payment_method'), value: (r) => r.payment_method },
    { header: label('first_name'), value: (r) => r.first_name },
    { header: label('last_name'), value: (r) => r.last_name },
    { header: label('email'), value: (r) => r.email },
    { header: label('language'), value: (r) => r.locale },
    { header: label('items'), value: (r) => r.items },
    { header: label('date'), value: (r) => dateCell(r.date_start, r.date_label, event.timezone) },
    { header: label('attendees'), value: (r) => r.attendee_names },
    { header: label('attendees_count'), value: (r) => r.attendees_count },
    ...seats,
    { header: label('promo_code'), value: (r) => r.promo_code },
    { header: label('affiliate'), value: (r) => r.affiliate_code },
    { header: label('currency'), value: (r) => r.currency },
    { header: label('total_before_additions'), value: (r) => moneyCell(r.total_before_additions, r.currency) },
    { header: label('total_fee'), value: (r) => moneyCell(r.total_fee, r.currency) },
    { header: label('total_tax'), value: (r) => moneyCell(r.total_tax, r.currency) },
    { header: label('total_gross'), value: (r) => moneyCell(r.total_gross, r.currency) },
    { header: label('total_refunded'), value: (r) => moneyCell(r.total_refunded, r.currency) },
    {
      header: label('total_remaining'),
      value: (r) => moneyCell(remainingOf({ totalGross: money(r.total_gross), totalRefunded: money(r.total_refunded) }), r.currency),
    },
    { header: label('manually_created'), value: (r) => r.is_manually_created },
    { header: label('test'), value: (r) => r.is_test },
    { header: label('created_at'), value: (r) => dateTimeCell(timestampFromDriver(r.created_at), event.timezone) },
    { header: label('completed_at'), value: (r) => dateTimeCell(timestampFromDriver(r.completed_at), event.timezone) },
    ...asked.map((question): ExportColumn<ExportRow> => ({ header: question.title, value: (r) => r.answers?.get(question.id) ?? null })),
  ];
  const rows = keysetPages<ExportRow>(
    async (afterId, limit) => {
      const batch = rowsOf<ExportRow>(await ctx.db.execute(batchQuery(where, afterId, limit)));
      const answers = await batchAnswers<string>(
        ctx.db,
        'order_id',
        batch.map((order) => order.id),
        askedIds,
        (known, answer) => {
          const text = answerText(answer);
          return known ? `${known} | ${text}` : text;
        },
      );
      for (const order of batch) order.answers = answers.get(order.id);
      return batch;
    },
    (row) => row.id,
    exportBatchSize(options.format, columns.length),
  );
  return exportFile({ format: options.format, filename: `orders-${event.id}`, total: total?.value ?? 0, columns, rows });
}
