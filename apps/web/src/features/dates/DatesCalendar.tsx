import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { IconArrowLeft, IconArrowRight } from '../../platform/ui/icons';
import { QueryState } from '../../platform/ui/QueryState';
import { datesBetweenQuery, isCancelling, PROGRESS_REFRESH_MS, type EventDate } from './api';
import { dateTitle } from './labels';
import { addMonths, groupByDay, monthGrid, monthOf, monthRange, moveDay } from './month-grid';
import classes from './DatesCalendar.module.css';

interface DatesCalendarProps {
  event: Event;
  /** `YYYY-MM-DD` on the event's clock. */
  initialDay: string;
  /** Each date of the chosen day, as the list shows it (with its actions). */
  renderDate: (date: EventDate) => ReactNode;
}

/** A calendar day, spelled out for a label: "Thursday 1 October 2026". */
function dayFormatter(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A month of dates as a WAI-ARIA date grid: one tab stop, arrow keys move between days (Page Up and Page Down between
 * months, Home and End within the week), and the chosen day's dates are listed below the grid with their actions.
 */
export function DatesCalendar({ event, initialDay, renderDate }: DatesCalendarProps) {
  const { t, i18n } = useLingui();
  const zone = event.timezone;
  const [day, setDay] = useState(initialDay);
  const month = monthOf(day);
  const range = monthRange(month, zone);
  const dates = useQuery({
    ...datesBetweenQuery(event.id, range.from, range.to),
    refetchInterval: (query) => (query.state.data?.some(isCancelling) ? PROGRESS_REFRESH_MS : false),
  });
  const grid = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  const formatDay = dayFormatter(i18n.locale);
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));
  const weekdayFormat = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' });

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
  }, [day]);

  const onKeyDown = (keyEvent: KeyboardEvent<HTMLTableElement>) => {
    const next = moveDay(day, keyEvent.key);
    if (next === null) return;
    keyEvent.preventDefault();
    focusAfterMove.current = true;
    setDay(next);
  };

  const byDay = groupByDay(dates.data ?? [], zone);
  const timeFormat = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short', timeZone: zone });
  const chosen = byDay.get(day) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="dates-calendar-month" aria-live="polite">
          {monthName}
        </Title>
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={t`Previous month`} onClick={() => setDay(`${addMonths(month, -1)}-01`)}>
            <IconArrowLeft />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t`Next month`} onClick={() => setDay(`${addMonths(month, 1)}-01`)}>
            <IconArrowRight />
          </ActionIcon>
        </Group>
      </Group>
      <Card withBorder padding={0}>
        <table role="grid" aria-labelledby="dates-calendar-month" className={classes.grid} ref={grid} onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday.getTime()} scope="col" className={classes.weekday}>
                  <abbr title={weekdayLong.format(weekday)} style={{ textDecoration: 'none' }}>
                    {weekdayFormat.format(weekday)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week[0]?.day}>
                {week.map((cell) => {
                  const entries = byDay.get(cell.day) ?? [];
                  return (
                    <td
                      key={cell.day}
                      role="gridcell"
                      data-day={cell.day}
                      data-outside={cell.inMonth ? undefined : true}
                      tabIndex={cell.day === day ? 0 : -1}
                      aria-selected={cell.day === day}
                      aria-label={`${formatDay(cell.day)}, ${plural(entries.length, { one: '# date', other: '# dates' })}`}
                      className={classes.cell}
                      onClick={() => setDay(cell.day)}
                    >
                      <span className={classes.dayNumber} aria-hidden="true">
                        {Number(cell.day.slice(8))}
                      </span>
                      {entries.slice(0, 3).map((date) => (
                        <span
                          key={date.id}
                          className={classes.entry}
                          data-cancelled={date.status === 'CANCELLED' ? true : undefined}
                          aria-hidden="true"
                        >
                          {timeFormat.format(new Date(date.start_date))}
                          {date.label ? ` ${date.label}` : ''}
                        </span>
                      ))}
                      {entries.length > 3 && (
                        <span className={classes.entry} aria-hidden="true">
                          <Plural value={entries.length - 3} one="+# more" other="+# more" />
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Text size="xs" c="dimmed">
        <Trans>Arrow keys move between days, Page Up and Page Down between months.</Trans>
      </Text>
      <QueryState query={dates} skeletonRows={1}>
        {() => (
          <Stack gap="xs" component="section" aria-labelledby="dates-calendar-day">
            <Title order={3} fz="md" id="dates-calendar-day">
              {formatDay(day)}
            </Title>
            {chosen.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No dates on this day.</Trans>
              </Text>
            ) : (
              chosen.map((date) => (
                <Card key={date.id} withBorder padding="sm" aria-label={dateTitle(date, zone, i18n.locale)}>
                  {renderDate(date)}
                </Card>
              ))
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
