import { sql } from 'drizzle-orm';
import type { ExportFormat, Locale, PlanSeat, SeatingLayout } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { t } from '../../platform/i18n/index.js';
import { exportBatchSize, exportFile, keysetPages, type ExportColumn, type ExportFile } from '../../platform/exports/index.js';
import { STANDING_PLACE_SEPARATOR } from '../seat-map/event-plan.js';
import { dateOfEvent } from './event-dates.js';
import { seatedPlanOf } from './seat-blocks.js';

/** The claim on a seat or standing place and who holds it, as one page of the list reads them. */
interface ClaimRow {
  seat_id: string;
  state: string;
  first_name: string | null;
  last_name: string | null;
  attendee_short_id: string | null;
  order_short_id: string | null;
}

type StandingArea = SeatingLayout['standing_areas'][number];

/**
 * A row of the list: a seat with its claim; a standing area's free places (`free`); or one place of a standing area
 * held, sold or blocked, with its attendee (`place`).
 */
type SeatListRow =
  | { kind: 'seat'; seat: PlanSeat; claim: ClaimRow | undefined }
  | { kind: 'free'; area: StandingArea; key: number; free: number }
  | { kind: 'place'; area: StandingArea; key: number; claim: ClaimRow };

/** Keys of the standing rows: an area's free places at `area index * PLACE_KEYS`, its place n at that plus n. */
const PLACE_KEYS = 100_001;

/** A claim that takes its seat or place now: a hold that ran out leaves it AVAILABLE. */
const liveClaim = sql`(c.kind <> 'HELD' or c.held_until is null or c.held_until > now())`;

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

/** Places of each standing area taken on the date (held by a live hold, sold or blocked). */
async function takenPlaces(db: Db, dateId: number): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select split_part(c.seat_id, ${STANDING_PLACE_SEPARATOR}, 1) as area, count(*)::int as taken from seat_claims c
    where c.event_date_id = ${dateId} and strpos(c.seat_id, ${STANDING_PLACE_SEPARATOR}) > 0 and ${liveClaim}
    group by 1`);
  return new Map(rowsOf<{ area: string; taken: number }>(result).map((row) => [row.area, row.taken]));
}

/** One page of taken standing places after `after`, in the order of the areas and then of the place numbers. */
async function placesPage(db: Db, dateId: number, areas: StandingArea[], after: number, limit: number) {
  const result = await db.execute(sql`
    select * from (
      select c.seat_id, c.kind as state, a.first_name, a.last_name, a.short_id as attendee_short_id,
        o.short_id as order_short_id,
        ((x.ord - 1) * ${PLACE_KEYS} + split_part(c.seat_id, ${STANDING_PLACE_SEPARATOR}, 2)::int)::int as key
      from seat_claims c
      join jsonb_array_elements_text(${JSON.stringify(areas.map((area) => area.id))}::jsonb) with ordinality as x(id, ord)
        on x.id = split_part(c.seat_id, ${STANDING_PLACE_SEPARATOR}, 1)
      left join attendees a on a.id = c.attendee_id
      left join orders o on o.id = c.order_id
      where c.event_date_id = ${dateId} and strpos(c.seat_id, ${STANDING_PLACE_SEPARATOR}) > 0 and ${liveClaim}
    ) p where p.key > ${after} order by p.key limit ${limit}`);
  return rowsOf<ClaimRow & { key: number }>(result);
}

function columnsFor(locale: Locale, categoryNames: Map<string, string>): ExportColumn<SeatListRow>[] {
  const label = (key: string) => t(locale, `export.seats.${key}`);
  const holder = (row: SeatListRow) => (row.kind === 'free' || row.claim?.state === 'AVAILABLE' ? undefined : row.claim);
  const category = (row: SeatListRow) => (row.kind === 'seat' ? row.seat.category : row.area.category);
  return [
    { header: label('section'), value: (r) => (r.kind === 'seat' ? r.seat.section : r.area.label) },
    { header: label('row'), value: (r) => (r.kind === 'seat' ? r.seat.row : null) },
    { header: label('seat'), value: (r) => (r.kind === 'seat' ? r.seat.label : null) },
    { header: label('category'), value: (r) => categoryNames.get(category(r)) ?? category(r) },
    { header: label('accessible'), value: (r) => (r.kind === 'seat' ? r.seat.accessible : null) },
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
    { header: label('places'), value: (r) => (r.kind === 'free' ? r.free : r.kind === 'place' ? 1 : null) },
  ];
}

/**
 * Every seat of the event's plan on one date, in plan order, and then each standing area: a row of its free places
 * (`places`) followed by one row per place held, sold or blocked, with its attendee (docs/seating.md, "The seat
 * list"); as CSV or XLSX. The plan's seats are already in memory (the process's plan index); their claims and
 * attendees are read a page at a time, only as fast as the caller downloads, so a stadium's list never sits in
 * memory whole.
 */
export async function exportSeatList(
  ctx: AppContext,
  options: { eventId: number; dateId: number; format: ExportFormat; locale: Locale },
): Promise<ExportFile> {
  const { eventId, format } = options;
  const dateId = await dateOfEvent(ctx.db, eventId, options.dateId, 'query');
  const { plan } = await seatedPlanOf(ctx.db, eventId);
  const columns = columnsFor(options.locale, new Map(plan.layout.categories.map((category) => [category.id, category.name])));
  const batch = exportBatchSize(format, columns.length);
  const seatRows = keysetPages<SeatListRow>(
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
      return seats.map((seat) => ({ kind: 'seat' as const, seat, claim: claims.get(seat.id) }));
    },
    (row) => (row.kind === 'seat' ? row.seat.index : 0),
    batch,
  );
  const areas = plan.layout.standing_areas;
  const taken = await takenPlaces(ctx.db, dateId);
  const freeRows: SeatListRow[] = areas.map((area, i) => ({
    kind: 'free',
    area,
    key: i * PLACE_KEYS,
    free: Math.max(0, area.capacity - (taken.get(area.id) ?? 0)),
  }));
  const standingRows = keysetPages<SeatListRow>(
    async (after, limit) => {
      const from = after ?? -1;
      const places = areas.length === 0 ? [] : await placesPage(ctx.db, dateId, areas, from, limit);
      const rows: SeatListRow[] = places.map(({ key, ...claim }) => ({
        kind: 'place',
        area: areas[Math.floor(key / PLACE_KEYS)]!,
        key,
        claim,
      }));
      rows.push(...freeRows.filter((row) => row.kind === 'free' && row.key > from));
      return rows.sort((a, b) => keyOf(a) - keyOf(b)).slice(0, limit);
    },
    (row) => keyOf(row),
    batch,
  );
  async function* rows() {
    yield* seatRows;
    yield* standingRows;
  }
  const placesTaken = areas.reduce((sum, area) => sum + (taken.get(area.id) ?? 0), 0);
  return exportFile({
    format,
    filename: `seats-${eventId}-${dateId}`,
    total: plan.seats.length + areas.length + placesTaken,
    columns,
    rows: rows(),
  });
}

const keyOf = (row: SeatListRow) => (row.kind === 'seat' ? row.seat.index : row.key);
