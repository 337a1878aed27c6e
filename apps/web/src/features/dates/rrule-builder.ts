import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The recurrence form of "Generate dates": it writes an RFC 5545 rule for the server, so organizers never type one,
 * and previews the occurrences of that rule. The preview follows RFC 5545 for the rules the form can write (DAILY,
 * WEEKLY with BYDAY, MONTHLY on the start's day of the month; INTERVAL; COUNT or UNTIL), expanded on the event's wall
 * clock: a weekly 19:00 class stays at 19:00 local across a change of daylight saving time. Like the common
 * implementations, DTSTART is an occurrence only when it matches the rule.
 */

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first (WKST=MO). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_DATES_PER_CALL = 1000;

export interface RuleValues {
  frequency: Frequency;
  /** Every `interval` days, weeks or months. */
  interval: number;
  /** For WEEKLY; none means the start's own weekday. */
  weekdays: Weekday[];
  /** `YYYY-MM-DD`, the first day of the series, on the event's clock. */
  startsOn: string;
  /** `HH:mm` on the event's clock. */
  time: string;
  ends: 'count' | 'until';
  count: number;
  /** `YYYY-MM-DD`, the last day a date may start on (inclusive). */
  until: string;
}

export type RuleErrorKey = 'interval' | 'weekdays' | 'startsOn' | 'time' | 'count' | 'until';
export type RuleProblem = 'required' | 'positive' | 'tooMany' | 'beforeStart';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function isDay(value: string): boolean {
  return DATE_RE.test(value) && dayjs.utc(value).isValid();
}

/** What is wrong with the values, field by field; empty when a rule can be written. */
export function validateRule(values: RuleValues): Partial<Record<RuleErrorKey, RuleProblem>> {
  const problems: Partial<Record<RuleErrorKey, RuleProblem>> = {};
  if (!Number.isInteger(values.interval) || values.interval < 1) problems.interval = 'positive';
  if (!isDay(values.startsOn)) problems.startsOn = 'required';
  if (!TIME_RE.test(values.time)) problems.time = 'required';
  if (values.ends === 'count') {
    if (!Number.isInteger(values.count) || values.count < 1) problems.count = 'positive';
    else if (values.count > MAX_DATES_PER_CALL) problems.count = 'tooMany';
  } else if (!isDay(values.until)) problems.until = 'required';
  else if (isDay(values.startsOn) && values.until < values.startsOn) problems.until = 'beforeStart';
  return problems;
}

function compact(day: string): string {
  return day.replaceAll('-', '');
}

/** The weekday code of a `YYYY-MM-DD` day. */
export function weekdayOf(day: string): Weekday {
  // dayjs counts Sunday as 0; WEEKDAYS starts on Monday.
  return WEEKDAYS[(dayjs.utc(day).day() + 6) % 7] ?? 'MO';
}

/**
 * The rule as the server takes it: `DTSTART;TZID=…` on the event's clock, then the `RRULE` line.
 * UNTIL is the end of the chosen day on the event's clock, in UTC as RFC 5545 requires with a TZID start.
 */
export function buildRrule(values: RuleValues, zone: string): string {
  const [hour, minute] = values.time.split(':').map(Number);
  const parts = [`FREQ=${values.frequency}`];
  if (values.interval > 1) parts.push(`INTERVAL=${values.interval}`);
  if (values.frequency === 'WEEKLY') {
    const days = values.weekdays.length > 0 ? WEEKDAYS.filter((day) => values.weekdays.includes(day)) : [weekdayOf(values.startsOn)];
    parts.push(`BYDAY=${days.join(',')}`);
  }
  parts.push(`BYHOUR=${hour ?? 0}`, `BYMINUTE=${minute ?? 0}`, 'BYSECOND=0');
  if (values.ends === 'count') parts.push(`COUNT=${values.count}`);
  else parts.push(`UNTIL=${dayjs.tz(`${values.until}T23:59:59`, zone).utc().format('YYYYMMDDTHHmmss')}Z`);
  const start = `${compact(values.startsOn)}T${values.time.replace(':', '')}00`;
  return `DTSTART;TZID=${zone}:${start}\nRRULE:${parts.join(';')}`;
}

/** The wall-clock time `time` of a local day in `zone`, as an instant. */
function at(day: dayjs.Dayjs, time: string, zone: string): dayjs.Dayjs {
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${time}`, zone);
}

/** How many periods the expansion looks at before giving up on a rule whose dates never come. */
const MAX_PERIODS = 50_000;

/** The days of one period of the rule (a day, a week, a month), before DTSTART and the end are applied. */
function daysOfPeriod(values: RuleValues, first: dayjs.Dayjs, index: number): dayjs.Dayjs[] {
  const step = index * values.interval;
  if (values.frequency === 'DAILY') return [first.add(step, 'day')];
  if (values.frequency === 'WEEKLY') {
    const monday = first.subtract((first.day() + 6) % 7, 'day').add(step, 'week');
    const days = values.weekdays.length > 0 ? values.weekdays : [weekdayOf(first.format('YYYY-MM-DD'))];
    return WEEKDAYS.flatMap((code, offset) => (days.includes(code) ? [monday.add(offset, 'day')] : []));
  }
  const month = first.startOf('month').add(step, 'month');
  // A month without the start's day of the month has no date (RFC 5545 skips invalid dates).
  return first.date() <= month.daysInMonth() ? [month.date(first.date())] : [];
}

/**
 * The start instants (ISO with offset) of the rule's first `limit` occurrences, without the excluded days
 * (`YYYY-MM-DD` on the event's clock), with the additions (wall-clock `YYYY-MM-DDTHH:mm`), in order.
 */
export function expandRule(
  values: RuleValues,
  zone: string,
  options: { limit?: number; exclusions?: string[]; additions?: string[] } = {},
): string[] {
  if (Object.keys(validateRule(values)).length > 0) return [];
  const limit = options.limit ?? MAX_DATES_PER_CALL;
  const excluded = new Set(options.exclusions ?? []);
  const first = dayjs.utc(values.startsOn);
  const enough = limit + (options.additions?.length ?? 0);
  const dtstart = at(first, values.time, zone);
  const untilEnd = values.ends === 'until' ? dayjs.tz(`${values.until}T23:59:59`, zone) : null;
  const maxCount = values.ends === 'count' ? values.count : Number.POSITIVE_INFINITY;

  const found: dayjs.Dayjs[] = [];
  let counted = 0;
  for (let index = 0; index < MAX_PERIODS && counted < maxCount && found.length < enough; index += 1) {
    const days = daysOfPeriod(values, first, index);
    let past = false;
    for (const day of days) {
      const occurrence = at(day, values.time, zone);
      if (occurrence.isBefore(dtstart)) continue;
      if (untilEnd && occurrence.isAfter(untilEnd)) {
        past = true;
        break;
      }
      counted += 1;
      // COUNT counts the rule's own occurrences; exclusions are taken out of the set afterwards (EXDATE).
      if (!excluded.has(occurrence.tz(zone).format('YYYY-MM-DD'))) found.push(occurrence);
      if (counted >= maxCount) break;
    }
    if (past) break;
  }
  for (const addition of options.additions ?? []) {
    const parsed = dayjs.tz(addition, zone);
    if (parsed.isValid()) found.push(parsed);
  }
  found.sort((a, b) => a.valueOf() - b.valueOf());
  return found.slice(0, limit).map((occurrence) => occurrence.tz(zone).format());
}
