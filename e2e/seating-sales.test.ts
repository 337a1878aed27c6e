import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded, callAs, createEventAs, watchForProblems } from './browser';
import { choose, LITTLE_THEATRE, seatCentres } from './seating-plan';

// Issue 25: the small theatre seating-editor.test.ts draws in the plan editor, sold seat by seat on a phone and by
// best available, shown at the door, and an attendee moved to another seat by the organizer.
const RUN = Date.now();
const PLAN = `Little theatre ${RUN}`;
const TITLE = `A seated comedy ${RUN}`;
const FIRST_BUYER = { first: 'Petra', last: `Phone${RUN}`, email: `seat-phone-${RUN}@example.com` };
const SECOND_BUYER = { first: 'Bruno', last: `Best${RUN}`, email: `seat-best-${RUN}@example.com` };

let browser: Browser;
let manager: Page;
let eventId: number;
let eventPath: string;
let dateId: number;
/** The two prices: one per category of the plan. */
let stallsPriceId: number;
let balconyPriceId: number;

/** Script errors and console errors of every page the test opens; each test ends with none. */
const problems: string[] = [];
const watch = (page: Page): Page => watchForProblems(page, problems);

/** An authenticated call from the organizer's page. */
const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

interface Seat {
  id: string;
  section: string;
  row: string;
  label: string;
  category: string;
}

interface AttendeeRow {
  id: number;
  short_id: string;
  first_name: string;
  last_name: string;
  seat: Seat | null;
}

async function attendeesOf(lastName: string): Promise<AttendeeRow[]> {
  const answer = await call<{ data: AttendeeRow[] }>('GET', `events/${eventId}/attendees?per_page=100`);
  return answer.data.filter((attendee) => attendee.last_name === lastName).sort((a, b) => a.id - b.id);
}

/** "Section Stalls · Row A · Seat 4", as the ticket, the door and the seating page name a seat. */
const seatText = (seat: Pick<Seat, 'section' | 'row' | 'label'>) => `Section ${seat.section} · Row ${seat.row} · Seat ${seat.label}`;

/** "Stalls, row A, seat 4", as the organizer's seating page names a seat. */
const houseName = (seat: Pick<Seat, 'section' | 'row' | 'label'>) => `${seat.section}, row ${seat.row}, seat ${seat.label}`;

