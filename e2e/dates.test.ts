import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded, callAs, createEventAs } from './browser';

const RUN = Date.now();
const TITLE = `Weekly pottery ${RUN}`;
const BUYER_EMAIL = `dates-buyer-${RUN}@example.com`;
const ZONE = 'Europe/Lisbon';
// Mondays at 19:00 in Lisbon: the event's own first date, then ten weekly dates from a week later, across the change
// of the clocks on 28 March 2027 (UTC+0, then UTC+1).
const EVENT_START = '2027-02-15T19:00:00Z';
const SERIES_FIRST_DAY = '2027-02-22';
const THIRD = '2027-03-08T19:00:00.000Z';
const FOURTH = '2027-03-15T19:00:00.000Z';

let browser: Browser;
let manager: Page;
let eventId: number;
let eventPath: string;

/** An authenticated call from the organizer's page. */
const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

interface DateRow {
  id: number;
  start_date: string;
  status: string;
  sold_count: number;
  cancellation: { orders_total: number; orders_done: number } | null;
}

async function datesOfEvent(): Promise<DateRow[]> {
  return (await call<{ data: DateRow[] }>('GET', `events/${eventId}/dates?per_page=100`)).data;
}

interface Mail {
  subject: string;
  text: string;
}

async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: Mail[] }).data;
}

/** "8 Mar 2027", "Mar 8, 2027", "Monday, March 8, 2027": the ways the app writes the third date's day. */
const THIRD_DAY = /(March|Mar) 8\b|\b8 (March|Mar)/;
const FOURTH_DAY = /(March|Mar) 15\b|\b15 (March|Mar)/;

/** The date's actions menu on the Dates page, found by its day. */
async function openDateAction(day: RegExp, action: string): Promise<void> {
  await manager
    .getByRole('button', { name: new RegExp(`^Actions for .*${day.source}`) })
    .first()
    .click();
  await manager.getByRole('menuitem', { name: action }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: manager } = await newPage(browser));
  await logIn(manager);
  // A fresh event of the demo organizer with one paid ticket, live: the set-up the scenario starts from.
  const event = await createEventAs(manager, {
    title: TITLE,
    start_date: EVENT_START,
    end_date: '2027-02-15T21:00:00Z',
    timezone: ZONE,
  });
  eventId = event.id;
  eventPath = event.path;
  await call('POST', `events/${eventId}/tickets`, {
    type: 'PAID',
    title: 'Class',
    prices: [{ price: 1500, initial_quantity_available: 20 }],
  });
  await call('PUT', `events/${eventId}/status`, { status: 'LIVE' });
});
afterAll(async () => {
  await browser?.close();
});

