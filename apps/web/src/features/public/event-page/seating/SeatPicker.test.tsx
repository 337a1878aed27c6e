import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planSeats, type PublicEventWithTickets, type PublicSeating } from '@stagedoor/contracts';
import { createRouter, RouterProvider } from '../../../../platform/routing';
import { renderWithProviders } from '../../../../test/render';
import { hallSeating, seatedEvent, seatingAnswer } from '../../../../test/seating';
import { TicketSelection } from '../tickets/TicketSelection';
import { forgetSeating } from './seating-api';
import { rereadSeatingSummary } from './seating-summary';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The server: the seating answers in turn (each with its ETag), and the reservation's answer. */
function serve(seatings: PublicSeating[], order: () => Response) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  let answered = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    asked.push({ url, init });
    if (url.includes('/seating')) {
      const seating = seatings[Math.min(answered, seatings.length - 1)]!;
      answered += 1;
      const etag = `"v${seatings.indexOf(seating)}"`;
      if (new Headers(init?.headers).get('If-None-Match') === etag) return new Response(null, { status: 304 });
      return json(200, { data: seatingAnswer(seating) }, { etag });
    }
    if (url.endsWith('/order')) return order();
    throw new Error(`unexpected ${url}`);
  });
  return asked;
}

async function drawSelection(event: PublicEventWithTickets) {
  history.replaceState(null, '', `/event/${event.id}`);
  const router = createRouter(
    [{ path: 'event/:eventId', Component: () => <TicketSelection event={event} promo={null} onPromoCodeChange={() => undefined} /> }],
    { owns: () => true },
  );
  await router.initialize();
  return renderWithProviders(<RouterProvider router={router} />);
}

async function showSelection(event: PublicEventWithTickets) {
  const view = await drawSelection(event);
  // The picker's chunk loads on first use: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Choose your seats' }, { timeout: 15_000 });
  return { user: userEvent.setup(), container: view.container };
}

/** A tap on a seat of the drawn plan, as a finger or the mouse sends it: the plan drawn one pixel to a unit. */
function tap(container: HTMLElement, seatId: string) {
  const layout = hallSeating().layout;
  const seat = planSeats(layout).find((candidate) => candidate.id === seatId)!;
  const svg = container.querySelector('svg[aria-label="Seating plan"]') as SVGSVGElement;
  svg.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: layout.width, height: layout.height });
  fireEvent.pointerDown(svg, { pointerId: 1, pointerType: 'touch', clientX: seat.x, clientY: seat.y });
  fireEvent.pointerUp(svg, { pointerId: 1, pointerType: 'touch', clientX: seat.x, clientY: seat.y });
}

/** axe's findings on the picker (colour contrast needs a real layout: the browser suite checks it). */
async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const total = () => screen.getByText('Total').closest('[aria-live]') as HTMLElement;
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"][aria-atomic="true"]') as HTMLElement;

beforeEach(() => {
  forgetSeating();
  rereadSeatingSummary();
});
afterEach(() => vi.restoreAllMocks());

