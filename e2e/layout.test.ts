import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, expectNoA11yViolations, launchBrowser, newPage } from './browser';
import { api } from './api';
import { demoEvent } from './demo-event';

/**
 * Nothing people read or press is cut off or pushed out of sight: on a 1366 × 768 laptop in French (the
 * management app with both menus) and on a 390 px phone in German (the buyer pages).
 */

let browser: Browser;
let event: { id: number; path: string };

/** A paid order of the demo event, so that the attendees' table has rows with their check-in buttons. */
async function paidOrder(): Promise<void> {
  const general = (await api(`public/events/${event.id}`)).data.tickets.find(
    (ticket: { title: string }) => ticket.title === 'General admission',
  );
  const reserved = (
    await api(`public/events/${event.id}/order`, {
      method: 'POST',
      body: { tickets: [{ ticket_id: general.id, quantities: [{ price_id: general.prices[0].id, quantity: 2 }] }] },
    })
  ).data;
  const questions = (await api(`public/events/${event.id}/questions`)).data as {
    id: number;
    belongs_to: string;
    options: string[] | null;
    required: boolean;
  }[];
  const answers = (belongsTo: string) =>
    questions
      .filter((question) => question.belongs_to === belongsTo && question.required)
      .map((question) => ({ question_id: question.id, answer: question.options?.[0] ?? 'x' }));
  await api(`public/events/${event.id}/order/${reserved.short_id}`, {
    method: 'PUT',
    body: {
      order: {
        first_name: 'Marie-Françoise',
        last_name: 'de La Rochefoucauld-Montbazon',
        email: 'marie-francoise.rochefoucauld@example.com',
        answers: answers('ORDER'),
      },
      attendees: reserved.attendees.map((attendee: { ticket_price_id: number }) => ({
        ticket_price_id: attendee.ticket_price_id,
        first_name: 'Marie-Françoise',
        last_name: 'de La Rochefoucauld-Montbazon',
        email: 'marie-francoise.rochefoucauld@example.com',
        answers: answers('ATTENDEE'),
      })),
    },
  });
  await api(`public/events/${event.id}/order/${reserved.short_id}/payment`, { method: 'POST' });
  await api(`public/events/${event.id}/order/${reserved.short_id}/test-payment`, {
    method: 'POST',
    body: { card_number: '4242424242424242' },
  });
}

/**
 * The elements matching `selector` whose text is cut (wider than their box) or that lie, even in part, outside
 * the window or outside what the nearest scrolling box shows.
 */
async function clipped(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) => {
    const problems: string[] = [];
    const within = (inner: DOMRect, outer: { left: number; right: number; top: number; bottom: number }) =>
      inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
    for (const element of elements as HTMLElement[]) {
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(`${name}: text cut (${element.scrollWidth} > ${element.clientWidth})`);
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (!within(rect, { left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity }))
        problems.push(`${name}: outside the window`);
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' || box === document.body || box === document.documentElement) continue;
        if (!within(rect, { ...box.getBoundingClientRect().toJSON(), top: -Infinity, bottom: Infinity }))
          problems.push(`${name}: hidden by ${box.className || box.tagName}`);
        break;
      }
    }
    return problems;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  event = await demoEvent();
  await paidOrder();
});
afterAll(async () => {
  await browser?.close();
});

describe('a 1366 × 768 laptop in French', () => {
  it('shows whole badges, headers and menu entries, and the check-in buttons without scrolling sideways', async () => {
    const { context, page } = await newPage(browser, { locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    try {
      const login = await api('auth/login', { method: 'POST', body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      await context.addInitScript((token) => localStorage.setItem('token', token), login.token as string);
      await page.goto(`/manage/event/${event.id}/attendees`);
      await page
        .getByRole('button', { name: /^Enregistrer l'entrée/ })
        .first()
        .waitFor();
      // What is checked is there: status badges, headers, each row's buttons and the event menu's entries.
      expect(await page.locator('table .mantine-Badge-root').count()).toBeGreaterThan(0);
      expect(await page.locator('table tbody tr > :last-child button').count()).toBeGreaterThan(1);
      expect(await page.locator('nav[aria-label="Menu de l\'événement"] a').count()).toBeGreaterThan(10);
      const problems = [
        ...(await clipped(page, 'table .mantine-Badge-root, table .mantine-Badge-label')),
        ...(await clipped(page, 'table th')),
        ...(await clipped(page, 'table tbody tr > :last-child button')),
        ...(await clipped(page, 'nav[aria-label="Menu de l\'événement"] a, nav[aria-label="Menu de l\'événement"] .mantine-NavLink-label')),
      ];
      expect(problems).toEqual([]);
      expect(await page.$$eval('nav a', (links) => links.some((link) => link.textContent?.includes('Attributions de capacité')))).toBe(
        true,
      );
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});

describe('a 390 px phone in German', () => {
  it('keeps the "+" buttons on the ticket cards with a promo code, on the event page and in the widget, and the checkout buttons whole', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE', viewport: { width: 390, height: 844 } });
    try {
      for (const path of [`${event.path}?promo_code=RIVER10`, `/widget/${event.id}?promo_code=RIVER10`]) {
        await page.goto(path);
        await page.getByText('(Aktionspreis)').first().waitFor();
        expect(await page.locator('article button[aria-label$="eins mehr"]').count(), path).toBeGreaterThan(3);
        const problems = await clipped(page, 'article button, article input');
        expect(problems, path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).toBe(true);
      }
      await page.goto(event.path);
      await page.getByRole('button', { name: 'General admission: eins mehr' }).click();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ihre Angaben' }).waitFor();
      await page.getByRole('button', { name: 'Käuferdaten für alle Teilnehmer übernehmen' }).waitFor();
      expect(await clipped(page, 'main button, main .mantine-Button-label')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});