describe('an event with weekly dates', () => {
  let orderShortId: string;
  let ticketQr: string;

  it('generates ten weekly dates on the Dates page and sets one date its own price', async () => {
    await manager.goto(`/manage/event/${eventId}`);
    await manager.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Dates' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Dates' }).waitFor();
    await untilLoaded(manager);
    await expectNoA11yViolations(manager);

    await manager.getByRole('button', { name: 'Generate dates' }).first().click();
    const dialog = manager.getByRole('dialog', { name: 'Generate dates' });
    await dialog.getByLabel(/^First date/).fill(SERIES_FIRST_DAY);
    await dialog.getByLabel(/^Time of day/).fill('19:00');
    await dialog.getByRole('textbox', { name: 'Number of dates' }).fill('10');
    await expectNoA11yViolations(manager);
    await dialog.getByRole('button', { name: 'Generate dates' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await datesOfEvent()).length).toBe(11);

    // The event's own first date goes: the series is the ten generated dates.
    await openDateAction(/(February|Feb) 15\b|\b15 (February|Feb)/, 'Delete');
    await manager.getByRole('dialog').getByRole('button', { name: 'Delete' }).waitFor();
    await expectNoA11yViolations(manager);
    await manager.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await datesOfEvent()).length).toBe(10);
    const dates = await datesOfEvent();
    expect(dates.map((date) => date.start_date)).toContain(THIRD);
    // A weekly 19:00 stays 19:00 in Lisbon after the clocks change on 28 March: 18:00 UTC from then on.
    expect(dates.map((date) => date.start_date).slice(4, 6)).toEqual(['2027-03-22T19:00:00.000Z', '2027-03-29T18:00:00.000Z']);
    expect(dates.at(-1)!.start_date).toBe('2027-04-26T18:00:00.000Z');
    await manager.getByText('10 dates', { exact: true }).waitFor();
    await expectNoA11yViolations(manager);

    // The third date costs €12.00 instead of €15.00.
    await openDateAction(THIRD_DAY, 'Prices and quantities for this date');
    const overrides = manager.getByRole('dialog', { name: 'Prices and quantities for this date' });
    const price = overrides.getByRole('textbox', { name: 'Price of Class on this date' });
    await price.fill('12');
    await expectNoA11yViolations(manager);
    await overrides.getByRole('button', { name: 'Save' }).click();
    await overrides.waitFor({ state: 'detached' });

    await manager.getByText('Calendar', { exact: true }).click();
    await manager
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    await untilLoaded(manager);
    await expectNoA11yViolations(manager);
  });

  it('sells the third date on a phone, at its own price, and names the date on the ticket and in the mails', async () => {
    const { context, page: phone } = await newPage(browser, { viewport: { width: 390, height: 844 }, mobile: true });
    try {
      await phone.goto(eventPath);
      await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const list = phone.getByRole('list', { name: 'Dates' });
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      // The first date is shown at the ticket's own price.
      await phone.getByText('€15.00').first().waitFor();
      await expectNoA11yViolations(phone);
      const third = list.getByRole('listitem').nth(2).getByRole('link');
      expect(await third.textContent()).toMatch(THIRD_DAY);
      await third.tap();
      await phone.waitForURL((url) => url.searchParams.has('date'));
      await expect.poll(() => list.locator('a[aria-current="page"]').textContent()).toMatch(THIRD_DAY);
      await phone.getByText('€12.00').first().waitFor();

      await phone.getByRole('button', { name: 'One more Class' }).tap();
      await phone.getByRole('button', { name: 'Continue' }).tap();
      await phone.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
      const buyer = phone.getByRole('region', { name: 'Buyer' });
      await buyer.getByLabel('First name').fill('Dana');
      await buyer.getByLabel('Last name').fill('Dates');
      await buyer.getByLabel('Email').fill(BUYER_EMAIL);
      await phone.getByRole('button', { name: 'Copy buyer details to all attendees' }).tap();
      await phone.getByRole('button', { name: 'Continue to payment' }).tap();
      await phone.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      await phone.getByLabel('Card number').fill('4242424242424242');
      // €12.00 and the demo organizer's 7 % tax.
      await phone.getByText('€12.00', { exact: true }).waitFor();
      await phone.getByRole('button', { name: 'Pay €12.84' }).tap();
      await phone.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
      orderShortId = /\/checkout\/\d+\/([^/]+)\/summary$/.exec(new URL(phone.url()).pathname)![1]!;
      await expect.poll(() => phone.locator('main').textContent()).toMatch(THIRD_DAY);

      await phone
        .getByRole('link', { name: /^Ticket of Dana Dates/ })
        .first()
        .tap();
      await phone.waitForURL(new RegExp(`/ticket/${eventId}/[^/]+$`));
      await phone.getByRole('img', { name: 'QR code of the ticket of Dana Dates' }).waitFor();
      await expect.poll(() => phone.locator('main').textContent()).toMatch(THIRD_DAY);
      const ticketShortId = new URL(phone.url()).pathname.split('/').pop()!;
      const ticket = await call<{ data: { qr_code: string } }>('GET', `public/events/${eventId}/attendees/${ticketShortId}`);
      ticketQr = ticket.data.qr_code;

      await expect.poll(async () => (await mailsTo(BUYER_EMAIL)).length).toBeGreaterThanOrEqual(2);
      const mails = await mailsTo(BUYER_EMAIL);
      const confirmation = mails.find((mail) => mail.subject === `Your order for ${TITLE}`);
      const ticketMail = mails.find((mail) => mail.subject === `Your ticket for ${TITLE}`);
      expect(confirmation?.text).toMatch(THIRD_DAY);
      expect(ticketMail?.text).toMatch(THIRD_DAY);
    } finally {
      await context.close();
    }
  });

  it('refuses the ticket at the door of the fourth date, naming the third', async () => {
    await manager.goto(`/manage/event/${eventId}/check-in`);
    await manager.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
    await untilLoaded(manager);
    await manager.getByRole('button', { name: 'Create check-in list' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create check-in list' });
    const listName = `Fourth date ${RUN}`;
    await dialog.getByLabel(/^Name/).fill(listName);
    await dialog
      .getByRole('combobox', { name: /^Tickets/ })
      .or(dialog.getByRole('textbox', { name: /^Tickets/ }))
      .first()
      .click();
    await manager.getByRole('option', { name: 'Class', exact: true }).click();
    await dialog.getByLabel(/^Name/).click();
    const select = dialog
      .getByRole('textbox', { name: 'Date', exact: true })
      .or(dialog.getByLabel('Date', { exact: true }))
      .first();
    await select.click();
    await manager.getByRole('option', { name: FOURTH_DAY }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const lists = await call<{ data: { name: string; short_id: string; event_date_id: number | null }[] }>(
      'GET',
      `events/${eventId}/check-in-lists?per_page=100`,
    );
    const list = lists.data.find((candidate) => candidate.name === listName)!;
    const fourth = (await datesOfEvent()).find((date) => date.start_date === FOURTH)!;
    expect(list.event_date_id).toBe(fourth.id);

    const { context, page } = await newPage(browser);
    try {
      await page.goto(`/check-in/${list.short_id}`);
      await page.getByRole('heading', { level: 1, name: listName }).waitFor();
      await page.getByRole('tab', { name: 'Barcode scanner' }).click();
      const field = page.getByLabel(/^Scanned code/);
      await field.fill(ticketQr);
      await field.press('Enter');
      const result = page.getByRole('status').filter({ hasText: 'Wrong date' });
      await result.waitFor();
      const answer = await result.textContent();
      expect(answer).toMatch(THIRD_DAY);
      expect(answer).not.toMatch(FOURTH_DAY);
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('cancels the third date with a full refund, and the buyer is told', async () => {
    await manager.goto(`/manage/event/${eventId}/dates`);
    await manager.getByRole('heading', { level: 1, name: 'Dates' }).waitFor();
    await untilLoaded(manager);
    await openDateAction(THIRD_DAY, 'Cancel date');
    const dialog = manager.getByRole('dialog', { name: 'Cancel date' });
    expect(await dialog.getByRole('checkbox', { name: /^Refund in full/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /^Notify buyers/ }).isChecked()).toBe(true);
    await expectNoA11yViolations(manager);
    await dialog.getByRole('button', { name: 'Cancel the date' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await mailsTo(BUYER_EMAIL)).map((mail) => mail.subject))
      .toContainEqual(expect.stringMatching(new RegExp(`^${TITLE} on .* has been cancelled$`)));
    const cancelled = (await mailsTo(BUYER_EMAIL)).find((mail) => mail.subject.endsWith('has been cancelled'))!;
    expect(cancelled.subject).toMatch(THIRD_DAY);
    expect(cancelled.text).toContain('Your payment of €12.84 is being refunded in full');

    // The page follows the job: the cancelled date's orders are counted as they are done.
    await manager.getByRole('status').filter({ hasText: '1/1 orders cancelled' }).waitFor({ timeout: 30_000 });
    const third = (await datesOfEvent()).find((date) => date.start_date === THIRD)!;
    expect(third.status).toBe('CANCELLED');
    expect(third.cancellation).toMatchObject({ orders_total: 1, orders_done: 1, refund: true, notify_buyers: true });
    await expectNoA11yViolations(manager);
    // The date's mail stands for the order's own cancellation and refund mails, which are not sent as well.
    expect((await mailsTo(BUYER_EMAIL)).map((mail) => mail.subject).sort()).toEqual(
      [cancelled.subject, `Your order for ${TITLE}`, `Your ticket for ${TITLE}`].sort(),
    );

    // The order, on the organizer's Orders page: cancelled, refunded in full.
    await manager.goto(`/manage/event/${eventId}/orders`);
    await manager.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const row = manager.getByRole('row').filter({ hasText: BUYER_EMAIL });
    await row.getByText('Cancelled').waitFor();
    await row.getByRole('button').click();
    const drawer = manager.getByRole('dialog', { name: /^Order / });
    await drawer.getByRole('heading', { name: 'Payments and refunds' }).waitFor();
    await drawer.getByText(/^Refund €12\.84 · Succeeded · /).waitFor();
    await expectNoA11yViolations(manager);

    const orders = await call<{ data: { id: number; short_id: string }[] }>('GET', `events/${eventId}/orders?per_page=100`);
    const order = orders.data.find((candidate) => candidate.short_id === orderShortId)!;
    const detail = await call<{
      data: { status: string; total_refunded: number; refunds: { amount: number; status: string }[] };
    }>('GET', `events/${eventId}/orders/${order.id}`);
    expect(detail.data.status).toBe('CANCELLED');
    expect(detail.data.total_refunded).toBe(1284);
    expect(detail.data.refunds.map((refund) => [refund.amount, refund.status])).toEqual([[1284, 'SUCCEEDED']]);
  });
});
