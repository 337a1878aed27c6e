import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, waitForMail, expectNoA11yViolations, untilLoaded, watchForProblems } from './browser';
import { openLiveEvent } from './live-event';

// Issue 26: a waiting-list entry for a sold-out ticket gets an offer after a cancellation and buys through the
// offer mail's link.
const RUN = Date.now();
const TITLE = `A sold-out recital ${RUN}`;
const WAITER = { first: 'Wanda', last: `Waiter${RUN}`, email: `waiting-${RUN}@example.com` };

let browser: Browser;
let manager: Page;
let buyer: Page;
let eventId: number;
let eventPath: string;
let soldOrderId: number;

const problems: string[] = [];
const watch = (page: Page): Page => watchForProblems(page, problems);

const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

beforeAll(async () => {
  let ticket: { id: number; prices: { id: number }[] };
  ({ browser, manager, buyer, eventId, eventPath, ticket } = await openLiveEvent({
    event: { title: TITLE, start_date: '2027-06-10T19:30:00Z', end_date: '2027-06-10T21:30:00Z', timezone: 'Europe/London' },
    ticket: { title: 'Front row', price: 4000, quantity: 1 },
    buyer: true,
    watch,
  }));
  // The one ticket is sold.
  const held = await call<{ data: { short_id: string; attendees: { ticket_price_id: number }[] } }>(
    'POST',
    `public/events/${eventId}/order`,
    {
      tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }],
    },
  );
  const email = `first-${RUN}@example.com`;
  await call('PUT', `public/events/${eventId}/order/${held.data.short_id}`, {
    order: { first_name: 'Fay', last_name: 'First', email, answers: [] },
    attendees: held.data.attendees.map((a) => ({
      ticket_price_id: a.ticket_price_id,
      first_name: 'Fay',
      last_name: 'First',
      email,
      answers: [],
    })),
  });
  await call('POST', `public/events/${eventId}/order/${held.data.short_id}/payment`, {});
  await call('POST', `public/events/${eventId}/order/${held.data.short_id}/test-payment`, { card_number: '4242424242424242' });
  const orders = await call<{ data: { id: number }[] }>('GET', `events/${eventId}/orders?query=${held.data.short_id}`);
  soldOrderId = orders.data[0]!.id;
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('the waiting list', () => {
  it('joins the list of a sold-out ticket from the event page', async () => {
    await buyer.goto(eventPath);
    await buyer.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await buyer.getByRole('button', { name: 'Join the waiting list for Front row' }).click();
    const dialog = buyer.getByRole('region', { name: 'Join the waiting list for Front row' });
    await dialog.getByLabel(/^First name/).fill(WAITER.first);
    await dialog.getByLabel(/^Last name/).fill(WAITER.last);
    await dialog.getByLabel(/^Email/).fill(WAITER.email);
    await expectNoA11yViolations(buyer);
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await dialog.getByText('You are number 1 on the waiting list.', { exact: false }).waitFor();
    await expectNoA11yViolations(buyer);

    // The confirmation links to the entrant's page.
    const confirmation = await waitForMail(WAITER.email, 30_000, (mail) => mail.text.includes('/waiting-list/'));
    const entrantPath = /\/waiting-list\/[A-Za-z0-9_-]+/.exec(confirmation.text)![0];
    await buyer.goto(entrantPath);
    await buyer.getByText('You are number 1 in line.').waitFor();
    await expectNoA11yViolations(buyer);
  });

  it("shows the organizer the list, and the cancelled order's ticket is offered and bought through the mail's link", async () => {
    await manager.goto(`/manage/event/${eventId}/waiting-list`);
    await manager.getByRole('heading', { level: 1, name: 'Waiting list' }).waitFor();
    await untilLoaded(manager);
    await manager.getByRole('row').filter({ hasText: WAITER.email }).getByText('Waiting', { exact: true }).waitFor();
    await expectNoA11yViolations(manager);

    await call('POST', `events/${eventId}/orders/${soldOrderId}/cancel`, { notify_buyer: false });
    const offer = await waitForMail(WAITER.email, 30_000, (mail) => mail.text.includes(`/checkout/${eventId}/`));
    const checkoutPath = new RegExp(`/checkout/${eventId}/[A-Za-z0-9_-]+/details`).exec(offer.text)![0];

    await buyer.goto(checkoutPath);
    await buyer.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    const region = buyer.getByRole('region', { name: 'Buyer' });
    await region.getByLabel('First name').fill(WAITER.first);
    await region.getByLabel('Last name').fill(WAITER.last);
    await region.getByLabel('Email').fill(WAITER.email);
    await buyer.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
    await buyer.getByRole('button', { name: 'Continue to payment' }).click();
    await buyer.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();

    await manager.reload();
    await manager.getByRole('row').filter({ hasText: WAITER.email }).getByText('Purchased', { exact: true }).waitFor();
    await expectNoA11yViolations(manager);
  });
});
