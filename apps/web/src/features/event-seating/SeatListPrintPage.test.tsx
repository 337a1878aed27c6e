import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeatListPrintPage } from './SeatListPrintPage';
import { handle, renderRoute, resetServer } from './test-server';

beforeEach(() => {
  resetServer();
  vi.spyOn(globalThis, 'fetch').mockImplementation(handle);
  // The simulated DOM has no print dialog: the page's call to open it finds a stand-in.
  window.print = () => undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SeatListPrintPage', { timeout: 30_000 }, () => {
  it('lists every seat of the date in plan order with its state and holder, or only the taken and blocked ones', async () => {
    const person = userEvent.setup();
    renderRoute('/manage/event/:eventId/seating/print', '/manage/event/7/seating/print?date=5', <SeatListPrintPage />);
    expect(await screen.findByRole('heading', { name: 'Seat list: Gala' })).toBeTruthy();
    const rows = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent).join(' | '));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(rows()).toHaveLength(8);
    expect(rows()[1]).toBe('Main | A | 2 | Stalls | Sold | Ann Lee | o_41');
    await person.click(screen.getByRole('checkbox', { name: 'Taken and blocked seats only' }));
    expect(rows()).toEqual(['Main | A | 2 | Stalls | Sold | Ann Lee | o_41', 'Main | B | 1 | Balcony | Blocked: Technician |  | ']);
  });
});
