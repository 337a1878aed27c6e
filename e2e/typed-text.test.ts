import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, expectNoA11yViolations, launchBrowser, newPage, waitForMail } from './browser';
import { api } from './api';

/**
 * What organizers and buyers type is shown as typed: text that looks like the markup of a translated
 * message (`<0>…</0>`, `\u003c`) is never read as such, on the server or in the browser.
 */
const ORGANIZER = 'Rock <3 Roll & <0>Friends</0> \\u003cb\\u003e';
const TICKET = 'Standing';

let browser: Browser;
let eventPath = '';

/** A live event of a new account whose organizer's name looks like message markup. */
async function eventOfOddOrganizer(): Promise<string> {
  const email = `typed-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const registered = await api('auth/register', {
    method: 'POST',
    body: { first_name: 'Rosa', email, password, password_confirmation: password },
  });
  const token = registered.token as string;
  const confirmation = /confirm-email-address\/([A-Za-z0-9_-]+)/.exec((await waitForMail(email)).text)![1]!;
  await api(`users/${registered.data.id}/confirm-email/${confirmation}`, { method: 'POST', token });
  const organizer = (
    await api('organizers', {
      method: 'POST',
      token,
      body: { name: ORGANIZER, email: 'rosa@example.com', currency: 'EUR', timezone: 'Europe/Berlin' },
    })
  ).data;
  const event = (
    await api('events', {
      method: 'POST',
      token,
      body: {
        organizer_id: organizer.id,
        title: 'Garden Party',
        start_date: '2031-08-01T19:00:00+02:00',
        end_date: '2031-08-01T23:00:00+02:00',
      },
    })
  ).data;
  await api(`events/${event.id}/tickets`, {
    method: 'POST',
    token,
    body: { type: 'FREE', title: TICKET, prices: [{ price: 0, initial_quantity_available: 50 }] },
  });
  await api(`events/${event.id}/status`, { method: 'PUT', token, body: { status: 'LIVE' } });
  return `/event/${event.id}/${event.slug}`;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

beforeAll(async () => {
  browser = await launchBrowser();
  eventPath = await eventOfOddOrganizer();
});
afterAll(async () => {
  await browser?.close();
});

describe("an organizer's name that looks like message markup", () => {
  it('is drawn by the server exactly as typed, and the browser takes the page over without a mismatch or an error', async () => {
    const html = await (await fetch(`${baseUrl()}${eventPath}`)).text();
    expect(html).toContain('data-ssr-locale="en"');
    // React may separate the words of the message from the value by an empty comment.
    expect(html).toMatch(new RegExp(`by (<!-- -->)?${escapeHtml(ORGANIZER).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}<`));

    const visitor = await newPage(browser);
    const problems: string[] = [];
    visitor.page.on('pageerror', (error) => problems.push(error.message));
    visitor.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await visitor.context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as Window & { drawn?: Element }).drawn = Array.from(document.querySelectorAll('p')).find((line) =>
          line.textContent?.startsWith('by '),
        );
      });
    });
    try {
      await visitor.page.goto(eventPath);
      // The app answers the stepper: it has taken over.
      await visitor.page.getByRole('button', { name: `One more ${TICKET}` }).click();
      await expect.poll(() => visitor.page.getByRole('textbox', { name: `Quantity of ${TICKET}` }).inputValue()).toBe('1');
      const byline = await visitor.page.evaluate(() => {
        const drawn = (window as Window & { drawn?: Element }).drawn;
        return { kept: !!drawn?.isConnected, text: drawn?.textContent };
      });
      expect(byline).toEqual({ kept: true, text: `by ${ORGANIZER}` });
      await visitor.page.getByText(ORGANIZER, { exact: true }).first().waitFor();
      await expectNoA11yViolations(visitor.page);
      expect(problems).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
