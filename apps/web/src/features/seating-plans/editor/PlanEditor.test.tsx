import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatingLayout, SeatingPlan } from '@stagedoor/contracts';
import { renderWithProviders } from '../../../test/render';
import { emptyLayout } from '../layout-ops';
import { PlanEditor } from './PlanEditor';

function planWith(layout: SeatingLayout, overrides: Partial<SeatingPlan> = {}): SeatingPlan {
  return {
    id: 3,
    name: 'Harbour Hall',
    seat_count: 0,
    standing_capacity: 0,
    events_count: 0,
    in_use: false,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    layout,
    ...overrides,
  };
}

const empty = emptyLayout('Stalls', { id: 'cat-1', name: 'Standard', color: '#1c7ed6' });

/** The PUTs the editor sends, answered as the server does: 200 with the plan, or the answer given. */
function serverAnswers(answer?: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: { name: string; layout: SeatingLayout } }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { name: string; layout: SeatingLayout };
    sent.push({ method: init?.method ?? 'GET', url: String(input), body });
    const reply = answer ?? { status: 200, body: { data: planWith(body.layout, { name: body.name }) } };
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } }),
    );
  });
  return sent;
}

function renderEditor(plan: SeatingPlan) {
  // The management shell puts every page in its <main>.
  const page = (
    <main>
      <PlanEditor accountId={9} plan={plan} />
    </main>
  );
  const router = createMemoryRouter([{ path: '/account/seating-plans/:planId', element: page }], {
    initialEntries: [`/account/seating-plans/${plan.id}`],
  });
  return renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A Mantine select's input (its list of options carries the same label). */
const selectInput = (label: string) => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;

/** The seats drawn, by their centres: a row's seats are the circles of a path, each `M(x - r) y a…`. */
const seatsDrawn = () =>
  [...document.querySelectorAll('[data-seats] > path')].flatMap((path) =>
    [...(path.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)a([\d.]+)/g)].map((match) => ({
      x: Number(match[1]) + Number(match[3]),
      y: Number(match[2]),
      path,
    })),
  );

afterEach(() => vi.restoreAllMocks());

