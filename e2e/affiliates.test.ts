import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, expectNoA11yViolations, launchBrowser, newPage } from './browser';

const DEMO_EMAIL = 'demo@stagedoor.local';
const DEMO_PASSWORD = 'stagedoor-demo';
const EVENT_TITLE = 'Summer Sessions by the River';
const CODE = `Radio-${Date.now().toString(36)}`;
const BUYER_EMAIL = `affiliate-buyer-${Date.now()}@example.com`;

let browser: Browser;
let organizer: { context: BrowserContext; page: Page };
let buyer: { context: BrowserContext; page: Page };

async function demoEvent(): Promise<{ id: number; path: string }> {
  const response = await fetch(`${baseUrl()}/api/public/events?per_page=100`);
  const body = (await response.json()) as { data: { id: number; slug: string; title: string }[] };
  const event = body.data.find((candidate) => candidate.title === EVENT_TITLE);
  if (!event) throw new Error('the demo event is missing');
  return { id: event.id, path: `/event/${event.id}/${event.slug}` };
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(/^Email/).fill(DEMO_EMAIL);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** One General admission ticket with the test card, from the page the buyer is on. */
async function buyOneTicket(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'One more General admission' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  const region = page.getByRole('region', { name: 'Buyer' });
  await region.getByLabel('First name').fill('Ari');
  await region.getByLabel('Last name').fill('Affiliated');
  await region.getByLabel('Email').fill(BUYER_EMAIL);
  await page.getByRole('radio', { name: 'Friends' }).check();
  await page.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
  await page.getByRole('group', { name: 'General admission: ticket holder 1' }).getByLabel('Dietary requirements').selectOption('Vegetarian');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
}

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
    await buyer.page.getByRole('heading', { level: 1, name: EVENT_TITLE }).waitFor();
    await buyer.page.getByRole('button', { name: 'One more General admission' }).waitFor();
    await buyer.page.goto(event.path);
    await buyOneTicket(buyer.page);

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
    await page.getByRole('dialog', { name: /^Order / }).getByText(`Radio Riverside (${CODE})`).waitFor();
  });
});
