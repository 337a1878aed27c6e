import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, callAs, expectNoA11yViolations, newPage, untilLoaded, watchForProblems } from './browser';
import { openLiveEvent } from './live-event';

// docs/waiting-room.md: an on-sale behind the waiting room. A buyer on a phone is sent to the queue before the sale,
// gets a place at the draw, is admitted and buys; a buyer without admission is sent to the queue; the organizer
// watches the figures.
const RUN = Date.now();
const TITLE = `A queued concert ${RUN}`;
const TICKET = 'Standing';
const BUYER = { first: 'Quinn', last: `Queue${RUN}`, email: `queue-${RUN}@example.com` };
/** Seconds from the room's setup to its on-sale: long enough for the buyer to join before it. */
const ON_SALE_IN_S = 12;
/** Other buyers who join before the on-sale through the API, so that the draw gives the phone buyer a line. */
const CROWD = 4;

let browser: Browser;
let manager: Page;
let eventId: number;
let eventPath: string;

const problems: string[] = [];
// The order refused with QUEUE_REQUIRED (403) is how the event page learns to send the buyer to the queue.
const watch = (page: Page): Page => watchForProblems(page, problems, /status of 403/);

const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

/** One more of the event's only ticket, then on to the order: tapped on a phone, clicked elsewhere. */
async function orderOne(page: Page, how: 'tap' | 'click'): Promise<void> {
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByRole('button', { name: `One more ${TICKET}` })[how]();
  await page.getByRole('button', { name: 'Continue' })[how]();
}

