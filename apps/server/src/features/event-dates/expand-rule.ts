import { createRequire } from 'node:module';
import vm from 'node:vm';
import { DateTime } from 'luxon';
import type * as Rrule from 'rrule';
import { MAX_GENERATED_DATES, type GenerateDatesInput } from '@stagedoor/contracts';
import { fieldError } from '../../platform/errors.js';

// rrule is a CommonJS package whose ES build Node cannot load: required as CommonJS, the same under every loader.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof Rrule;

/**
 * The rule's arithmetic runs on wall-clock times: a "floating" Date whose UTC fields are the local time in the event's
 * time zone. Each occurrence is then read as that local time in the zone, so that a weekly 19:00 stays 19:00 on both
 * sides of a change of the clocks.
 */
const floating = (local: DateTime): Date =>
  new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));

const localOf = (value: Date, zone: string): DateTime =>
  DateTime.fromObject(
    {
      year: value.getUTCFullYear(),
      month: value.getUTCMonth() + 1,
      day: value.getUTCDate(),
      hour: value.getUTCHours(),
      minute: value.getUTCMinutes(),
      second: value.getUTCSeconds(),
    },
    { zone },
  );

/**
 * How long a rule may search. rrule checks UNTIL only against dates it found, so a rule that matches nothing (the
 * 30th of February, daily) would walk every day up to the year 9999: the search runs under a watchdog instead.
 */
const SEARCH_MS = 1000;
/** The last instant the database and ISO 8601 with four-digit years both hold. */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59);
const FIRST_YEAR = 1970;

const STAMP = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/** An iCalendar DATE or DATE-TIME (`20261001T190000Z`, `20261001T190000` with or without TZID) as a time in `zone`. */
function readStamp(value: string, tzid: string | undefined, zone: string): DateTime {
  const match = STAMP.exec(value);
  if (!match) throw fieldError('rrule', 'validation.rrule_invalid');
  const [, year, month, day, hour = '0', minute = '0', second = '0', utc] = match;
  const parts = { year: +year!, month: +month!, day: +day!, hour: +hour, minute: +minute, second: +second };
  const source = utc ? 'utc' : (tzid ?? zone);
  const read = DateTime.fromObject(parts, { zone: source });
  if (!read.isValid) throw fieldError('rrule', 'validation.rrule_invalid');
  return read.setZone(zone);
}

interface ParsedRule {
  options: Record<string, unknown>;
  start: DateTime | undefined;
}

/** Reads the rule's lines: an optional DTSTART and the RRULE itself (with or without its `RRULE:` name). */
function parseRule(text: string, zone: string): ParsedRule {
  let start: DateTime | undefined;
  let ruleLine: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const dtstart = /^DTSTART(?:;TZID=([^:;]+))?:(.+)$/i.exec(line);
    if (dtstart) {
      if (start) throw fieldError('rrule', 'validation.rrule_invalid');
      const tzid = dtstart[1];
      if (tzid && !DateTime.local().setZone(tzid).isValid) throw fieldError('rrule', 'validation.rrule_invalid');
      start = readStamp(dtstart[2]!.trim(), tzid, zone);
      continue;
    }
    if (ruleLine !== undefined) throw fieldError('rrule', 'validation.rrule_invalid');
    ruleLine = line.replace(/^RRULE:/i, '');
  }
  if (!ruleLine) throw fieldError('rrule', 'validation.rrule_invalid');
  let options: Record<string, unknown>;
  try {
    options = RRule.parseString(ruleLine) as Record<string, unknown>;
  } catch {
    throw fieldError('rrule', 'validation.rrule_invalid');
  }
  // Rules finer than hourly make no sense for dates and could spin for long without an occurrence.
  const interval = options.interval;
  if (
    typeof options.freq !== 'number' ||
    options.freq > RRule.HOURLY ||
    options.dtstart ||
    options.tzid ||
    (interval !== undefined && (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1))
  ) {
    throw fieldError('rrule', 'validation.rrule_invalid');
  }
  const until = /(?:^|;)UNTIL=([^;]+)/i.exec(ruleLine);
  if (until) options.until = floating(readStamp(until[1]!.trim(), undefined, zone));
  return { options, start };
}

/** The rule's starts as instants, at most `limit` + 1 of them (one more shows that the rule asks for too many). */
function occurrences(parsed: ParsedRule, defaultStart: Date, zone: string, limit: number): Date[] {
  const start = parsed.start ?? DateTime.fromJSDate(defaultStart, { zone });
  if (start.year < FIRST_YEAR) throw fieldError('rrule', 'validation.rrule_invalid');
  let rule: InstanceType<typeof RRule>;
  try {
    rule = new RRule({ ...parsed.options, dtstart: floating(start.set({ millisecond: 0 })) });
  } catch {
    throw fieldError('rrule', 'validation.rrule_invalid');
  }
  const found: Date[] = [];
  const search = () =>
    rule.all((value, index) => {
      if (index > limit) return false;
      found.push(value);
      return true;
    });
  try {
    vm.runInNewContext('search()', { search }, { timeout: SEARCH_MS });
  } catch (error) {
    const timedOut = (error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
    throw fieldError('rrule', timedOut ? 'validation.rrule_no_dates' : 'validation.rrule_invalid');
  }
  return found.map((value) => localOf(value, zone).toJSDate());
}

export interface PlannedDate {
  startDate: Date;
  endDate: Date;
}

/**
 * The dates a generate request asks for: the rule's occurrences in the event's time zone, less the excluded days,
 * plus the additions, each lasting `duration_minutes`; sorted, without repeats. More than MAX_GENERATED_DATES is a 422.
 */
export function expandRule(input: GenerateDatesInput, event: { startDate: Date; timezone: string }): PlannedDate[] {
  const zone = event.timezone;
  const parsed = parseRule(input.rrule, zone);
  const excluded = new Set(input.exclusions ?? []);
  const starts = occurrences(parsed, event.startDate, zone, MAX_GENERATED_DATES + excluded.size).filter(
    (start) => !excluded.has(DateTime.fromJSDate(start, { zone }).toISODate()!),
  );
  for (const addition of input.additions ?? []) starts.push(new Date(addition));
  const unique = [...new Map(starts.map((start) => [start.getTime(), start])).values()].sort((a, b) => a.getTime() - b.getTime());
  if (unique.length > MAX_GENERATED_DATES) throw fieldError('rrule', 'validation.too_many_dates');
  const duration = input.duration_minutes * 60_000;
  const planned = unique.map((startDate) => ({ startDate, endDate: new Date(startDate.getTime() + duration) }));
  if (planned.some((date) => date.endDate.getTime() > LAST_INSTANT)) throw fieldError('rrule', 'validation.invalid_date');
  return planned;
}
