import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Event } from '@stagedoor/contracts';
import { renderWithProviders } from '../../test/render';
import { GenerateDatesForm } from './GenerateDatesForm';

// Thursday 1 October 2026, 19:00 to 21:00 in Berlin.
const event = { id: 7, timezone: 'Europe/Berlin', start_date: '2026-10-01T17:00:00Z', end_date: '2026-10-01T19:00:00Z' } as Event;

function renderForm() {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <GenerateDatesForm event={event} onDone={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('GenerateDatesForm', () => {
  it('previews the dates of the rule built from the fields, and the rule itself', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    const count = screen.getByRole('textbox', { name: 'Number of dates' });
    await user.clear(count);
    await user.type(count, '3');

    expect(screen.getByText('3 dates will be created.')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Preview' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/gu, ' '));
    expect(items).toEqual(['Oct 1, 2026, 7:00 – 9:00 PM', 'Oct 6, 2026, 7:00 – 9:00 PM', 'Oct 8, 2026, 7:00 – 9:00 PM']);
    expect(screen.getByText(/RRULE:FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;BYMINUTE=0;BYSECOND=0;COUNT=3/)).toBeTruthy();
  });

  it('leaves out an excluded day and takes a typed rule in the advanced mode', async () => {
    const user = userEvent.setup();
    renderForm();
    const count = screen.getByRole('textbox', { name: 'Number of dates' });
    await user.clear(count);
    await user.type(count, '2');
    const leaveOut = screen.getByLabelText('Leave out');
    await user.type(leaveOut, '2026-10-08');
    await user.click(screen.getByRole('button', { name: 'Add to Leave out' }));
    expect(screen.getByText('1 date will be created.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Oct 8, 2026' })).toBeTruthy();

    await user.click(screen.getByText('Advanced: RRULE'));
    expect(screen.getByRole('textbox', { name: /Recurrence rule/ })).toBeTruthy();
    expect(screen.queryByText('Preview')).toBeNull();
  });
});