// Whole editors in a simulated DOM, on a machine shared with other work: more room than the default five seconds.
describe('PlanEditor', { timeout: 30_000 }, () => {
  it('adds a row, which can be undone and redone, and saves it', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers();
    renderEditor(planWith(empty));

    fireEvent.change(screen.getByRole('textbox', { name: 'Seats' }), { target: { value: '10' } });
    await user.click(screen.getByRole('button', { name: 'Add row' }));

    expect(seatsDrawn()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Row A, 10 seats' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('10 seats selected');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(seatsDrawn()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(seatsDrawn()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toBe('/api/accounts/9/seating-plans/3');
    const row = sent[0]!.body.layout.sections[0]!.rows[0]!;
    expect(row.label).toBe('A');
    expect(row.seats.map((seat) => seat.id)).toEqual(Array.from({ length: 10 }, (_, i) => `row-1-${i + 1}`));
    expect(row.seats.map((seat) => seat.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('selects with a click, a shift-click and a box, moves by dragging, and undoes the drag with Ctrl+Z', async () => {
    const user = userEvent.setup();
    renderEditor(planWith(empty));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const canvas = screen.getByRole('application');
    const [first, second] = [...seatsDrawn()];
    // The canvas is not laid out in this document: one plan unit is one pixel from its top left corner.
    const at = (seat: { x: number; y: number }) => ({
      clientX: seat.x,
      clientY: seat.y,
      button: 0,
      pointerId: 1,
    });
    fireEvent.pointerDown(first!.path, at(first!));
    fireEvent.pointerUp(canvas, at(first!));
    expect(screen.getByRole('status').textContent).toBe('1 seat selected');
    fireEvent.pointerDown(second!.path, { ...at(second!), shiftKey: true });
    fireEvent.pointerUp(canvas, at(second!));
    expect(screen.getByRole('status').textContent).toBe('2 seats selected');

    const start = at(first!);
    fireEvent.pointerDown(first!.path, start);
    fireEvent.pointerMove(canvas, { ...start, clientX: start.clientX + 5, clientY: start.clientY + 20 });
    fireEvent.pointerMove(canvas, { ...start, clientX: start.clientX + 10, clientY: start.clientY + 40 });
    fireEvent.pointerUp(canvas, { ...start, clientX: start.clientX + 10, clientY: start.clientY + 40 });
    expect([...seatsDrawn()].slice(0, 3).map((seat) => seat.y - start.clientY)).toEqual([40, 40, 0]);
    // One drag is one step: one undo puts both seats back.
    fireEvent.keyDown(canvas, { key: 'z', ctrlKey: true });
    expect([...seatsDrawn()].slice(0, 3).map((seat) => seat.y - start.clientY)).toEqual([0, 0, 0]);

    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(screen.getByRole('status').textContent).toBe('Nothing selected');
    fireEvent.pointerDown(canvas, { clientX: 0, clientY: 0, button: 0, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 2000, clientY: 2000, button: 0, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 2000, clientY: 2000, button: 0, pointerId: 1 });
    expect(screen.getByRole('status').textContent).toBe('12 seats selected');
  });

  it('renumbers the selected row from its form and keeps its seat ids', async () => {
    const user = userEvent.setup();
    renderEditor(planWith(empty));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(selectInput('Numbering'));
    fireEvent.click(screen.getByRole('option', { name: 'Odd left, even right', hidden: true }));
    expect(seatsDrawn()).toHaveLength(12);
    const checkboxes = within(screen.getByRole('tabpanel')).getAllByRole('checkbox');
    expect(checkboxes.slice(0, 3).map((box) => box.getAttribute('aria-label'))).toEqual([
      'Seat 11 of row A',
      'Seat 9 of row A',
      'Seat 7 of row A',
    ]);
  });

  it('shows the layout’s problems instead of saving, and selects the seat a problem names', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers();
    renderEditor(planWith(empty));
    await user.click(selectInput('Category'));
    fireEvent.click(screen.getByRole('option', { name: 'None (each seat its own)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Fix these problems before saving')).toBeTruthy();
    expect(within(alert).getAllByText(/The seat has no category/)).toHaveLength(12);
    expect(sent).toHaveLength(0);
    await user.click(within(alert).getAllByRole('button')[0]!);
    expect(screen.getByRole('status').textContent).toBe('1 seat selected');
  });

  it('shows the server’s 422 problems beside the plan', async () => {
    const user = userEvent.setup();
    serverAnswers({
      status: 422,
      body: {
        message: 'The data is invalid.',
        code: 'VALIDATION_ERROR',
        errors: { 'layout.sections.0.rows.0.seats.1.id': ['That id is taken.'] },
      },
    });
    renderEditor(planWith(empty));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server did not accept the plan');
    expect(alert.textContent).toContain('Stalls › Row A › seat 2: That id is taken.');
  });

  it('keeps the seats of a plan in use and offers a copy', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers();
    renderEditor(planWith(empty, { in_use: true, events_count: 1 }));
    expect(screen.getByRole('button', { name: 'Make a copy' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect((screen.getByRole('button', { name: 'Delete selection' }) as HTMLButtonElement).disabled).toBe(true);
    // The keyboard's Delete is refused too.
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Delete' });
    expect(seatsDrawn()).toHaveLength(12);
    // Moving the selected row with the arrow keys is fine.
    fireEvent.keyDown(screen.getByRole('application'), { key: 'ArrowDown', ctrlKey: true, shiftKey: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const moved = sent[0]!.body.layout.sections[0]!.rows[0]!;
    expect(moved.geometry?.y).toBe(Math.round(700 / 3) + 10);
  });

  it('selects seats from the keyboard, seat by seat and row by row, and edits them together', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers();
    renderEditor(planWith(empty));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('tab', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const canvas = screen.getByRole('application');
    const status = () => screen.getByRole('status').textContent;
    const focused = () => canvas.parentElement!.querySelector('[aria-live="polite"]:not([role])')!.textContent;
    const press = (key: string, keys: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) =>
      fireEvent.keyDown(canvas, { key, ...keys });

    press('Escape');
    expect(status()).toBe('Nothing selected');
    act(() => canvas.focus());
    expect(focused()).toBe('Seat 1 of row A');
    // The ring shows where the keyboard is.
    expect(document.querySelector('[data-focus-ring]')).toBeTruthy();

    press('Enter');
    expect(status()).toBe('1 seat selected');
    expect(focused()).toBe('Seat 1 of row A, selected');
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });
    expect(status()).toBe('3 seats selected');
    expect(focused()).toBe('Seat 3 of row A, selected');
    // Back over a selected seat takes the one left away.
    press('ArrowLeft', { shiftKey: true });
    expect(status()).toBe('2 seats selected');
    // Moving without Shift keeps the selection; Ctrl+Space (Cmd on a Mac) and Shift+Space add and take away.
    press('End');
    expect(focused()).toBe('Seat 12 of row A');
    press(' ', { ctrlKey: true });
    expect(status()).toBe('3 seats selected');
    press('ArrowDown');
    expect(focused()).toBe('Seat 12 of row B');
    press(' ', { metaKey: true });
    press(' ', { shiftKey: true });
    press(' ', { shiftKey: true });
    expect(status()).toBe('4 seats selected');

    // The selection panel edits every selected seat.
    await user.click(selectInput('Accessibility'));
    fireEvent.click(screen.getByRole('option', { name: 'Wheelchair space', hidden: true }));

    // Ctrl+A: the row of the focused seat, then its section, then everything; Escape clears.
    press('a', { ctrlKey: true });
    expect(status()).toBe('12 seats selected');
    expect(screen.getByRole('button', { name: 'Row B, 12 seats' }).getAttribute('aria-pressed')).toBe('true');
    press('a', { ctrlKey: true });
    expect(status()).toBe('24 seats selected');
    press('Escape');
    expect(status()).toBe('Nothing selected');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [rowA, rowB] = sent[0]!.body.layout.sections[0]!.rows;
    const wheelchairs = (row: SeatingLayout['sections'][number]['rows'][number]) =>
      row.seats.filter((seat) => seat.accessible === 'WHEELCHAIR').map((seat) => seat.label);
    expect(wheelchairs(rowA!)).toEqual(['1', '2', '12']);
    expect(wheelchairs(rowB!)).toEqual(['12']);
  });

  it('leaves axe nothing to report with seats picked from the keyboard and the keys shown', async () => {
    const user = userEvent.setup();
    renderEditor(planWith(empty));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const canvas = screen.getByRole('application');
    fireEvent.keyDown(canvas, { key: 'Escape' });
    act(() => canvas.focus());
    fireEvent.keyDown(canvas, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByRole('status').textContent).toBe('2 seats selected');
    await user.click(screen.getByText('Keyboard'));
    // Colour contrast needs a real layout: the browser suite checks it.
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
