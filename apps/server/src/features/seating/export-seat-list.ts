import { sql } from 'drizzle-orm';
import type { ExportFormat, Locale, PlanSeat } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/client.js';
import { t } from '../../platform/i18n/index.js';
import { exportBatchSize, exportFile, keysetPages, type ExportColumn, type ExportFile } from '../../platform/exports/index.js';
import { dateOfEvent } from './event-dates.js';
import { seatedPlanOf } from './seat-blocks.js';

/** The claim on a seat and who holds it, as one page of the list reads them. */
interface ClaimRow {
  seat_id: string;
  state: string;
  first_name: string | null;
  last_name: string | null;
  attendee_short_id: string | null;
  order_short_id: string | null;
}

interface SeatListRow {
  seat: PlanSeat;
  claim: ClaimRow | undefined;
}

/** The claims on one page of seats, with their attendees: one lookup of the claims' primary key per seat. */
function claimsQuery(dateId: number, seatIds: string[]) {
  return sql`
    select c.seat_id, case when c.kind = 'HELD' and c.held_until <= now() then 'AVAILABLE' else c.kind end as state,
      a.first_name, a.last_name, a.short_id as attendee_short_id, o.short_id as order_short_id
    from seat_claims c
    left join attendees a on a.id = c.attendee_id
    left join orders o on o.id = c.order_id
    where c.event_date_id = ${dateId} and c.seat_id in (select jsonb_array_elements_text(${JSON.stringify(seatIds)}::jsonb))`;
}

function columnsFor(locale: Locale, categoryNames: Map<string, string>): ExportColumn<SeatListRow>[] {
  const label = (key: string) => t(locale, `export.seats.${key}`);
  const holder = (row: SeatListRow) => (row.claim?.state === 'AVAILABLE' ? undefined : row.claim);
  return [
    { header: label('section'), value: (r) => r.seat.section },
    { header: label('row'), value: (r) => r.seat.row },
    { header: label('seat'), value: (r) => r.seat.label },
    { header: label('category'), value: (r) => categoryNames.get(r.seat.category) ?? r.seat.category },
    { header: label('accessible'), value: (r) => r.seat.accessible },
    { header: label('state'), value: (r) => holder(r)?.state ?? 'AVAILABLE' },
    {
      header: label('attendee'),
      value: (r) => {
        const claim = holder(r);
        const name = [claim?.first_name, claim?.last_name].filter(Boolean).join(' ');
        return name || null;
      },
    },
    { header: label('attendee_short_id'), value: (r) => holder(r)?.attendee_short_id ?? null },
    { header: label('order_short_id'), value: (r) => holder(r)?.order_short_id ?? null },
  ];
}

/**
 * Every seat of the event's plan on one date, in plan order, as CSV or XLSX. The plan's seats are already in memory
 * (the process's plan index); their claims and attendees are read a page of seats at a time, only as fast as the
 * caller downloads, so a stadium's list never sits in memory whole.
 */
export async function exportSeatList(
  ctx: AppContext,
  options: { eventId: number; dateId: number; format: ExportFormat; locale: Locale },
): Promise<ExportFile> {
  const { eventId, format } = options;
  const dateId = await dateOfEvent(ctx.db, eventId, options.dateId, 'query');
  const { plan } = await seatedPlanOf(ctx.db, eventId);
  const columns = columnsFor(options.locale, new Map(plan.layout.categories.map((category) => [category.id, category.name])));
  const rows = keysetPages<SeatListRow>(
    async (afterIndex, limit) => {
      const seats = plan.seats.slice(afterIndex === null ? 0 : afterIndex + 1, (afterIndex === null ? 0 : afterIndex + 1) + limit);
      if (seats.length === 0) return [];
      const claims = new Map(
        rowsOf<ClaimRow>(
          await ctx.db.execute(
            claimsQuery(
              dateId,
              seats.map((seat) => seat.id),
            ),
          ),
        ).map((claim) => [claim.seat_id, claim]),
      );
      return seats.map((seat) => ({ seat, claim: claims.get(seat.id) }));
    },
    (row) => row.seat.index,
    exportBatchSize(format, columns.length),
  );
  return exportFile({ format, filename: `seats-${eventId}-${dateId}`, total: plan.seats.length, columns, rows });
}
