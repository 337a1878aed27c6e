import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded, waitForMail } from './browser';

const DEMO_EVENT = 'Summer Sessions by the River';
const GUEST_EMAIL = `holder-${Date.now()}@example.com`;
const SUBJECT = `Doors open early ${Date.now()}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let eventId: number;
let ticketTitle: string;

/** A call to the API with the page's session, as the app makes it. */
function apiCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await logIn(page);
  const events = await apiCall<{ data: { id: number; title: string }[] }>('GET', 'events?per_page=100');
  const event = events.data.find((candidate) => candidate.title === DEMO_EVENT);
  if (!event) throw new Error('the demo event is missing');
  eventId = event.id;
  const tickets = await apiCall<{ data: { id: number; title: string }[] }>('GET', `events/${eventId}/tickets`);
  // A single-price ticket: other suites reorder the list and add tiered ones, which a walk-in must name a tier of.
  const ticket = tickets.data.find((candidate) => candidate.title === 'General admission');
  if (!ticket) throw new Error('the demo ticket is missing');
  ticketTitle = ticket.title;
  // A holder of that ticket whose mailbox the test reads.
  const walkin = await apiCall<{ data?: { id: number } }>('POST', `events/${eventId}/attendees`, {
    ticket_id: ticket.id,
    first_name: 'Hana',
    last_name: 'Holder',
    email: GUEST_EMAIL,
  });
  if (!walkin.data) throw new Error(`the walk-in was refused: ${JSON.stringify(walkin)}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('messages to attendees', () => {
  it('schedules a message and cancels it, sends one to the holders of one ticket, and the mail arrives', async () => {
    await page.goto(`/manage/event/${eventId}`);
    await page.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await untilLoaded(page);
    await expectNoA11yViolations(page);

    // Scheduled for a day before the start, then cancelled.
    await page.getByRole('button', { name: 'New message' }).click();
    let dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel(/^Subject/).fill(`Reminder ${SUBJECT}`);
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('See you tomorrow.');
    await dialog.getByText(/This message reaches \d+ (person|people)\./).waitFor();
    await dialog.getByText('Later', { exact: true }).click();
    await dialog.getByRole('button', { name: 'A day before the start' }).click();
    expect(await dialog.getByLabel(/^Send at/).inputValue()).not.toBe('');
    await dialog.getByRole('checkbox', { name: /not promotional/ }).check();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'detached' });
    const scheduledRow = page.getByRole('row').filter({ hasText: `Reminder ${SUBJECT}` });
    await scheduledRow.getByText('Scheduled').waitFor();
    await scheduledRow.getByRole('button', { name: `Reminder ${SUBJECT}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Message' });
    await drawer.getByText('See you tomorrow.').waitFor();
    await expectNoA11yViolations(page);
    await drawer.getByRole('button', { name: 'Cancel message' }).click();
    await page.getByRole('dialog', { name: 'Cancel this message?' }).getByRole('button', { name: 'Cancel message' }).click();
    await drawer.getByText('Cancelled').waitFor();
    await page.keyboard.press('Escape');
    await scheduledRow.getByText('Cancelled').waitFor();

    // Now, to the holders of one ticket.
    await page.getByRole('button', { name: 'New message' }).click();
    dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel(/^Subject/).fill(SUBJECT);
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('The doors open at six.');
    await dialog.getByRole('radio', { name: 'Holders of chosen tickets' }).check();
    await dialog.getByLabel(/^Tickets/).click();
    await page.getByRole('option', { name: ticketTitle, exact: true }).click();
    // Closes the ticket list by leaving it (Escape would close the whole dialog once the list has closed).
    await dialog.getByLabel(/^Subject/).click();
    await dialog.getByText(/This message reaches \d+ (person|people)\./).waitFor();
    await dialog.getByRole('checkbox', { name: /not promotional/ }).check();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: SUBJECT }).getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });

    const mail = await waitForMail(GUEST_EMAIL);
    expect(mail.subject).toBe(SUBJECT);
    await page.goto('/dev/mailbox');
    await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
    await page.getByRole('list', { name: 'Emails' }).getByRole('button').filter({ hasText: GUEST_EMAIL }).first().click();
    await page.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
    await page.frameLocator(`iframe[title="Content of the email “${SUBJECT}”"]`).getByText('The doors open at six.').waitFor();
  });
});
