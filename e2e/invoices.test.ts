import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, callAs, expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded, watchForProblems } from './browser';

// Issue 27, invoices: the organizer turns invoicing on, a company buys with its VAT id and reads its invoice, half
// is refunded and a credit note appears beside it.
const RUN = Date.now();
const PREFIX = `T${String(RUN).slice(-6)}`;
const TITLE = `Invoiced conference ${RUN}`;
const BUYER = { first: 'Ines', last: `Company${RUN}`, email: `invoice-${RUN}@example.com` };

let browser: Browser;
let manager: Page;
let organizerId: number;
let eventId: number;
let eventPath: string;
let summaryPath: string;

const problems: string[] = [];
const watch = (page: Page): Page => watchForProblems(page, problems);

const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

/** The text of a PDF link's file, as pdftotext reads it. */
async function pdfTextAt(href: string): Promise<string> {
  const response = await fetch(new URL(href, baseUrl()));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await response.arrayBuffer()) });
  return result.stdout.toString('utf8');
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: manager } = await newPage(browser));
  watch(manager);
  await logIn(manager);
  // An organizer of its own, so that its invoice numbers start at 1 whatever else the suite sells.
  organizerId = (
    await call<{ data: { id: number } }>('POST', 'organizers', {
      name: `Seller ${RUN}`,
      email: `seller-${RUN}@example.com`,
      currency: 'EUR',
    })
  ).data.id;
  const event = (
    await call<{ data: { id: number; slug: string } }>('POST', 'events', {
      organizer_id: organizerId,
      title: TITLE,
      start_date: '2027-09-14T09:00:00Z',
      end_date: '2027-09-14T17:00:00Z',
      timezone: 'Europe/Berlin',
      settings: { business_details: 'OPTIONAL' },
    })
  ).data;
  eventId = event.id;
  eventPath = `/event/${event.id}/${event.slug}`;
  await call('POST', `events/${eventId}/tickets`, {
    type: 'PAID',
    title: 'Conference day',
    prices: [{ price: 5000, initial_quantity_available: 100 }],
  });
  await call('PUT', `events/${eventId}/status`, { status: 'LIVE' });
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('invoices', () => {
  it('turns invoicing on in the organizer’s invoicing settings', async () => {
    await manager.goto(`/manage/organizer/${organizerId}/invoicing`);
    await manager.getByRole('heading', { level: 1, name: 'Invoicing' }).waitFor();
    await untilLoaded(manager);
    await manager.getByText('No invoice has been issued yet.').waitFor();
    await expectNoA11yViolations(manager);
    await manager.getByRole('switch', { name: 'Issue invoices' }).check();
    await manager.getByRole('textbox', { name: /^Legal name/ }).fill(`Seller ${RUN} GmbH`);
    await manager.getByRole('textbox', { name: /^Address/ }).fill('Kaistraße 1\n20457 Hamburg');
    await manager.getByRole('textbox', { name: /^VAT ID/ }).fill('DE123456789');
    await manager.getByRole('textbox', { name: /^Number prefix/ }).fill(PREFIX);
    await manager.getByRole('button', { name: 'Save invoicing settings' }).click();
    await manager.getByText('Invoicing settings saved').waitFor();
    const saved = await call<{ data: { enabled: boolean; invoice_prefix: string } }>('GET', `organizers/${organizerId}/invoicing`);
    expect(saved.data).toMatchObject({ enabled: true, invoice_prefix: PREFIX });
  });

  it('sells to a company with its VAT id, whose invoice is linked from the order and names it', async () => {
    const { page } = await newPage(browser);
    watch(page);
    await page.goto(eventPath);
    await page.getByRole('button', { name: 'One more Conference day' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    const buyer = page.getByRole('region', { name: 'Buyer' });
    await buyer.getByLabel('First name').fill(BUYER.first);
    await buyer.getByLabel('Last name').fill(BUYER.last);
    await buyer.getByLabel('Email').fill(BUYER.email);
    const business = page.getByRole('region', { name: 'Invoice details' });
    await business.getByRole('textbox', { name: 'Company' }).fill('Nordlicht BV');
    await business.getByRole('textbox', { name: 'Billing address' }).fill('Keizersgracht 1, Amsterdam');
    await page.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
    // The VAT id as people write it; its format is checked for the Netherlands.
    await business.getByRole('textbox', { name: 'VAT ID' }).fill('NL 123456789 B01');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    summaryPath = new URL(page.url()).pathname;

    const link = page.getByRole('link', { name: `Invoice ${PREFIX}-000001 (PDF)` });
    await link.waitFor();
    await untilLoaded(page);
    await expectNoA11yViolations(page);
    const text = await pdfTextAt((await link.getAttribute('href'))!);
    for (const expected of [
      `Invoice ${PREFIX}-000001`,
      `Seller ${RUN} GmbH`,
      'DE123456789',
      'Nordlicht BV',
      'NL123456789B01',
      'Conference day',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Total due\s+€\d+\.\d\d/);
    await page.close();
  });

  it('refunds half: a credit note for half appears beside the invoice, for the buyer and the organizer', async () => {
    const orders = await call<{ data: { id: number; last_name: string; total_gross: number }[] }>(
      'GET',
      `events/${eventId}/orders?per_page=10`,
    );
    const order = orders.data.find((row) => row.last_name === BUYER.last)!;
    const half = order.total_gross / 2;
    await call('POST', `events/${eventId}/orders/${order.id}/refund`, { amount: half, notify_buyer: false });

    const { page } = await newPage(browser);
    watch(page);
    await page.goto(summaryPath);
    const credit = page.getByRole('link', { name: `Credit note ${PREFIX}-000002 (PDF)` });
    await credit.waitFor();
    const text = await pdfTextAt((await credit.getAttribute('href'))!);
    expect(text).toContain(`Credit note ${PREFIX}-000002`);
    expect(text).toContain(`Cancels invoice ${PREFIX}-000001`);
    expect(text).toMatch(new RegExp(`Total due\\s+-€${(half / 100).toFixed(2).replace('.', '\\.')}`));
    await page.close();

    await manager.goto(`/manage/organizer/${organizerId}/invoicing`);
    await untilLoaded(manager);
    const table = manager.getByRole('table', { name: 'Newest number first' });
    await table.getByRole('cell', { name: `${PREFIX}-000002`, exact: true }).waitFor();
    await table.getByRole('cell', { name: `${PREFIX}-000001`, exact: true }).waitFor();
    await expectNoA11yViolations(manager);
  });

  it('lets a buyer of an event that issues on request ask for the invoice afterwards from the order page', async () => {
    const later = (
      await call<{ data: { id: number; slug: string } }>('POST', 'events', {
        organizer_id: organizerId,
        title: `${TITLE} on request`,
        start_date: '2027-09-15T09:00:00Z',
        end_date: '2027-09-15T17:00:00Z',
        timezone: 'Europe/Berlin',
        settings: { business_details: 'OPTIONAL', invoice_mode: 'ON_REQUEST' },
      })
    ).data;
    await call('POST', `events/${later.id}/tickets`, {
      type: 'PAID',
      title: 'Workshop day',
      prices: [{ price: 3000, initial_quantity_available: 100 }],
    });
    await call('PUT', `events/${later.id}/status`, { status: 'LIVE' });

    const { page } = await newPage(browser);
    // The malformed VAT id below is answered 422 on purpose; the browser logs every 4xx.
    watchForProblems(page, problems, /status of 422/);
    await page.goto(`/event/${later.id}/${later.slug}`);
    await page.getByRole('button', { name: 'One more Workshop day' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    const buyer = page.getByRole('region', { name: 'Buyer' });
    await buyer.getByLabel('First name').fill(BUYER.first);
    await buyer.getByLabel('Last name').fill(`${BUYER.last}Later`);
    await buyer.getByLabel('Email').fill(BUYER.email);
    await page.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();

    const form = page.getByRole('form', { name: 'Need an invoice?' });
    await form.waitFor();
    await untilLoaded(page);
    await expectNoA11yViolations(page);
    await form.getByRole('textbox', { name: 'Company' }).fill('Nordlicht BV');
    // A malformed Dutch VAT id is refused as at checkout, next to its field.
    await form.getByRole('textbox', { name: 'VAT ID' }).fill('NL123456789A01');
    await form.getByRole('button', { name: 'Request the invoice' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: 'VAT ID' }).getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('textbox', { name: 'VAT ID' }).fill('NL 123456789 B01');
    await form.getByRole('button', { name: 'Request the invoice' }).click();
    const link = page.getByRole('link', { name: `Invoice ${PREFIX}-000003 (PDF)` });
    await link.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Your invoice ${PREFIX}-000003 has been issued.` })
      .waitFor();
    await expectNoA11yViolations(page);
    const text = await pdfTextAt((await link.getAttribute('href'))!);
    expect(text).toContain('Nordlicht BV');
    expect(text).toContain('NL123456789B01');
    await page.close();
  });
});
