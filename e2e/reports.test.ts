import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callAs, createEventAs, expectNoA11yViolations, launchBrowser, logIn, newPage } from './browser';
import { api } from './api';

// Issue 27: an organizer's sales report, read in the browser, says what the orders say.
const RUN = Date.now();
const TITLE = `Report night ${RUN}`;

let browser: Browser;
let organizer: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await newPage(browser);
});
afterAll(async () => {
  await organizer?.context.close();
  await browser?.close();
});

/** One order through the public checkout with the test card. */
async function buy(eventId: number, ticketId: number, priceId: number, quantity: number, email: string) {
  const reserved = await api(`public/events/${eventId}/order`, {
    method: 'POST',
    body: { tickets: [{ ticket_id: ticketId, quantities: [{ price_id: priceId, quantity }] }] },
  });
  const order = reserved.data as { short_id: string; attendees: { ticket_price_id: number }[] };
  await api(`public/events/${eventId}/order/${order.short_id}`, {
    method: 'PUT',
    body: {
      order: { first_name: 'Rita', last_name: 'Report', email, answers: [] },
      attendees: order.attendees.map((attendee, index) => ({
        ticket_price_id: attendee.ticket_price_id,
        first_name: `Guest${index}`,
        last_name: 'Report',
        email,
        answers: [],
      })),
    },
  });
  await api(`public/events/${eventId}/order/${order.short_id}/payment`, { method: 'POST' });
  await api(`public/events/${eventId}/order/${order.short_id}/test-payment`, { method: 'POST', body: { card_number: '4242424242424242' } });
}

describe('reports', () => {
  it('shows sales that match the orders, and passes axe', async () => {
    const { page } = organizer;
    await logIn(page);
    await page.goto('/manage/events');
    const event = await createEventAs(page, { title: TITLE, start_date: '2031-09-01T18:00:00Z' });
    const ticket = (
      await callAs<{ data: { id: number; prices: { id: number }[] } }>(page, 'POST', `events/${event.id}/tickets`, {
        type: 'PAID',
        title: 'Standing',
        prices: [{ price: 2500, initial_quantity_available: 100 }],
      })
    ).data;
    await callAs(page, 'PUT', `events/${event.id}/status`, { status: 'LIVE' });
    await buy(event.id, ticket.id, ticket.prices[0]!.id, 1, `report-a-${RUN}@example.com`);
    await buy(event.id, ticket.id, ticket.prices[0]!.id, 2, `report-b-${RUN}@example.com`);

    const orders = await callAs<{ data: { total_gross: number; total_refunded: number; status: string }[] }>(
      page,
      'GET',
      `events/${event.id}/orders?per_page=100`,
    );
    const net = orders.data.reduce((sum, order) => sum + order.total_gross - order.total_refunded, 0);
    expect(orders.data).toHaveLength(2);

    await page.goto(`/manage/event/${event.id}`);
    await page.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const table = page.getByRole('table', { name: 'Sales by ticket and price' });
    await table.waitFor();
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    const cells = total.getByRole('cell');
    // Ticket, price, orders, tickets, gross, refunded, net: the first column is the row's header.
    expect(await cells.nth(1).innerText()).toBe(String(orders.data.length));
    expect(await cells.nth(2).innerText()).toBe('3');
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    expect(await cells.nth(5).innerText()).toBe(money.format(net / 100));
    await expectNoA11yViolations(page);

    // Day by day, with its chart, keyboard first.
    await page.getByLabel('Report').selectOption('sales-by-day');
    await page.getByRole('table', { name: 'Sales by day' }).waitFor();
    await expectNoA11yViolations(page);

    // The organizer's revenue by event names this event with the same net.
    await page.goto(`/manage/organizer/${event.organizerId}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Organizer reports' }).waitFor();
    const revenue = page.getByRole('table', { name: 'Revenue by event' }).getByRole('row').filter({ hasText: TITLE });
    expect(await revenue.getByRole('cell').last().innerText()).toBe(money.format(net / 100));
    await expectNoA11yViolations(page);
  });
});
