// The seating benchmark's venue: a stadium of exactly SEATS seats in blocks around a pitch, each block a ring sector
// of curved rows (arcs about the pitch's centre), four categories by where a block stands and how high a row is, a
// few wheelchair spaces and companion seats in the front rows. Seat ids and coordinates as the plan editor writes
// them (`<row id>-<n>`, a tenth of a unit).

const BLOCKS = 24;
const ROWS = 36;
const INNER_RADIUS = 700;
const ROW_GAP = 11;
const SEAT_SPACING = 8.5;
/** Degrees of each block's sector left free as an aisle. */
const AISLE_DEGREES = 2;
const round = (value) => Math.round(value * 10) / 10;

export const CATEGORIES = [
  { id: 'central', name: 'Central', color: '#c92a2a' },
  { id: 'side', name: 'Long side', color: '#1971c2' },
  { id: 'corner', name: 'Corner', color: '#2f9e44' },
  { id: 'end', name: 'Behind the goal', color: '#e67700' },
];

function categoryOf(midAngle, rowIndex) {
  const side = Math.abs(Math.sin(midAngle));
  const end = Math.abs(Math.cos(midAngle));
  if (side > 0.85) return rowIndex < ROWS / 2 ? 'central' : 'side';
  if (end > 0.85) return 'end';
  return 'corner';
}

/** The layout (POST /accounts/{id}/seating-plans) and its seats in plan order ({id, category}). */
export function stadiumLayout(seatCount) {
  const outer = INNER_RADIUS + (ROWS - 1) * ROW_GAP + 60;
  const size = Math.ceil(outer * 2);
  const centre = size / 2;
  const sectorDegrees = 360 / BLOCKS;
  const sections = [];
  for (let b = 0; b < BLOCKS; b += 1) {
    const start = ((b * sectorDegrees + AISLE_DEGREES / 2) * Math.PI) / 180;
    const sweep = ((sectorDegrees - AISLE_DEGREES) * Math.PI) / 180;
    const mid = start + sweep / 2;
    const blockId = `S${String(b + 1).padStart(2, '0')}`;
    const rows = [];
    for (let r = 0; r < ROWS; r += 1) {
      const radius = INNER_RADIUS + r * ROW_GAP;
      const count = Math.floor((radius * sweep) / SEAT_SPACING) + 1;
      const step = sweep / (count - 1);
      const rowId = `${blockId}-R${r + 1}`;
      const seats = [];
      for (let n = 0; n < count; n += 1) {
        const angle = start + n * step;
        const seat = {
          id: `${rowId}-${n + 1}`,
          label: String(n + 1),
          x: round(centre + radius * Math.cos(angle)),
          y: round(centre + radius * Math.sin(angle)),
        };
        if (r === 0 && b % 3 === 0 && (n === 0 || n === count - 1)) seat.accessible = 'WHEELCHAIR';
        if (r === 0 && b % 3 === 0 && (n === 1 || n === count - 2)) seat.accessible = 'COMPANION';
        seats.push(seat);
      }
      const first = seats[0];
      const last = seats[count - 1];
      rows.push({
        id: rowId,
        label: String(r + 1),
        category: categoryOf(mid, r),
        geometry: {
          x: first.x,
          y: first.y,
          spacing: SEAT_SPACING,
          rotation: round((Math.atan2(last.y - first.y, last.x - first.x) * 180) / Math.PI),
          curve: round(radius * (1 - Math.cos(sweep / 2))),
          numbering: 'LEFT_TO_RIGHT',
        },
        seats,
      });
    }
    sections.push({ id: blockId, label: `Block ${b + 1}`, rows, tables: [] });
  }
  // Exactly seatCount seats: the outermost rows give up their last seats, block after block.
  let total = sections.reduce((sum, s) => sum + s.rows.reduce((n, row) => n + row.seats.length, 0), 0);
  if (total < seatCount) throw new Error(`the stadium has ${total} seats, fewer than ${seatCount}`);
  for (let r = ROWS - 1; total > seatCount; r = r === 0 ? ROWS - 1 : r - 1) {
    for (const section of sections) {
      if (total === seatCount) break;
      section.rows[r].seats.pop();
      total -= 1;
    }
  }
  const pitch = { w: 1050, h: 680 };
  const layout = {
    version: 1,
    width: size,
    height: size,
    categories: CATEGORIES,
    sections,
    standing_areas: [],
    shapes: [
      { kind: 'RECTANGLE', x: centre - pitch.w / 2, y: centre - pitch.h / 2, width: pitch.w, height: pitch.h, text: 'Pitch' },
      { kind: 'EXIT', x: centre - 40, y: 10, width: 80, height: 30, text: 'Exit' },
      { kind: 'EXIT', x: centre - 40, y: size - 40, width: 80, height: 30, text: 'Exit' },
      { kind: 'EXIT', x: 10, y: centre - 15, width: 80, height: 30, text: 'Exit' },
      { kind: 'EXIT', x: size - 90, y: centre - 15, width: 80, height: 30, text: 'Exit' },
    ],
  };
  const seats = sections.flatMap((section) =>
    section.rows.flatMap((row) => row.seats.map((seat) => ({ id: seat.id, category: row.category }))),
  );
  return { layout, seats };
}

/** A deterministic generator (mulberry32), so every run sells the same seats. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every `share` of the seats, chosen at random (seeded), sold on the event's one date: SOLD claims written by SQL. */
export async function sellShare(db, eventId, seats, share, seed) {
  const next = random(seed);
  const sold = seats.filter(() => next() < share);
  const { rows } = await db.query('SELECT id FROM event_dates WHERE event_id = $1 ORDER BY id LIMIT 1', [eventId]);
  const dateId = rows[0].id;
  await db.query(
    `INSERT INTO seat_claims (event_date_id, seat_id, event_id, category, kind)
     SELECT $1::int, s, $2::int, c, 'SOLD' FROM unnest($3::text[], $4::text[]) AS x(s, c)`,
    [dateId, eventId, sold.map((s) => s.id), sold.map((s) => s.category)],
  );
  const soldIds = new Set(sold.map((s) => s.id));
  return { dateId, sold: soldIds, free: seats.filter((s) => !soldIds.has(s.id)) };
}
