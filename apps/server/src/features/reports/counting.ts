/**
 * The counting rules every report follows (docs/reports.md), written once as SQL so that each report reads the
 * same sales as the event's statistics, the orders export and the affiliate figures:
 *
 * - A sale is an order that was completed (`completed_at` set): countSale added exactly those to the statistics.
 * - Money kept is its gross less what went back (`total_gross - total_refunded`), whatever its status now: an order
 *   cancelled without a refund still paid (the statistics keep it too), one refunded in full comes to zero.
 * - Orders still counting are those neither cancelled nor refunded in full (the affiliates' COUNTING statuses).
 * - Tickets are the sales' attendees still ACTIVE: a ticket cancelled alone, or with its order, no longer counts.
 * - Days are calendar days of the sale (`completed_at`) in the event's time zone, as in the sales chart.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SalesFigures } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';

/**
 * Runs a report's statements in one read-only transaction, planned for what they read (docs/reports.md, "Speed"):
 *
 * - `random_page_cost = 1.1`: the pages of an event's indexes are in memory as a rule, and the reports read their
 *   sales, lines and tickets from covering indexes alone. At the default (4, a disk's seek) the planner reckons an
 *   index-only scan of a large event dearer than reading the whole table, which costs twice the time.
 * - `jit = off`: a report's estimates (groupings of 100,000 sales) pass the JIT thresholds, and compiling costs more
 *   than the statements run.
 *
 * One transaction also gives all of a report's statements (rows and totals) the same snapshot. It costs three round
 * trips (begin, the settings, commit).
 */
export function inReportTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      // Both in one round trip: on a loaded machine each round trip is a wait for the CPU.
      await tx.execute(sql`select set_config('random_page_cost', '1.1', true), set_config('jit', 'off', true)`);
      return work(tx);
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}

/** Written out rather than bound, so that the planner can match it against the index on status. */
export const COUNTING_STATUSES = sql.raw(`('COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED')`);

/** Which sales a report reads: an event's (or an organizer's), within a range of instants, of one date. */
export interface SalesScope {
  /**
   * A condition on `o` (orders) naming the event or the organizer's events, already scoped to the account. Over
   * several events it also holds each event's range of days (each in its own time zone) as a range of instants.
   */
  where: SQL;
  /** Completed at or after this instant. */
  since?: Date;
  /** Completed before this instant. */
  until?: Date;
  dateId?: number;
}

/** The orders of the scope that are sales, as `o`: ranges of `completed_at` read `orders_event_completed_idx`. */
export function soldOrders(scope: SalesScope): SQL {
  const conditions = [scope.where, sql`o.completed_at is not null`];
  if (scope.since) conditions.push(sql`o.completed_at >= ${scope.since.toISOString()}::timestamptz`);
  if (scope.until) conditions.push(sql`o.completed_at < ${scope.until.toISOString()}::timestamptz`);
  if (scope.dateId !== undefined) conditions.push(sql`o.event_date_id = ${scope.dateId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The figures of the sales grouped by `key` (an expression over the order `o`), as a subquery with the columns key,
 * orders, tickets, gross, refunded. Money comes from one pass over the orders, the valid tickets from one join of the
 * attendees to their orders grouped the same way: no per-order intermediate of 100,000 groups. The two halves are
 * stacked (union all) and summed per key rather than joined: the planner cannot tell how many keys each half has,
 * and a join of two groupings it guesses at 100,000 rows each is estimated at millions of rows, enough to have the
 * statement compiled (JIT) for longer than it runs. The group of a null key (sales without a date, an affiliate, a
 * code) is never shown by the reports that have one, which list their dates, affiliates or codes.
 */
export function groupedFigures(scope: SalesScope, key: SQL, attendeeWhere: SQL): SQL {
  return sql`(
    select h.key, sum(h.orders)::int as orders, sum(h.tickets)::bigint as tickets, sum(h.gross)::bigint as gross,
      sum(h.refunded)::bigint as refunded
    from (
      select ${key} as key, count(*) filter (where o.status in ${COUNTING_STATUSES}) as orders, 0::bigint as tickets,
        sum(o.total_gross) as gross, sum(o.total_refunded) as refunded
      from orders o where ${soldOrders(scope)} group by 1
      union all
      select ${key} as key, 0, count(*), 0, 0 from attendees a join orders o on o.id = a.order_id
      where ${attendeeWhere} and a.status = 'ACTIVE' and ${soldOrders(scope)} group by 1) h
    group by 1)`;
}

/** The figures columns of a `groupedFigures` subquery named `g`, zero where it has no row (a left join). */
export const FIGURES = sql.raw(`coalesce(g.orders, 0)::int as orders, coalesce(g.tickets, 0)::bigint as tickets,
  coalesce(g.gross, 0)::bigint as gross, coalesce(g.refunded, 0)::bigint as refunded`);

/** bigint and count columns: a string from node-postgres, a bigint from PGlite. */
export type DbNumber = string | number | bigint | null;
export const num = (value: DbNumber): number => Number(value ?? 0);

export interface FigureColumns {
  orders: DbNumber;
  tickets: DbNumber;
  gross: DbNumber;
  refunded: DbNumber;
}

export function figuresOf(row: FigureColumns): SalesFigures {
  const gross = num(row.gross);
  const refunded = num(row.refunded);
  return { orders: num(row.orders), tickets: num(row.tickets), gross, refunded, net: gross - refunded };
}

const ZERO: SalesFigures = { orders: 0, tickets: 0, gross: 0, refunded: 0, net: 0 };

/** The sum of rows that split the sales between them (no sale in two rows). */
export function sumFigures(rows: readonly SalesFigures[]): SalesFigures {
  return rows.reduce(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      tickets: sum.tickets + row.tickets,
      gross: sum.gross + row.gross,
      refunded: sum.refunded + row.refunded,
      net: sum.net + row.net,
    }),
    ZERO,
  );
}
