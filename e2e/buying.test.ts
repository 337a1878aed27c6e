import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { baseUrl, expectNoA11yViolations, launchBrowser, newPage, waitForMail } from './browser';
import { DEMO_EVENT_TITLE, demoEvent } from './demo-event';

const BUYER_EMAIL = `buyer-${Date.now()}@example.com`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Subjects of the mails to one address, once at least `count` have arrived. */
async function subjectsTo(to: string, count: number, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const subjects = ((await response.json()) as { data: { subject: string }[] }).data.map((mail) => mail.subject);
    if (subjects.length >= count || Date.now() > deadline) return subjects;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  // The print routes open the print dialog; the test counts the calls instead.
  await context.addInitScript(() => {
    const counted = window as Window & { printCalls?: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('buying tickets', () => {
  it('takes a buyer from the event page through a declined and a successful payment to the ticket and its emails', async () => {
    const event = await demoEvent();
    const stylesheets: string[] = [];
    const recordStylesheet = (request: Request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    };
    page.on('request', recordStylesheet);
    await page.goto(event.path);
    // The server sends the event already rendered; the app takes over from it.
    await page.getByRole('button', { name: 'Have a promo code?' }).waitFor();
    // Its styles are written into it, and no request fetches them.
    const inlined = await page.$$eval('style[data-href]', (styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: DEMO_EVENT_TITLE }).waitFor();
    await page.getByText('Test mode: no real payments are taken').waitFor();
    await expectNoA11yViolations(page);

    // Promo code: a wrong one is refused, RIVER10 applies its 10 % and stays in the address.
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    await page.getByLabel('Promo code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('That promo code is invalid').waitFor();
    await page.getByLabel('Promo code').fill('RIVER10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove promo code RIVER10' }).waitFor();
    expect(new URL(page.url()).searchParams.get('promo_code')).toBe('RIVER10');

    // A donation is never discounted below its minimum (docs/money.md): with RIVER10 it still starts at €5.00,
    // and a larger gift says what the buyer pays for it.
    await page.getByText('From €5.00', { exact: true }).waitFor();
    expect(await page.getByText('From €4.50').count()).toBe(0);
    const gift = page.getByRole('textbox', { name: 'Your amount per ticket' });
    await gift.fill('20');
    await page.getByText('With the promo code you pay €18.00 per ticket.').waitFor();
    await gift.fill('5');
    await page.getByText('With the promo code you pay').waitFor({ state: 'detached' });

    // Two General admission tickets: 2 × €22.50 after the discount, plus 7 % VAT and a €1.00 fee each.
    const more = page.getByRole('button', { name: 'One more General admission' });
    await more.click();
    await more.click();
    expect(await page.getByRole('textbox', { name: 'Quantity of General admission' }).inputValue()).toBe('2');
    await page.getByText('€50.15').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(new RegExp(`/checkout/${event.id}/[^/]+/details$`));
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    await page.getByRole('timer').waitFor();
    await expectNoA11yViolations(page);

    // The form's checks load after the page shows; an empty form is still refused, and focus lands on the first field to fix.
    const buyer = page.getByRole('region', { name: 'Buyer' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => buyer.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(new URL(page.url()).pathname).toMatch(/\/details$/);
    await buyer.getByLabel('First name').fill('Bea');
    await buyer.getByLabel('Last name').fill('Buyer');
    await buyer.getByLabel('Email').fill(BUYER_EMAIL);
    await page.getByRole('radio', { name: 'Friends' }).check();
    await page.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
    const firstHolder = page.getByRole('group', { name: 'General admission: ticket holder 1' });
    expect(await firstHolder.getByLabel('Email').inputValue()).toBe(BUYER_EMAIL);
    await firstHolder.getByLabel('Dietary requirements').selectOption('Vegetarian');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Going back to the details shows every answer given, then the buyer continues.
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('link', { name: 'Edit details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Friends' }).isChecked()).toBe(true);
    expect(await firstHolder.getByLabel('Dietary requirements').inputValue()).toBe('Vegetarian');
    expect(await firstHolder.getByLabel('Email').inputValue()).toBe(BUYER_EMAIL);

    // Nor does the checkout fetch them once more, on any of its steps.
    page.off('request', recordStylesheet);
    expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);

    // The order's address without a step opens its details, and the browser's back button works from there.
    const checkoutPath = new URL(page.url()).pathname.replace(/\/details$/, '');
    await page.goto(checkoutPath);
    await page.waitForURL((url) => url.pathname === `${checkoutPath}/details`);
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The test provider: the declined card fails visibly, and the hold still allows a retry.
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    const card = page.getByLabel('Card number');
    await card.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay €50.15' }).click();
    await page.getByRole('alert').filter({ hasText: 'Payment not successful' }).waitFor();
    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay €50.15' }).click();

    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/checkout/${event.id}/[^/]+/summary$`));
    await page.getByText('Completed', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Print order' }).getAttribute('href')).toMatch(
      new RegExp(`^/order/${event.id}/[^/]+/print$`),
    );
    // The calendar file of the order's date: an event with one date has one, its own start and end.
    const calendar = new RegExp(`^/api/public/events/${event.id}/calendar\\.ics\\?date_id=\\d+$`);
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(calendar);
    const orderPath = new URL(page.url()).pathname;
    await expectNoA11yViolations(page);

    const tickets = page.getByRole('link', { name: /^Ticket of Bea Buyer/ });
    expect(await tickets.count()).toBe(2);
    await tickets.first().click();
    await page.waitForURL(new RegExp(`/ticket/${event.id}/[^/]+$`));
    await page.getByRole('img', { name: 'QR code of the ticket of Bea Buyer' }).waitFor();
    await page.getByText('General admission', { exact: true }).waitFor();
    // The ticket leads back to the event, into a calendar, and (this browser opened the order) to the order.
    expect(await page.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(event.path);
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(calendar);
    expect(await page.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(orderPath);
    await expectNoA11yViolations(page);
    const ticketPath = new URL(page.url()).pathname;

    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(new RegExp(`/ticket/${event.id}/[^/]+/print$`));
    await page.getByRole('img', { name: 'QR code of the ticket of Bea Buyer' }).waitFor();
    await page.waitForFunction(() => ((window as Window & { printCalls?: number }).printCalls ?? 0) > 0);

    // One confirmation for the order and one ticket mail per holder (both holders use the buyer's address).
    await waitForMail(BUYER_EMAIL);
    const subjects = await subjectsTo(BUYER_EMAIL, 3);
    expect(subjects).toContain(`Your order for ${DEMO_EVENT_TITLE}`);
    expect(subjects.filter((subject) => subject === `Your ticket for ${DEMO_EVENT_TITLE}`)).toHaveLength(2);

    // The confirmation lists the promo discount as the summary page does.
    const mails = (await (await fetch(`${baseUrl()}/api/dev/mailbox?to=${encodeURIComponent(BUYER_EMAIL)}`)).json()) as {
      data: { subject: string; text: string }[];
    };
    const confirmation = mails.data.find((mail) => mail.subject === `Your order for ${DEMO_EVENT_TITLE}`)!;
    expect(confirmation.text).toContain('Discount (RIVER10): −€5.00');
    expect(confirmation.text).toContain('Total: €50.15');

    // The development mailbox keeps the ticket mail's calendar file and inline QR code.
    await page.goto('/dev/mailbox');
    await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
    await page
      .getByRole('list', { name: 'Emails' })
      .getByRole('button')
      .filter({ hasText: BUYER_EMAIL })
      .filter({ hasText: `Your ticket for ${DEMO_EVENT_TITLE}` })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: `Your ticket for ${DEMO_EVENT_TITLE}` }).waitFor();
    const attachments = page.getByRole('region', { name: 'Attachments' });
    const calendarLink = attachments.getByRole('link', { name: /\.ics$/ });
    await calendarLink.waitFor();
    await attachments.getByRole('link', { name: 'ticket-qr.png' }).waitFor();
    await attachments.getByText('Inline image').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()]);
    const file = await download.path();
    const calendarFile = await readFile(file, 'utf8');
    expect(calendarFile).toContain('BEGIN:VCALENDAR');
    expect(calendarFile).toContain(`SUMMARY:${DEMO_EVENT_TITLE}`);
    const qr = page
      .frameLocator(`iframe[title="Content of the email “Your ticket for ${DEMO_EVENT_TITLE}”"]`)
      .getByRole('img', { name: 'QR code of your ticket' });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // axe cannot enter the mail's frame (sandboxed, no scripts): the page is checked with the plain-text view.
    await page.getByText('Plain text', { exact: true }).click();
    await page.locator('iframe').waitFor({ state: 'detached' });
    await expectNoA11yViolations(page);

    // An attendee's browser that never opened the order is not led to it.
    const stranger = await newPage(browser);
    try {
      await stranger.page.goto(ticketPath);
      await stranger.page.getByRole('link', { name: 'Back to the event' }).waitFor();
      expect(await stranger.page.getByRole('link', { name: 'View your order' }).count()).toBe(0);
    } finally {
      await stranger.context.close();
    }

    // The language picker: the page switches at once and the server, reading the cookie, sends the event page in it.
    await page.goto(ticketPath);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Ihr Ticket' }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('de');
    await page.goto(event.path);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('heading', { level: 2, name: 'Tickets' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
    await expectNoA11yViolations(page);
  });
});

describe('the event page drawn on the server', () => {
  it('is the app itself: the browser takes over the same elements, in the language the server drew', async () => {
    const event = await demoEvent();
    const html = await (await fetch(`${baseUrl()}${event.path}`, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).text();
    // Before any script: the page, its tickets and their steppers, in French.
    expect(html).toContain('data-ssr-locale="fr"');
    expect(html).toMatch(/<h1[^>]*>Summer Sessions by the River<\/h1>/);
    expect(html).toContain('aria-label="General admission : un de plus"');

    const visitor = await newPage(browser, { locale: 'fr-FR' });
    const problems: string[] = [];
    visitor.page.on('pageerror', (error) => problems.push(error.message));
    visitor.page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // The elements the server sent, taken as soon as the document is parsed and before the app's code runs.
    await visitor.context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const drawn = window as Window & { drawn?: Element[] };
        drawn.drawn = [document.querySelector('h1'), document.querySelector('#ticket-selection')].filter((element) => element !== null);
      });
    });
    try {
      await visitor.page.goto(event.path);
      // The app answers the stepper: it has taken over.
      await visitor.page.getByRole('button', { name: 'General admission : un de plus' }).click();
      await expect.poll(() => visitor.page.getByRole('textbox', { name: 'Quantité : General admission' }).inputValue()).toBe('1');
      const kept = await visitor.page.evaluate(() => {
        const drawn = (window as Window & { drawn?: Element[] }).drawn ?? [];
        return drawn.length === 2 && drawn.every((element) => element.isConnected);
      });
      expect(kept, "the server's elements are the ones on screen (hydrated, not replaced)").toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
