import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeatingPage } from './SeatingPage';
import { handle, renderRoute, resetServer, server } from './test-server';

function renderPage() {
  // The management shell puts every page in its <main>.
  renderRoute(
    '/manage/event/:eventId/seating',
    '/manage/event/7/seating',
    <main>
      <SeatingPage />
    </main>,
  );
}

const legendEntry = (state: string) =>
  within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .find((text) => text?.startsWith(`${state}:`));

beforeEach(() => {
  resetServer();
  vi.spyOn(globalThis, 'fetch').mockImplementation(handle);
});

afterEach(() => {
  vi.restoreAllMocks();
});

// A page of dialogs and dropdowns in a simulated DOM takes seconds on a busy two-core machine.
describe('SeatingPage', { timeout: 30_000 }, () => {
  it('shows the house of the date with its counts, and who sits on a seat picked with the keyboard', async () => {
    const person = userEvent.setup();
    renderPage();
    const map = await screen.findByRole('application', { name: 'Seating plan' });
    expect(legendEntry('Free')).toBe('Free: 6');
    expect(legendEntry('Sold')).toBe('Sold: 1');
    expect(legendEntry('Blocked')).toBe('Blocked: 1');
    expect(screen.getByText('Floor (standing): 7 of 50 taken (2 held, 5 sold, 0 blocked)')).toBeTruthy();
    // The list names every seat with its state and holder.
    const row = screen.getByRole('checkbox', { name: 'Select Main, row A, seat 2' }).closest('tr')!;
    expect(within(row).getByText('Sold')).toBeTruthy();
    expect(within(row).getByText('Ann Lee')).toBeTruthy();

    act(() => map.focus());
    await person.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('Main, row A, seat 2: Sold, Ann Lee');
    await person.keyboard('{Enter}');
    const details = screen.getByRole('region', { name: 'Main, row A, seat 2' });
    expect(within(details).getByText('Ann Lee')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Open order o_41' })).toBeTruthy();
  });

  it('leaves axe nothing to report on the house, its details and its list', async () => {
    const person = userEvent.setup();
    renderPage();
    await person.click(await screen.findByRole('button', { name: 'Show Main, row A, seat 2' }));
    await person.click(screen.getByRole('checkbox', { name: 'Select Main, row A, seat 1' }));
    // Colour contrast needs a real layout: the browser suite checks it.
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('blocks a free seat picked in the list, with a reason, and the house shows it blocked', async () => {
    const person = userEvent.setup();
    renderPage();
    await person.click(await screen.findByRole('checkbox', { name: 'Select Main, row A, seat 1' }));
    await person.click(screen.getByRole('checkbox', { name: 'Select Main, row A, seat 2' }));
    expect(screen.getByRole('heading', { name: '2 seats selected' })).toBeTruthy();
    expect(screen.getByText('1 of them is held or sold and stays as it is.')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Block 1 free seat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block seats' });
    await person.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Camera');
    await person.click(within(dialog).getByRole('button', { name: 'Block seats' }));
    await waitFor(() => expect(legendEntry('Blocked')).toBe('Blocked: 2'));
    expect(legendEntry('Free')).toBe('Free: 5');
  });

  it('moves an attendee to a free seat of the category, saying so when the seat was taken meanwhile', async () => {
    const person = userEvent.setup();
    server.takenMeanwhile.add('A-3');
    renderPage();
    await person.click(await screen.findByRole('button', { name: 'Show Main, row A, seat 2' }));
    await person.click(screen.getByRole('button', { name: 'Move' }));
    const choose = async (name: string) => {
      await person.click(screen.getByRole('combobox', { name: /New seat/ }));
      await person.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
    };
    // Only the free seats of the stalls are offered: not B-2, not the blocked B-1.
    await person.click(screen.getByRole('combobox', { name: /New seat/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main, row A, seat 1', 'Main, row A, seat 3', 'Main, row A, seat 4']);
    await person.keyboard('{Escape}');
    await choose('Main, row A, seat 3');
    await person.click(screen.getByRole('button', { name: 'Move to this seat' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That seat has just been taken by someone else.');
    // The house is asked again: the seat taken meanwhile is no longer offered.
    await person.click(screen.getByRole('combobox', { name: /New seat/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Main, row A, seat 1', 'Main, row A, seat 4']),
    );
    await person.keyboard('{Escape}');

    await choose('Main, row A, seat 1');
    await person.click(screen.getByRole('button', { name: 'Move to this seat' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move to this seat' })).toBeNull());
    const row = screen.getByRole('checkbox', { name: 'Select Main, row A, seat 1' }).closest('tr')!;
    await waitFor(() => expect(within(row).queryByText('Ann Lee')).toBeTruthy());
  });

  it('sets up an event without a plan, leaves passes out and explains a plan in use', async () => {
    const person = userEvent.setup();
    server.seated = false;
    renderPage();
    const plan = await screen.findByRole('combobox', { name: /Seating plan/ });
    expect(screen.getByRole('link', { name: "Draw or edit the account's seating plans" }).getAttribute('href')).toBe(
      '/account/seating-plans',
    );
    expect(screen.getByText(/they cannot hold one seat and are not offered here: Season pass/)).toBeTruthy();
    await waitFor(() => expect(within(plan).queryByRole('option', { name: 'Town hall' })).toBeTruthy());
    await person.selectOptions(plan, 'Town hall');
    const stalls = await screen.findByRole('combobox', { name: 'Stalls' });
    await person.click(stalls);
    await person.click(await screen.findByRole('option', { name: 'Evening: Adult' }));
    expect(screen.queryByRole('option', { name: /Season pass/ })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The plan is in use');
    expect(alert.textContent).toContain('already held or sold');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
