import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Event } from '@stagedoor/contracts';
import { renderWithProviders } from '../../test/render';
import { datesBetweenQuery, type EventDate } from './api';
import { DatesCalendar } from './DatesCalendar';
import { monthRange } from './month-grid';

const event = { id: 7, timezone: 'Europe/Berlin' } as Event;

function date(id: number, start: string, label: string | null = null): EventDate {
  return {
    id,
    start_date: start,
    end_date: null,
    label,
    status: 'SCHEDULED',
    capacity: null,
    sold_count: 0,
    available: null,
    cancellation: null,
  };
}

/** The calendar with its months' dates already in the query cache, as if the server had answered. */
function renderCalendar(months: Record<string, EventDate[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  for (const [month, dates] of Object.entries(months)) {
    const { from, to } = monthRange(month, event.timezone);
    client.setQueryData(datesBetweenQuery(event.id, from, to).queryKey, dates);
  }
  renderWithProviders(
    <QueryClientProvider client={client}>
      <DatesCalendar event={event} initialDay="2026-10-01" renderDate={(item) => <span>{item.label ?? `date ${item.id}`}</span>} />
    </QueryClientProvider>,
  );
}

describe('DatesCalendar', () => {
  it("names each day with its number of dates, on the event's clock, and lists the chosen day's dates", () => {
    // 23:30 UTC on 30 September is 01:30 on 1 October in Berlin.
    renderCalendar({
      '2026-10': [date(1, '2026-09-30T23:30:00Z', 'Late show'), date(2, '2026-10-01T17:00:00Z', 'Evening')],
      '2026-11': [],
    });
    const grid = screen.getByRole('grid', { name: 'October 2026' });
    const first = within(grid).getByRole('gridcell', { name: 'Thursday, October 1, 2026, 2 dates' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(within(grid).getByRole('gridcell', { name: 'Wednesday, September 30, 2026, 0 dates' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByText('Late show')).toBeTruthy();
    expect(screen.getByText('Evening')).toBeTruthy();
  });

  it('moves the focus and the choice with the arrow keys, and turns the month with Page Down', async () => {
    const user = userEvent.setup();
    renderCalendar({ '2026-10': [date(3, '2026-10-08T17:00:00Z', 'Next week')], '2026-11': [] });
    await user.click(screen.getByRole('gridcell', { name: /October 1, 2026/ }));
    await user.keyboard('{ArrowDown}');
    const eighth = screen.getByRole('gridcell', { name: 'Thursday, October 8, 2026, 1 date' });
    expect(document.activeElement).toBe(eighth);
    expect(eighth.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Next week')).toBeTruthy();

    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('gridcell', { name: /November 8, 2026/ }));
    expect(screen.getByText('No dates on this day.')).toBeTruthy();
  });
});
