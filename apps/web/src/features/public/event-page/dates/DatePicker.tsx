import { lazy, Suspense, useEffect, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PageDates } from '../event-page-loader';
import type { PublicEventWithTickets } from '@stagedoor/contracts';
import { hasMorePages } from './date-picker';
import { DateList } from './DateList';

// Wide screens only, and after the page is drawn: not part of the event page's first load.
const DateCalendar = lazy(() => import('./DateCalendar').then((module) => ({ default: module.DateCalendar })));

/** Where the calendar replaces the list (Mantine's `sm` breakpoint). */
const WIDE = '(min-width: 48em)';

interface DatePickerProps {
  event: PublicEventWithTickets;
  dates: PageDates;
  /** The widget: the list only, without a heading of its own level. */
  compact?: boolean;
}

/**
 * API.md "Dates": the event's dates, each a link to its own page (`?date=`), the chosen one marked as the
 * current page. The server and the first render in the browser draw the list; a wide screen then shows a
 * month calendar instead.
 */
export function DatePicker({ event, dates, compact = false }: DatePickerProps) {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (compact || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    setWide(query.matches);
    const change = (change: MediaQueryListEvent) => setWide(change.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [compact]);

  const chosenId = event.event_date_id ?? null;
  const list = (
    <DateList
      key={event.id}
      eventId={event.id}
      timezone={event.timezone}
      upcoming={dates.upcoming}
      chosenId={chosenId}
      now={dates.now}
      labelledBy="dates-heading"
    />
  );
  const initial = dates.chosen?.start_date ?? dates.upcoming.data[0]?.start_date ?? event.start_date;

  return (
    <Stack component={compact ? 'div' : 'section'} aria-labelledby="dates-heading" gap="md">
      <Title order={2} id="dates-heading" fz={compact ? 'md' : 'xl'}>
        <Trans>Dates</Trans>
      </Title>
      {wide ? (
        <Suspense fallback={list}>
          <DateCalendar
            eventId={event.id}
            timezone={event.timezone}
            initial={initial}
            first={event.start_date}
            last={event.end_date ?? event.start_date}
            known={dates.upcoming.data}
            more={hasMorePages(dates.upcoming.meta)}
            chosenId={chosenId}
            now={dates.now}
          />
        </Suspense>
      ) : (
        list
      )}
    </Stack>
  );
}
