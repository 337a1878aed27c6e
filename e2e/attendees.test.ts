import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded, waitForMail } from './browser';

const DEMO_EVENT = 'Summer Sessions by the River';
const WALK_IN_EMAIL = `walkin-${Date.now()}@example.com`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let eventId: number;

async function demoEventId(): Promise<number> {
  const events = await page.evaluate(async () => {
    const response = await fetch('/api/events?per_page=100', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return ((await response.json()) as { data: { id: number; title: string }[] }).data;
  });
  const event = events.find((candidate) => candidate.title === DEMO_EVENT);
  if (!event) throw new Error('the demo event is missing');
  return event.id;
}

const row = (name: string) => page.getByRole('row').filter({ hasText: name });

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await context.addInitScript(() => {
    const counted = window as Window & { printCalls?: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  await logIn(page);
  eventId = await demoEventId();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the attendees of an event', () => {
  it('adds a walk-in, checks them in and out from the list, cancels, reactivates, prints and exports', async () => {
    await page.goto(`/manage/event/${eventId}`);
    await page.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Attendees' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attendees' }).waitFor();
    await untilLoaded(page);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Add attendee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add attendee' });
    await dialog.getByLabel(/^First name/).fill('Wanda');
    await dialog.getByLabel(/^Last name/).fill('Walkin');
    await dialog.getByLabel(/^Email/).fill(WALK_IN_EMAIL);
    await dialog.getByLabel('Language for emails').selectOption('de');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mail = await waitForMail(WALK_IN_EMAIL);
    expect(mail.subject).toContain('Ihr Ticket');

    await page.getByRole('searchbox', { name: 'Search attendees' }).fill('wanda walk');
    await row('Wanda Walkin').waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Check in Wanda Walkin' }).click();
    await page.getByRole('button', { name: 'Check out Wanda Walkin' }).waitFor();
    await page.getByLabel('Checked in', { exact: true }).selectOption('true');
    await row('Wanda Walkin').waitFor();
    await page.getByRole('button', { name: 'Check out Wanda Walkin' }).click();
    await page.getByText('No attendee matches').waitFor();
    await page.getByLabel('Checked in', { exact: true }).selectOption('');

    await page.getByRole('button', { name: 'More actions for Wanda Walkin' }).click();
    await page.getByRole('menuitem', { name: 'Cancel ticket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel ticket' }).click();
    await row('Wanda Walkin').getByText('Cancelled').waitFor();
    await page.getByRole('button', { name: 'More actions for Wanda Walkin' }).click();
    await page.getByRole('menuitem', { name: 'Reactivate ticket' }).click();
    await row('Wanda Walkin').getByText('Active').waitFor();
    await expectNoA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'CSV (comma-separated)' }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe(`attendees-${eventId}.csv`);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    expect(csv).toContain('Wanda');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

    await page.getByRole('checkbox', { name: 'Select Wanda Walkin' }).check();
    const [printView] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print selected (1)' }).click()]);
    await printView.getByRole('article', { name: 'Ticket of Wanda Walkin' }).waitFor();
    await printView.getByRole('img', { name: 'QR code of the ticket of Wanda Walkin' }).waitFor();
    await expect.poll(() => printView.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
    await expectNoA11yViolations(printView);
    await printView.close();
  });
});
