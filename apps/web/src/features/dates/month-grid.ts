import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The calendar of the dates page: weeks of a month, Monday first, the days as `YYYY-MM-DD` on the event's clock, and
 * the keys of the WAI-ARIA date grid pattern. Days are calendar days, computed in UTC so the browser's own zone never
 * shifts them.
 */

export interface GridDay {
  day: string;
  inMonth: boolean;
}

/** `YYYY-MM` of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  return dayjs.utc(`${month}-01`).add(count, 'month').format('YYYY-MM');
}

/** The whole weeks, Monday to Sunday, that hold the days of `month` (`YYYY-MM`): 4 to 6 rows of 7. */
export function monthGrid(month: string): GridDay[][] {
  const first = dayjs.utc(`${month}-01`);
  const start = first.subtract((first.day() + 6) % 7, 'day');
  const last = first.endOf('month');
  const weeks: GridDay[][] = [];
  for (let cursor = start; !cursor.isAfter(last, 'day'); ) {
    const week: GridDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push({ day: cursor.format('YYYY-MM-DD'), inMonth: cursor.month() === first.month() });
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/** The first instant of `month` and of the month after, on the event's clock: the range of one calendar page. */
export function monthRange(month: string, zone: string): { from: string; to: string } {
  return {
    from: dayjs.tz(`${month}-01T00:00`, zone).toISOString(),
    to: dayjs.tz(`${addMonths(month, 1)}-01T00:00`, zone).toISOString(),
  };
}

/** The day of an instant on the event's clock. */
export function localDay(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DD');
}

/** Dates grouped by the day they start on, on the event's clock, each day's in order. */
export function groupByDay<T extends { start_date: string }>(dates: T[], zone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const date of [...dates].sort((a, b) => a.start_date.localeCompare(b.start_date))) {
    const day = localDay(date.start_date, zone);
    days.set(day, [...(days.get(day) ?? []), date]);
  }
  return days;
}

/** The day a key moves the focus to in the grid, or null for keys the grid leaves alone. */
export function moveDay(day: string, key: string): string | null {
  const current = dayjs.utc(day);
  switch (key) {
    case 'ArrowLeft':
      return current.subtract(1, 'day').format('YYYY-MM-DD');
    case 'ArrowRight':
      return current.add(1, 'day').format('YYYY-MM-DD');
    case 'ArrowUp':
      return current.subtract(7, 'day').format('YYYY-MM-DD');
    case 'ArrowDown':
      return current.add(7, 'day').format('YYYY-MM-DD');
    case 'Home':
      return current.subtract((current.day() + 6) % 7, 'day').format('YYYY-MM-DD');
    case 'End':
      return current.add(6 - ((current.day() + 6) % 7), 'day').format('YYYY-MM-DD');
    case 'PageUp':
      return current.subtract(1, 'month').format('YYYY-MM-DD');
    case 'PageDown':
      return current.add(1, 'month').format('YYYY-MM-DD');
    default:
      return null;
  }
}
