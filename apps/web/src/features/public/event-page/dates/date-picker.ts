/**
 * The date picker's rules (API.md "Dates"): which dates a buyer may choose and how each is marked, the
 * address of a date's page (`?date=`), the pages of upcoming dates, and the month grid of the calendar,
 * all in the event's time zone. Pure functions: the components and the loader share them, and the
 * server draws the same page from them.
 */
import type { PublicEventDate } from '@stagedoor/contracts';

/** How a date is shown: the buyer can choose only `on-sale` and `sold-out` ones (a sold-out page says so). */
export type DateMark = 'on-sale' | 'sold-out' | 'not-on-sale' | 'cancelled' | 'past';

/** Dates listed per page and per request. */
export const DATES_PER_PAGE = 20;
/** The most a month of the calendar asks for at once (the list's maximum page). */
export const DATES_PER_MONTH = 100;

/** When the date is over: its end, or its start when it has none. */
function endOf(date: PublicEventDate): number {
  return new Date(date.end_date ?? date.start_date).getTime();
}

export function dateMark(date: PublicEventDate, now: Date | string): DateMark {
  if (date.status === 'CANCELLED' || date.availability === 'CANCELLED') return 'cancelled';
  if (endOf(date) <= new Date(now).getTime()) return 'past';
  if (date.availability === 'SOLD_OUT') return 'sold-out';
  if (date.availability === 'NOT_ON_SALE') return 'not-on-sale';
  return 'on-sale';
}

/** A cancelled or past date has no page of its own to go to: it is shown, marked, but not a link. */
export function isChoosable(mark: DateMark): boolean {
  return mark !== 'cancelled' && mark !== 'past';
}

/** The `?date=` of an address, when it can be a date id. */
export function dateParam(search: string | URLSearchParams): number | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('date');
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The address of a date's page: the same page and query (promo code, language, widget settings) with its `date`. */
export function dateHref(location: { pathname: string; search: string; hash?: string }, dateId: number): string {
  const params = new URLSearchParams(location.search);
  params.set('date', String(dateId));
  return `${location.pathname}?${params.toString()}${location.hash ?? ''}`;
}

/** The query of one page of upcoming dates (from `now` on). */
export function upcomingQuery(now: Date | string, page: number, perPage = DATES_PER_PAGE) {
  return { from: new Date(now).toISOString(), page, per_page: perPage };
}

/** Adds a further page to the dates already listed, keeping each date once and in order of start. */
export function appendPage(listed: PublicEventDate[], next: PublicEventDate[]): PublicEventDate[] {
  const seen = new Set(listed.map((date) => date.id));
  return [...listed, ...next.filter((date) => !seen.has(date.id))].sort(
    (a, b) => new Date(a.start_date).getTime() - new Date(b.start_date).getTime() || a.id - b.id,
  );
}

export function hasMorePages(meta: { current_page: number; last_page: number }): boolean {
  return meta.current_page < meta.last_page;
}

/** A calendar month: `month` counts from 0 like Date's. */
export interface Month {
  year: number;
  month: number;
}

function safeZone(timeZone: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a time zone, as `YYYY-MM-DD`. */
export function dayKey(iso: string | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: safeZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function monthOf(iso: string | Date, timeZone: string): Month {
  const [year, month] = dayKey(iso, timeZone).split('-').map(Number);
  return { year: year!, month: month! - 1 };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + month + count;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/**
 * The moments that certainly hold every day of a month in any time zone (a day more on each side, as no
 * zone is more than 14 hours from UTC); the calendar keeps the dates whose day falls in the month.
 */
export function monthQuery({ year, month }: Month) {
  const DAY = 24 * 60 * 60 * 1000;
  return {
    from: new Date(Date.UTC(year, month, 1) - DAY).toISOString(),
    to: new Date(Date.UTC(year, month + 1, 1) + DAY).toISOString(),
    page: 1,
    per_page: DATES_PER_MONTH,
  };
}

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  key: string;
  day: number;
  dates: PublicEventDate[];
}

/**
 * The weeks of a month, Monday first, each of seven cells: null before the first and after the last
 * day, otherwise the day with the dates that start on it (in the event's time zone).
 */
export function monthGrid({ year, month }: Month, dates: PublicEventDate[], timeZone: string): (CalendarDay | null)[][] {
  const byDay = new Map<string, PublicEventDate[]>();
  for (const date of dates) {
    const key = dayKey(date.start_date, timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), date]);
  }
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; the week starts on Monday.
  const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) {
    const key = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    cells.push({ key, day, dates: byDay.get(key) ?? [] });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
