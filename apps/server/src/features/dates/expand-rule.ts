import { createRequire } from 'node:module';
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

/** How far ahead a rule is followed at most. */
const HORIZON_YEARS = 30;

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
  if (typeof options.freq !== 'number' || options.freq > RRule.HOURLY || options.dtstart || options.tzid) {
    throw fieldError('rrule', 'validation.rrule_invalid');
  }
  const until = /(?:^|;)UNTIL=([^;]+)/i.exec(ruleLine);
  if (until) options.until = floating(readStamp(until[1]!.trim(), undefined, zone));
  return { options, start };
}

/** The rule's starts as instants, at most `limit` + 1 of them (one more shows that the rule asks for too many). */
function occurrences(parsed: ParsedRule, defaultStart: Date, zone: string, limit: number): Date[] {
  const start = parsed.start ?? DateTime.fromJSDate(defaultStart, { zone });
  const dtstart = floating(start.set({ millisecond: 0 }));
  // A rule that never matches (the 30th of February) would otherwise search until the year 9999.
  const horizon = floating(start.plus({ years: HORIZON_YEARS }));
  const until = parsed.options.until instanceof Date && parsed.options.until < horizon ? parsed.options.until : horizon;
  let rule: InstanceType<typeof RRule>;
  try {
    rule = new RRule({ ...parsed.options, dtstart, until });
  } catch {
    throw fieldError('rrule', 'validation.rrule_invalid');
  }
  const found: Date[] = [];
  try {
    rule.all((value, index) => {
      if (index > limit) return false;
      found.push(value);
      return true;
    });
  } catch {
    throw fieldError('rrule', 'validation.rrule_invalid');
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
  return unique.map((startDate) => ({ startDate, endDate: new Date(startDate.getTime() + duration) }));
}
