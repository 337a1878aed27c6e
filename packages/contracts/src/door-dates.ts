// No zod here: the staff's scanner page applies the same rule offline without loading the schemas.

/** A date as the door needs it (docs/check-in.md "Dates"). */
export interface DoorDate {
  id: number;
  start_date: string;
  end_date: string | null;
  label: string | null;
  status?: string;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDay(at: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    at,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The date that is "on" at an instant, which a pass is admitted on at a door that serves every date:
 * a one-date event's date, always; otherwise, among the scheduled dates, those under way at that instant
 * (started, not ended) or starting on the same calendar day in the event's time zone, the one whose start is
 * nearest (the earlier on a tie). Null when no date is on that day.
 *
 * `dates` holds at least every scheduled date near the instant; `eventDateCount` is the event's number of dates.
 */
export function dateOnAt<T extends DoorDate>(dates: readonly T[], eventDateCount: number, timezone: string, at: Date): T | null {
  if (eventDateCount === 1 && dates.length === 1) return dates[0]!;
  const day = localDay(at, timezone);
  const time = at.getTime();
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const date of dates) {
    if (date.status !== undefined && date.status !== 'SCHEDULED') continue;
    const start = Date.parse(date.start_date);
    const end = date.end_date ? Date.parse(date.end_date) : start;
    const underWay = start <= time && time < end;
    if (!underWay && localDay(new Date(start), timezone) !== day) continue;
    const distance = Math.abs(start - time);
    if (distance < bestDistance || (distance === bestDistance && best && start < Date.parse(best.start_date))) {
      best = date;
      bestDistance = distance;
    }
  }
  return best;
}
