import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage } from './browser';
import { buyGeneralAdmission, demoEvent } from './demo-event';

const BUYER_EMAIL = `orders-buyer-${Date.now()}@example.com`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The buyer of the demo buys two General admission tickets with the test card. */
/** Units of General admission still on sale, as the organizer's ticket list counts them (the public page uses the same count). */
async function generalAdmissionAvailable(eventId: number): Promise<number> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/events/${id}/tickets?per_page=100`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const body = (await response.json()) as { data: { title: string; prices: { quantity_available: number }[] }[] };
    return body.data.find((ticket) => ticket.title === 'General admission')!.prices[0]!.quantity_available;
  }, eventId);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the orders of an event', () => {
  it('finds an order by the buyer email, refunds part of it, cancels it and exports the list', async () => {
    const event = await demoEvent();
    await page.goto(event.path);
    await buyGeneralAdmission(page, { firstName: 'Orla', lastName: 'Ordering', email: BUYER_EMAIL }, 2);
    await logIn(page);

    const availableAfterSale = await generalAdmissionAvailable(event.id);

    await page.goto(`/manage/event/${event.id}/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('link', { name: 'Orders' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByLabel('Search orders').fill(BUYER_EMAIL.slice(0, 20));
    const row = page.getByRole('row').filter({ hasText: BUYER_EMAIL });
    await row.waitFor();
    // The header and the one order found, once the search has answered.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByText('Completed').waitFor();
    await row.getByText('Test', { exact: true }).waitFor();
    await row.getByRole('button').click();

    const drawer = page.getByRole('dialog', { name: /^Order / });
    await drawer.getByRole('heading', { name: 'History' }).waitFor();
    await drawer.getByText('Orla Ordering', { exact: true }).first().waitFor();
    await expectNoA11yViolations(page);

    await drawer.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: /^Refund order / });
    await refund.getByLabel(/^Amount to refund/).fill('10');
    await expectNoA11yViolations(page);
    await refund.getByRole('button', { name: 'Refund' }).click();
    await refund.waitFor({ state: 'detached' });
    await drawer.getByText('Partially refunded').first().waitFor();
    await drawer.getByText('Refund requested').waitFor();

    await drawer.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: /^Cancel order / });
    await cancel.getByRole('checkbox', { name: /Also refund what is left/ }).uncheck();
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.waitFor({ state: 'detached' });
    await drawer.getByText('Cancelled').first().waitFor();
    expect(await drawer.getByText('Cancelled').count()).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await row.getByText('Cancelled').waitFor();
    // The two cancelled tickets are on sale again.
    expect(await generalAdmissionAvailable(event.id)).toBe(availableAfterSale + 2);

    await page.getByLabel('Search orders').fill('');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders-${event.id}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('Reference,Short ID,Status');
    expect(csv).toContain(BUYER_EMAIL);
  });
});
