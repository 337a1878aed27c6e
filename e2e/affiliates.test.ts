import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage } from './browser';
import { DEMO_EVENT_TITLE, buyGeneralAdmission, demoEvent } from './demo-event';

const CODE = `Radio-${Date.now().toString(36)}`;
const BUYER_EMAIL = `affiliate-buyer-${Date.now()}@example.com`;

let browser: Browser;
let organizer: { context: BrowserContext; page: Page };
let buyer: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await newPage(browser);
  await organizer.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  buyer = await newPage(browser);
});
afterAll(async () => {
  await organizer?.context.close();
  await buyer?.context.close();
  await browser?.close();
});

describe('affiliates', () => {
  it('credits a sale made through an affiliate link to the affiliate', async () => {
    const event = await demoEvent();
    const { page } = organizer;
    await logIn(page);
    await page.goto(`/manage/event/${event.id}/affiliates`);
    await page.getByRole('heading', { level: 1, name: 'Affiliates' }).waitFor();
    await page.getByRole('link', { name: 'Affiliates' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Create affiliate' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create affiliate' });
    await dialog.getByLabel(/^Name/).fill('Radio Riverside');
    await dialog.getByLabel(/^Code/).fill('no spaces please');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('2 to 50 letters, digits, dashes or underscores.').first().waitFor();
    await dialog.getByLabel(/^Code/).fill(CODE);
    await dialog.getByLabel(/^Email/).fill('radio@example.com');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: CODE });
    await row.waitFor();
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: `Copy the link of ${CODE}` }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(link);
    expect(url.pathname).toBe(event.path);
    expect(url.searchParams.get('aff')).toBe(CODE);
    // The hover tooltip lives outside the page's landmarks while it shows.
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await expectNoA11yViolations(page);

    // The buyer follows the link, comes back later without it, and buys: the link is remembered.
    await buyer.page.goto(`${url.pathname}${url.search}`);
    await buyer.page.getByRole('heading', { level: 1, name: DEMO_EVENT_TITLE }).waitFor();
    await buyer.page.getByRole('button', { name: 'One more General admission' }).waitFor();
    await buyer.page.goto(event.path);
    await buyGeneralAdmission(buyer.page, { firstName: 'Ari', lastName: 'Affiliated', email: BUYER_EMAIL });

    await page.reload();
    const credited = page.getByRole('row').filter({ hasText: CODE });
    await credited.waitFor();
    const cells = credited.getByRole('cell');
    expect(await cells.nth(3).innerText()).toBe('1');
    expect(await cells.nth(4).innerText()).toBe('1');
    expect(await cells.nth(5).innerText()).not.toMatch(/^€0\.00$/);

    // The order names its affiliate.
    await page.goto(`/manage/event/${event.id}/orders`);
    await page.getByLabel('Search orders').fill(BUYER_EMAIL);
    const order = page.getByRole('row').filter({ hasText: BUYER_EMAIL });
    await order.getByRole('button').click();
    await page
      .getByRole('dialog', { name: /^Order / })
      .getByText(`Radio Riverside (${CODE})`)
      .waitFor();
  });
});