// The first test loads the picker's chunk, and axe reads the whole picker: slow on a busy machine.
describe('SeatPicker', { timeout: 30_000 }, () => {
  it('draws the plan of the date shown, sells its prices in place of their quantities, and keeps the others', async () => {
    const asked = serve([hallSeating()], () => json(500, {}));
    const { container } = await showSelection(seatedEvent({ event_date_id: 7 }));
    expect(asked[0]!.url).toContain('/public/events/1/seating?date_id=7');
    // The plan's views load with the plan, in a chunk of their own.
    expect(await screen.findByRole('img', { name: 'Seating plan' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Standard: from €20.00 (5 free)')).toBeTruthy();
    expect(screen.getByText('VIP: from €80.00 (1 free)')).toBeTruthy();
    // Parking keeps its quantity; the seated tickets have none.
    expect(screen.getByRole('textbox', { name: 'Quantity of Parking' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Quantity of Seat, Adult' })).toBeNull();
    expect(container.querySelector('path[data-state="taken"]')).toBeTruthy();

    tap(container, 'a2');
    expect(screen.getByText('No seats chosen yet')).toBeTruthy();
    tap(container, 'a1');
    tap(container, 't1-1');
    expect(container.querySelector('[data-seat-id="a1"]')!.getAttribute('data-state')).toBe('chosen');
    expect(screen.getByText('2 seats chosen')).toBeTruthy();
    expect(screen.getByText('Stalls, Row A, seat 1')).toBeTruthy();
    expect(screen.getByText('Terrace, Table 1, seat 1')).toBeTruthy();
    expect(liveRegion(container).textContent).toBe('Chosen: Terrace, Table 1, seat 1. 2 seats chosen.');
    expect(within(total()).getByText('€110.00')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads no plan when nothing is on sale, and shows the tickets as they stand', async () => {
    const asked = serve([hallSeating()], () => json(500, {}));
    const event = seatedEvent();
    for (const ticket of event.tickets) {
      ticket.status = 'SOLD_OUT';
      for (const price of ticket.prices) price.status = 'SOLD_OUT';
    }
    await drawSelection(event);
    expect(screen.getByText('No tickets are available for this event right now.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'VIP' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose your seats' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('chooses from lists by keyboard, and a SEAT_TAKEN refusal names the seat, drops it and keeps the other', async () => {
    let body: unknown = null;
    const asked = serve([hallSeating(), hallSeating({ availability: '11000001' })], () =>
      json(409, { code: 'SEAT_TAKEN', message: 'Seats taken: a1', details: { seat_ids: ['a1'] } }),
    );
    const { user, container } = await showSelection(seatedEvent());
    await user.click(screen.getByRole('radio', { name: 'List' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Row or table' }), 'stalls-b');
    expect(liveRegion(container).textContent).toBe('Row B: 2 of 2 seats free.');
    await user.click(screen.getByRole('checkbox', { name: 'Seat 1 · Standard · €30.00 · wheelchair space' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Row or table' }), 'stalls-a');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Seat 2 · Standard · €30.00 · taken' }).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seat 1 · Standard · €30.00' }));
    // The second seat at the reduced price.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price for Stalls, Row A, seat 1' }), '11');
    expect(within(total()).getByText('€50.00')).toBeTruthy();

    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) => {
      asked.push({ url: String(input), init });
      body = JSON.parse(String(init?.body));
      return json(409, { code: 'SEAT_TAKEN', message: 'Seats taken: a1', details: { seat_ids: ['a1'] } });
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(body).toMatchObject({
      tickets: [
        {
          ticket_id: 1,
          quantities: [
            { price_id: 10, quantity: 1, seat_ids: ['b1'] },
            { price_id: 11, quantity: 1, seat_ids: ['a1'] },
          ],
        },
      ],
    });
    const alert = await screen.findByText(/Someone else has just taken: Stalls, Row A, seat 1\./);
    expect(alert).toBeTruthy();
    // The other seat stays; the availability is asked again and the taken seat is no longer offered.
    expect(screen.getByText('1 seat chosen')).toBeTruthy();
    expect(screen.getByText('Stalls, Row B, seat 1')).toBeTruthy();
    await waitFor(() => expect(asked.filter((call) => call.url.includes('/seating'))).toHaveLength(2));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Seat 1 · Standard · €30.00 · taken' }).disabled).toBe(true);
    expect(within(total()).getByText('€30.00')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts with best available on a narrow screen, and asks for a price and a number of seats', async () => {
    let body: unknown = null;
    serve([hallSeating()], () => json(500, {}));
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = { matches: query === '(max-width: 36em)', media: query, addEventListener() {}, removeEventListener() {} };
      return list as unknown as MediaQueryList;
    });
    const { user, container } = await showSelection(seatedEvent());
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Best available' }).checked).toBe(true);
    expect(screen.queryByRole('img', { name: 'Seating plan' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category and price' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of seats' }), '3');
    expect(within(total()).getByText('€60.00')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (_input, init) => {
      body = JSON.parse(String(init?.body));
      return json(409, { code: 'SEATS_NOT_TOGETHER', message: 'No 3 seats together.' });
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(body).toMatchObject({ tickets: [{ ticket_id: 1, quantities: [{ price_id: 11, quantity: 3, best_available: true }] }] });
    expect((await screen.findByRole('alert')).textContent).toContain('No 3 seats together.');
  });
  it('offers best available from the summary embedded in the page, and fetches the plan only once it is drawn', async () => {
    const asked = serve([hallSeating()], () => json(500, {}));
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = { matches: query === '(max-width: 36em)', media: query, addEventListener() {}, removeEventListener() {} };
      return list as unknown as MediaQueryList;
    });
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'sd-seating-summary';
    element.textContent = JSON.stringify({
      event_id: seatedEvent().id,
      date_id: 1,
      seat_count: 8,
      categories: [
        { category: 'std', name: 'Standard', color: '#1c7ed6', ticket_price_ids: [10, 11], free: 5 },
        { category: 'vip', name: 'VIP', color: '#e8590c', ticket_price_ids: [20], free: 2 },
      ],
      standing_areas: [{ id: 'floor', label: 'Floor', category: 'std', capacity: 50, available: 12 }],
    });
    document.body.append(element);
    try {
      const { user } = await showSelection(seatedEvent());
      const choice = screen.getByRole('combobox', { name: 'Category and price' });
      expect(within(choice).getByRole('option', { name: /Standard · Seat, Reduced: €20\.00 \(5 free\)/ })).toBeTruthy();
      await user.selectOptions(choice, '11');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Number of seats' }), '2');
      expect(within(total()).getByText('€40.00')).toBeTruthy();
      expect(asked.filter((call) => call.url.includes('/seating'))).toEqual([]);
      // Drawing the plan fetches it.
      await user.click(screen.getByRole('radio', { name: 'Plan' }));
      expect(await screen.findByRole('img', { name: 'Seating plan' }, { timeout: 15_000 })).toBeTruthy();
      expect(asked.filter((call) => call.url.includes('/seating'))).toHaveLength(1);
    } finally {
      element.remove();
    }
  });
});
