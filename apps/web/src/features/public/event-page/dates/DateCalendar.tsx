import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowLeft, IconArrowRight } from '../../../../platform/ui/icons';
import { fetchPublicDates } from '../../event-api';
import { useFormat } from '../../shared/format';
import { rememberDates } from '../event-page-loader';
import { addMonths, dateMark, isChoosable, monthGrid, monthOf, monthQuery, type Month } from './date-picker';
import type { PublicEventDate } from '@stagedoor/contracts';
import { dateMarkLabel } from './date-marks';
import { useDateLink } from './use-choose-date';
import classes from './DatePicker.module.css';

export interface DateCalendarProps {
  eventId: number;
  timezone: string;
  /** The month shown first: the chosen date's, else the first upcoming date's. */
  initial: string;
  /** The event's first start and last end: the months with dates. */
  first: string;
  last: string;
  /** Dates already known (the first page), shown until the month's own answer arrives. */
  known: PublicEventDate[];
  /** Later dates exist beyond those known: the calendar goes on without a last month. */
  more: boolean;
  chosenId: number | null;
  now: string;
}

const monthIndex = ({ year, month }: Month) => year * 12 + month;

/**
 * The dates as a month calendar (wide screens): a table with the weekdays as column headers, each day
 * holding links to its dates; earlier and later months are read from the public dates list.
 */
export function DateCalendar({ eventId, timezone, initial, first, last, known, more, chosenId, now }: DateCalendarProps) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const linkTo = useDateLink();
  const [month, setMonth] = useState<Month>(() => monthOf(initial, timezone));
  const [byMonth, setByMonth] = useState<Map<number, PublicEventDate[]>>(new Map());
  const [failed, setFailed] = useState(false);
  const key = monthIndex(month);
  const dates = byMonth.get(key);

  useEffect(() => {
    if (byMonth.has(key)) return;
    const controller = new AbortController();
    setFailed(false);
    fetchPublicDates(String(eventId), monthQuery(month), controller.signal).then(
      (page) => {
        rememberDates(page.data);
        setByMonth((current) => new Map(current).set(key, page.data));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [eventId, key, month, byMonth]);

  const weeks = useMemo(() => monthGrid(month, dates ?? known, timezone), [month, dates, known, timezone]);
  const formats = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekday = (style: 'short' | 'long') => new Intl.DateTimeFormat(tag, { weekday: style, timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    let time: Intl.DateTimeFormat;
    try {
      time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: timezone });
    } catch {
      time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' });
    }
    return { monthName, short: weekday('short'), long: weekday('long'), day, time };
  }, [tag, timezone]);

  // 2024-01-01 was a Monday: the weekdays' names in order, Monday first.
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));
  const caption = formats.monthName.format(new Date(Date.UTC(month.year, month.month, 1)));
  const earliest = Math.max(monthIndex(monthOf(first, timezone)), monthIndex(monthOf(now, timezone)));
  const lastKnown = known.at(-1)?.start_date;
  const latest = more
    ? Number.POSITIVE_INFINITY
    : Math.max(monthIndex(monthOf(last, timezone)), lastKnown ? monthIndex(monthOf(lastKnown, timezone)) : 0);

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Previous month`}
          disabled={key <= earliest}
          onClick={() => setMonth((current) => addMonths(current, -1))}
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Next month`}
          disabled={key >= latest}
          onClick={() => setMonth((current) => addMonths(current, 1))}
        >
          <IconArrowRight size={18} />
        </ActionIcon>
      </Group>
      <table className={classes.calendar} aria-busy={dates ? undefined : true}>
        <caption aria-live="polite">{caption}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.getTime()} scope="col" abbr={formats.long.format(day)}>
                {formats.short.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) =>
                cell ? (
                  <td key={cell.key}>
                    <span className={classes.day} aria-hidden={cell.dates.length > 0 ? true : undefined}>
                      {cell.day}
                    </span>
                    {cell.dates.map((date) => {
                      const mark = dateMark(date, now);
                      const markText = dateMarkLabel(mark);
                      const timeText = formats.time.format(new Date(date.start_date));
                      // The day's number is hidden from screen readers where dates follow it: each date names its day.
                      const content = (
                        <>
                          <VisuallyHidden>{formats.day.format(new Date(`${cell.key}T00:00:00Z`))}, </VisuallyHidden>
                          {timeText}
                          {date.label ? ` ${date.label}` : ''}
                          {markText ? ` · ${markText}` : ''}
                        </>
                      );
                      return isChoosable(mark) ? (
                        <a
                          key={date.id}
                          {...linkTo(date.id)}
                          className={classes.slot}
                          aria-current={date.id === chosenId ? 'page' : undefined}
                        >
                          {content}
                        </a>
                      ) : (
                        <span key={date.id} className={`${classes.slot} ${classes.unavailable}`}>
                          {content}
                        </span>
                      );
                    })}
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {failed && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="xs">
          {t`The dates could not be loaded. Please try again.`}
        </Text>
      )}
    </div>
  );
}