/** A segment of a segmented control, tapped or clicked on its label as a person does (its radio is hidden). */
async function segment(page: Page, name: string, how: 'tap' | 'click' = 'click'): Promise<void> {
  const id = await page.getByRole('radio', { name }).getAttribute('id');
  await page.locator(`label[for="${id}"]`)[how]();
  await expect.poll(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

/** From the details step of a fresh event's checkout (no questions) to the thank-you page. */
async function checkOut(page: Page, buyer: typeof FIRST_BUYER, total: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  const region = page.getByRole('region', { name: 'Buyer' });
  await region.getByLabel('First name').fill(buyer.first);
  await region.getByLabel('Last name').fill(buyer.last);
  await region.getByLabel('Email').fill(buyer.email);
  await page.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: manager } = await newPage(browser));
  watch(manager);
  await logIn(manager);
  // A fresh event of the demo organizer with one ticket per category of the plan, live.
  const event = await createEventAs(manager, {
    title: TITLE,
    start_date: '2027-05-20T19:30:00Z',
    end_date: '2027-05-20T22:00:00Z',
    timezone: 'Europe/London',
  });
  eventId = event.id;
  eventPath = event.path;
  const stalls = await call<{ data: { prices: { id: number }[] } }>('POST', `events/${eventId}/tickets`, {
    type: 'PAID',
    title: 'Stalls seat',
    prices: [{ price: 3000, initial_quantity_available: 100 }],
  });
  const balcony = await call<{ data: { prices: { id: number }[] } }>('POST', `events/${eventId}/tickets`, {
    type: 'PAID',
    title: 'Balcony seat',
    prices: [{ price: 2000, initial_quantity_available: 100 }],
  });
  stallsPriceId = stalls.data.prices[0]!.id;
  balconyPriceId = balcony.data.prices[0]!.id;
  await call('PUT', `events/${eventId}/status`, { status: 'LIVE' });
  const dates = await call<{ data: { id: number }[] }>('GET', `events/${eventId}/dates?per_page=10`);
  dateId = dates.data[0]!.id;
  // The theatre the plan editor scenario draws, saved as the editor saves it.
  const me = await call<{ data: { account_id: number } }>('GET', 'users/me');
  await call('POST', `accounts/${me.data.account_id}/seating-plans`, { name: PLAN, layout: LITTLE_THEATRE });
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('a seated event', () => {
  let firstSeats: Seat[];

  it('assigns the plan to the event on its Seating page, with a price per category', async () => {
    await manager.goto(`/manage/event/${eventId}`);
    await manager.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Seating' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Seating' }).waitFor();
    await untilLoaded(manager);
    await expectNoA11yViolations(manager);
    await manager.getByLabel('Seating plan').selectOption({ label: PLAN });
    await manager.getByRole('heading', { name: 'Categories and prices' }).waitFor();
    await choose(manager, manager, 'Stalls', 'Stalls seat');
    await manager.keyboard.press('Escape');
    await choose(manager, manager, 'Balcony', 'Balcony seat');
    await manager.keyboard.press('Escape');
    await expectNoA11yViolations(manager);
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByRole('tab', { name: 'House' }).waitFor();
    const seating = await call<{ data: { categories: { category: string; ticket_price_ids: number[] }[] } }>(
      'GET',
      `events/${eventId}/seating`,
    );
    expect(seating.data.categories.map((entry) => entry.ticket_price_ids).sort()).toEqual([[stallsPriceId], [balconyPriceId]].sort());
    await untilLoaded(manager);
    await expectNoA11yViolations(manager);
  });

  it('sells two seats side by side tapped on the plan on a phone, and shows them on the tickets', async () => {
    const { context, page: phone } = await newPage(browser, { viewport: { width: 390, height: 844 }, mobile: true });
    watch(phone);
    try {
      await phone.goto(eventPath);
      await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await phone.getByRole('heading', { name: 'Choose your seats' }).waitFor();
      // A phone starts on best available; the buyer switches to the plan.
      await segment(phone, 'Plan', 'tap');
      const map = phone.getByRole('img', { name: 'Seating plan' });
      await map.waitFor();
      // Fourteen seats: thirteen circles, and the wheelchair space drawn as a square.
      const free = map.locator('path[data-state="free"]');
      await expect.poll(async () => (await Promise.all((await free.all()).map(seatCentres))).flat().length).toBe(13);
      await expectNoA11yViolations(phone);

      await phone.getByRole('button', { name: 'Zoom in' }).tap();
      // The stalls are the plan's first category: its free seats' path draws row A's seats in order.
      const stalls = await seatCentres(free.first());
      expect(stalls).toHaveLength(7);
      await phone.touchscreen.tap(stalls[3]!.x, stalls[3]!.y);
      await phone.getByRole('heading', { name: '1 seat chosen' }).waitFor();
      await phone.touchscreen.tap(stalls[4]!.x, stalls[4]!.y);
      await phone.getByRole('heading', { name: '2 seats chosen' }).waitFor();
      await phone.getByText('Stalls, Row A, seat 4', { exact: true }).waitFor();
      await phone.getByText('Stalls, Row A, seat 5', { exact: true }).waitFor();

      // The list shows the same seats chosen.
      await segment(phone, 'List', 'tap');
      await expect.poll(() => phone.getByRole('checkbox', { name: /^Seat 4 · Stalls/ }).isChecked()).toBe(true);
      await expect.poll(() => phone.getByRole('checkbox', { name: /^Seat 5 · Stalls/ }).isChecked()).toBe(true);
      await phone.getByRole('checkbox', { name: /^Seat 8 · Stalls · .* · wheelchair space$/ }).waitFor();
      await expectNoA11yViolations(phone);

      await phone.getByRole('button', { name: 'Continue' }).tap();
      // €30.00 × 2 and the demo organizer's 7 % tax.
      await checkOut(phone, FIRST_BUYER, '€64.20');
      firstSeats = (await attendeesOf(FIRST_BUYER.last)).map((attendee) => attendee.seat!);
      expect(firstSeats.map((seat) => seat.label).sort()).toEqual(['4', '5']);
      // The order's summary names both seats.
      for (const seat of firstSeats) await phone.getByText(seatText(seat), { exact: true }).waitFor();

      await phone
        .getByRole('link', { name: /^Ticket of Petra Phone/ })
        .first()
        .tap();
      await phone.waitForURL(new RegExp(`/ticket/${eventId}/[^/]+$`));
      await phone.getByRole('img', { name: /^QR code of the ticket of Petra Phone/ }).waitFor();
      await phone.getByText(/^Section Stalls · Row A · Seat [45]$/).waitFor();
      await expectNoA11yViolations(phone);
    } finally {
      await context.close();
    }
  });

  it('sells two more seats by best available, never the first buyer’s', async () => {
    const { context, page } = await newPage(browser);
    watch(page);
    try {
      await page.goto(eventPath);
      await page.getByRole('heading', { name: 'Choose your seats' }).waitFor();
      await segment(page, 'Best available');
      const price = page.getByLabel('Category and price');
      const option = price.locator('option', { hasText: /^Stalls · Stalls seat/ });
      await price.selectOption((await option.getAttribute('value'))!);
      await page.getByLabel('Number of seats').selectOption('2');
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await checkOut(page, SECOND_BUYER, '€64.20');
      const seats = (await attendeesOf(SECOND_BUYER.last)).map((attendee) => attendee.seat!);
      expect(seats).toHaveLength(2);
      const taken = new Set(firstSeats.map((seat) => seat.id));
      expect(seats.filter((seat) => taken.has(seat.id))).toEqual([]);
      // Side by side in one row.
      expect(seats[0]!.row).toBe(seats[1]!.row);
      const numbers = seats.map((seat) => Number(seat.label)).sort((a, b) => a - b);
      expect(numbers[1]! - numbers[0]!).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('names the seat at the door', async () => {
    const [attendee] = await attendeesOf(FIRST_BUYER.last);
    const ticket = await call<{ data: { qr_code: string } }>('GET', `public/events/${eventId}/attendees/${attendee!.short_id}`);
    const tickets = await call<{ data: { id: number }[] }>('GET', `events/${eventId}/tickets?per_page=100`);
    const list = await call<{ data: { short_id: string } }>('POST', `events/${eventId}/check-in-lists`, {
      name: `Door ${RUN}`,
      ticket_ids: tickets.data.map((item) => item.id),
    });
    const { context, page } = await newPage(browser);
    watch(page);
    try {
      await page.goto(`/check-in/${list.data.short_id}`);
      await page.getByRole('heading', { level: 1, name: `Door ${RUN}` }).waitFor();
      await page.getByRole('tab', { name: 'Barcode scanner' }).click();
      const field = page.getByLabel(/^Scanned code/);
      await field.fill(ticket.data.qr_code);
      await field.press('Enter');
      const answer = page.locator('[data-tone="ok"]');
      await answer.getByText('Admitted').waitFor();
      await answer.getByText(seatText(attendee!.seat!)).waitFor();
      await expectNoA11yViolations(page);
      await answer.getByRole('button', { name: 'Next' }).click();

      // The search names each attendee's seat too.
      const [other] = await attendeesOf(SECOND_BUYER.last);
      await page.getByRole('tab', { name: 'Search' }).click();
      await page.getByRole('searchbox', { name: 'Search by name or reference' }).fill(SECOND_BUYER.last);
      await page.getByText(seatText(other!.seat!)).first().waitFor();
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('moves an attendee to another seat on the Seating page, and the ticket shows the new seat', async () => {
    const [attendee] = await attendeesOf(FIRST_BUYER.last);
    const from = attendee!.seat!;
    const state = await call<{ data: { seats: { seat_id: string }[] } }>('GET', `events/${eventId}/seating?date_id=${dateId}`);
    const held = new Set(state.data.seats.map((seat) => seat.seat_id));
    // A free seat of the stalls (the same category): seat 1 or the one after the first buyer's.
    const target = ['1', '2', '3', '6', '7'].find((label) => !held.has(from.id.replace(/-\d+$/, `-${label}`)))!;
    const to = { ...from, label: target };

    await manager.goto(`/manage/event/${eventId}/seating`);
    await manager.getByRole('heading', { level: 1, name: 'Seating' }).waitFor();
    await untilLoaded(manager);
    await manager.getByRole('button', { name: `Show ${houseName(from)}` }).click();
    const details = manager.getByRole('region', { name: houseName(from) });
    await details.getByText(`${attendee!.first_name} ${attendee!.last_name}`).waitFor();
    await expectNoA11yViolations(manager);
    await details.getByRole('button', { name: 'Move' }).click();
    await choose(manager, manager, 'New seat', houseName(to));
    await expectNoA11yViolations(manager);
    await manager.getByRole('button', { name: 'Move to this seat' }).click();
    await manager.getByText('Seat changed').waitFor();
    await expect.poll(async () => (await attendeesOf(FIRST_BUYER.last)).find((row) => row.id === attendee!.id)!.seat!.label).toBe(target);

    const { context, page } = await newPage(browser);
    watch(page);
    try {
      await page.goto(`/ticket/${eventId}/${attendee!.short_id}`);
      await page.getByText(seatText(to), { exact: true }).waitFor();
      expect(await page.getByText(seatText(from), { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('opens the demo’s seated event with its plan, in plan and list mode', async () => {
    const listed = await call<{ data: { id: number; slug: string; title: string }[] }>('GET', 'public/events?per_page=100');
    const demo = listed.data.find((candidate) => candidate.title === "A Midsummer Night's Dream");
    if (!demo) throw new Error('the demo’s seated event is not listed');
    const { context, page } = await newPage(browser);
    watch(page);
    try {
      await page.goto(`/event/${demo.id}/${demo.slug}`);
      await page.getByRole('heading', { name: 'Choose your seats' }).waitFor();
      const map = page.getByRole('img', { name: 'Seating plan' });
      await map.waitFor();
      const free = await Promise.all((await map.locator('path[data-state="free"]').all()).map(seatCentres));
      expect(free.flat().length).toBeGreaterThan(20);
      await expectNoA11yViolations(page);
      await segment(page, 'List');
      await page.getByRole('group', { name: /^Seats of / }).waitFor();
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});