beforeAll(async () => {
  ({ browser, manager, eventId, eventPath } = await openLiveEvent({
    event: { title: TITLE, start_date: '2027-06-12T19:00:00Z', end_date: '2027-06-12T23:00:00Z', timezone: 'Europe/Lisbon' },
    ticket: { title: TICKET, price: 2500, quantity: 100 },
    watch,
  }));
  const now = Date.now();
  await call('PUT', `events/${eventId}/waiting-room`, {
    enabled: true,
    opens_at: new Date(now - 60_000).toISOString(),
    on_sale_at: new Date(now + ON_SALE_IN_S * 1000).toISOString(),
    // One buyer every two seconds: slow enough for a line to be seen moving, quick enough for a test.
    admission_rate_per_minute: 30,
    shopping_minutes: 15,
    // Paused until the phone buyer has seen their drawn place: the first poll after the draw may come seconds after
    // it (the server spreads them), by when a short line could be through.
    paused: true,
  });
  for (let i = 0; i < CROWD; i += 1) {
    const response = await fetch(`${baseUrl()}/api/public/events/${eventId}/queue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(201);
  }
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('an on-sale behind the waiting room', () => {
  it('sends a phone buyer to the queue before the sale, draws a place, admits them and lets them buy', async () => {
    const { context, page: phone } = await newPage(browser, { mobile: true, viewport: { width: 390, height: 844 } });
    watch(phone);
    try {
      await phone.goto(eventPath);
      await orderOne(phone, 'tap');
      // The order is refused without an admission: the event page sends the buyer to the queue page.
      await phone.waitForURL((url) => url.pathname === '/queue.html' && url.searchParams.get('event') === String(eventId));
      await phone.getByRole('heading', { level: 1, name: 'Waiting room' }).waitFor();
      const status = phone.getByRole('status');
      const position = phone.locator('#position');
      // Before the on-sale the place is not decided yet.
      if (
        Date.now() < Date.parse((await call<{ data: { on_sale_at: string } }>('GET', `events/${eventId}/waiting-room`)).data.on_sale_at)
      ) {
        await expect.poll(() => position.textContent()).toBe('decided at the on-sale');
        await expect.poll(() => status.textContent()).toMatch(/^You are in the queue\. At the on-sale/);
      }
      await expectNoA11yViolations(phone);

      // After the draw: a number; then admissions resume and it only falls until the turn comes.
      await expect.poll(() => position.textContent(), { timeout: 40_000 }).toMatch(/^\d+$/);
      const room = (await call<{ data: { opens_at: string; on_sale_at: string } }>('GET', `events/${eventId}/waiting-room`)).data;
      await call('PUT', `events/${eventId}/waiting-room`, {
        enabled: true,
        opens_at: room.opens_at,
        on_sale_at: room.on_sale_at,
        admission_rate_per_minute: 30,
        shopping_minutes: 15,
        paused: false,
      });
      const seen: number[] = [];
      await expect
        .poll(
          async () => {
            const text = (await position.textContent()) ?? '';
            if (/^\d+$/.test(text)) seen.push(Number(text));
            return text;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe('✓');
      expect(seen, 'the draw gave the buyer a place among the crowd').not.toEqual([]);
      expect(seen.every((value, i) => i === 0 || value <= seen[i - 1]!)).toBe(true);
      expect(Math.max(...seen)).toBeLessThanOrEqual(CROWD + 1);
      await expect.poll(() => status.textContent()).toMatch(/^It is your turn!/);
      await expectNoA11yViolations(phone);

      // Back to the event with the admission kept: this time the order starts.
      await phone.getByRole('link', { name: 'Continue to the tickets' }).tap();
      await orderOne(phone, 'tap');
      await phone.waitForURL(new RegExp(`/checkout/${eventId}/[^/]+/details$`));
      await phone.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
      const buyer = phone.getByRole('region', { name: 'Buyer' });
      await buyer.getByLabel('First name').fill(BUYER.first);
      await buyer.getByLabel('Last name').fill(BUYER.last);
      await buyer.getByLabel('Email').fill(BUYER.email);
      const copy = phone.getByRole('button', { name: 'Copy buyer details to all attendees' });
      if (await copy.count()) await copy.tap();
      await phone.getByRole('button', { name: 'Continue to payment' }).tap();
      await phone.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      await phone.getByLabel('Card number').fill('4242 4242 4242 4242');
      await phone.getByRole('button', { name: /^Pay / }).tap();
      await phone.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a buyer without an admission to the queue when they order', async () => {
    const { context, page } = await newPage(browser);
    watch(page);
    try {
      await page.goto(eventPath);
      await orderOne(page, 'click');
      await page.waitForURL((url) => url.pathname === '/queue.html' && url.searchParams.get('event') === String(eventId));
      // After the draw a newcomer queues in arrival order: a number or, the line being short, the turn at once.
      await expect.poll(() => page.locator('#position').textContent(), { timeout: 30_000 }).toMatch(/^(\d+|✓)$/);
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it("shows the organizer the room's figures, refreshed, pauses and resumes from the keyboard, and changes the rate", async () => {
    await manager.goto(`/manage/event/${eventId}`);
    await manager.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Waiting room' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Waiting room' }).waitFor();
    await untilLoaded(manager);
    const figures = manager.getByRole('group', { name: 'Live figures' });
    const figure = (label: string) =>
      figures.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    // The phone buyer and those of the crowd drawn before them were admitted; the figures refresh by themselves.
    await expect.poll(async () => Number(await figure('Admitted').textContent()), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(Number(await figure('Queued').textContent())).toBeGreaterThanOrEqual(0);
    await manager.getByText('Admitting 30 buyers per minute.').waitFor();
    expect(await manager.getByLabel('Buyers admitted per minute').inputValue()).toBe('30');
    await expectNoA11yViolations(manager);

    const pause = manager.getByRole('button', { name: 'Pause admissions' });
    await pause.focus();
    await manager.keyboard.press('Enter');
    await manager.getByText('Admissions are paused. Buyers can still join and keep their places.').waitFor();
    const resume = manager.getByRole('button', { name: 'Resume admissions' });
    await resume.focus();
    await manager.keyboard.press('Enter');
    await manager.getByText('Admitting 30 buyers per minute.').waitFor();
    expect((await call<{ data: { paused: boolean } }>('GET', `events/${eventId}/waiting-room`)).data.paused).toBe(false);

    // A rate change through the form, checked against its rule first.
    const rate = manager.getByLabel('Buyers admitted per minute');
    // Emptied: the number field clamps what it can, so an empty one is the mistake left to catch.
    await rate.fill('');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByText('Enter a whole number of buyers per minute, from 1 to 100,000.').waitFor();
    await rate.fill('45');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByText('Admitting 45 buyers per minute.').waitFor();
    const saved = (
      await call<{ data: { admission_rate_per_minute: number | null; paused: boolean } }>('GET', `events/${eventId}/waiting-room`)
    ).data;
    expect(saved).toMatchObject({ admission_rate_per_minute: 45, paused: false });
    await expectNoA11yViolations(manager);
  });
});
