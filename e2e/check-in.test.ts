import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, expectNoA11yViolations, launchBrowser, newPage, untilLoaded, callAs } from './browser';
import { writeQrVideo } from './qr-video';

const DEMO_EVENT = 'Summer Sessions by the River';
const RUN = Date.now();

let browser: Browser;
let manager: Page;
let scannerBrowser: Browser | undefined;
let eventId: number;
const videoDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-check-in-'));

/** An authenticated call from the organizer's page. */
const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

interface Walkin {
  id: number;
  shortId: string;
  qr: string;
}

async function addWalkin(ticketId: number, firstName: string, lastName: string): Promise<Walkin> {
  const created = await call<{ data?: { id: number; short_id: string } }>('POST', `events/${eventId}/attendees`, {
    ticket_id: ticketId,
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}-${RUN}@example.com`,
  });
  if (!created.data) throw new Error(`the walk-in was refused: ${JSON.stringify(created)}`);
  const ticket = await call<{ data: { qr_code: string } }>('GET', `public/events/${eventId}/attendees/${created.data.short_id}`);
  return { id: created.data.id, shortId: created.data.short_id, qr: ticket.data.qr_code };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: manager } = await newPage(browser));
  await manager.goto('/auth/login');
  await manager.getByLabel(/^Email/).fill(DEMO_EMAIL);
  await manager.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await manager.getByRole('button', { name: 'Log in' }).click();
  await manager.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const events = await call<{ data: { id: number; title: string }[] }>('GET', 'events?per_page=100');
  const event = events.data.find((candidate) => candidate.title === DEMO_EVENT);
  if (!event) throw new Error('the demo event is missing');
  eventId = event.id;
});
afterAll(async () => {
  await scannerBrowser?.close();
  await browser?.close();
  rmSync(videoDir, { recursive: true, force: true });
});

describe('check-in at the door', () => {
  it('tells staff when a list opens, that a link is unknown, and how to allow a refused camera', async () => {
    const tickets = await call<{ data: { id: number }[] }>('GET', `events/${eventId}/tickets?per_page=100`);
    const opens = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const list = await call<{ data: { short_id: string } }>('POST', `events/${eventId}/check-in-lists`, {
      name: `Later ${RUN}`,
      ticket_ids: [tickets.data[0]?.id],
      activates_at: opens,
    });
    const { context, page } = await newPage(browser);
    await page.goto(`/check-in/${list.data.short_id}`);
    await page.getByRole('heading', { level: 1, name: 'Check-in list is not active' }).waitFor();
    await page.getByText(/^It opens on /).waitFor();
    await expectNoA11yViolations(page);
    await page.goto('/check-in/no-such-list-here');
    await page.getByRole('heading', { level: 1, name: 'Check-in list not found' }).waitFor();
    await context.close();

    // A phone whose camera permission was refused: the page says how to give it back.
    const open = await call<{ data: { short_id: string } }>('POST', `events/${eventId}/check-in-lists`, {
      name: `Refused ${RUN}`,
      ticket_ids: [tickets.data[0]?.id],
    });
    const refusing = await launchBrowser({ args: ['--use-fake-device-for-media-stream'] });
    try {
      const { page: phone } = await newPage(refusing);
      await phone.goto(`/check-in/${open.data.short_id}`);
      await phone.getByRole('alert').filter({ hasText: 'Camera permission denied' }).waitFor();
      await phone.getByText('Set Camera to "Allow", then reload this page.').waitFor();
      await expectNoA11yViolations(phone);
    } finally {
      await refusing.close();
    }
  });

  it('admits a ticket shown to the camera once and sends it once while it stays in view, keeps working offline and uploads when back online', async () => {
    const tickets = await call<{ data: { id: number; title: string }[] }>('GET', `events/${eventId}/tickets?per_page=100`);
    // A single-price ticket: other suites reorder the list and add tiered ones, which a walk-in must name a tier of.
    const ticket = tickets.data.find((candidate) => candidate.title === 'General admission');
    if (!ticket) throw new Error('the demo ticket is missing');
    const first = await addWalkin(ticket.id, 'Camila', `Camera${RUN}`);
    await addWalkin(ticket.id, 'Sami', `Search${RUN}`);

    // The organizer makes a list for the door and opens its staff link.
    await manager.goto(`/manage/event/${eventId}`);
    await manager.getByRole('navigation', { name: 'Event menu' }).getByRole('link', { name: 'Check-in' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
    await untilLoaded(manager);
    await expectNoA11yViolations(manager);
    await manager.getByRole('button', { name: 'Create check-in list' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create check-in list' });
    const listName = `Door ${RUN}`;
    await dialog.getByLabel(/^Name/).fill(listName);
    await dialog.getByLabel(/^Description for staff/).fill('Check bags before scanning.');
    await dialog
      .getByRole('combobox', { name: /^Tickets/ })
      .or(dialog.getByRole('textbox', { name: /^Tickets/ }))
      .first()
      .click();
    await manager.getByRole('option', { name: ticket.title, exact: true }).click();
    await dialog.getByLabel(/^Name/).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = manager.getByRole('region', { name: listName });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Staff link for ${listName}` }).click();
    const linkDialog = manager.getByRole('dialog', { name: `Staff link: ${listName}` });
    await linkDialog.getByRole('img', { name: `QR code of the check-in link for ${listName}` }).waitFor();
    const link = await linkDialog.getByRole('textbox', { name: 'Check-in link' }).inputValue();
    expect(link).toMatch(/\/check-in\/[A-Za-z0-9_-]{10,}$/);
    await expectNoA11yViolations(manager);
    await linkDialog.getByRole('button', { name: 'Close' }).click();

    // A phone whose camera sees the first ticket.
    const video = path.join(videoDir, 'first.y4m');
    writeQrVideo(video, first.qr);
    scannerBrowser = await launchBrowser({
      args: ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`, '--use-fake-ui-for-media-stream'],
    });
    const { context, page } = await newPage(scannerBrowser, { permissions: ['camera'] });
    await scan(context, page, link, first, ticket.id, listName);
  });
});

async function scan(context: BrowserContext, page: Page, link: string, first: Walkin, ticketId: number, listName: string): Promise<void> {
  await page.setViewportSize({ width: 400, height: 860 });
  // Every code the camera's decoder reads, with when: qr-scanner decodes in a worker and posts each result.
  await page.addInitScript(() => {
    const reads: { code: string; at: number }[] = [];
    (window as unknown as { qrReads: typeof reads }).qrReads = reads;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent<{ type?: string; data?: unknown }>) => {
          if (event.data?.type === 'qrResult' && typeof event.data.data === 'string') reads.push({ code: event.data.data, at: Date.now() });
        });
      }
    };
  });
  /** The times (ms since the epoch) the camera read `code`. */
  const readsOf = (code: string) =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { qrReads: { code: string; at: number }[] }).qrReads
          .filter((read) => read.code === wanted)
          .map((read) => read.at),
      code,
    );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: listName }).waitFor();
  await page.getByText('Check bags before scanning.').waitFor();
  await page.getByRole('button', { name: 'Download for offline use' }).click();
  await page.getByText(/Available offline: \d+ attendees/).waitFor();

  const scansSent = () => sent.filter((url) => /\/check-ins$/.test(url)).length;
  await page.locator('[data-tone="ok"]').getByText('Admitted').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[data-tone="ok"]').textContent()).toContain(`Camila Camera${RUN}`);
  await page.getByText(/\d+ of \d+ checked in/).waitFor();
  // The ticket stays in front of the camera, which reads it several times a second: the answer stays
  // until Next and the code is not sent again (it used to turn into "Already checked in" on this very phone).
  // Only the absence of a second scan can be checked: it is checked once the camera has read the code again
  // for longer than the old 3 s pause.
  const admittedBy = Date.now();
  await expect.poll(async () => (await readsOf(first.qr)).some((at) => at - admittedBy > 3_500), { timeout: 20_000 }).toBe(true);
  await page.locator('[data-tone="ok"]').getByText('Admitted').waitFor();
  expect(scansSent()).toBe(1);
  await expectNoA11yViolations(page);
  const nextAt = Date.now();
  await page.locator('[data-tone="ok"]').getByRole('button', { name: 'Next' }).click();
  await page.getByText('Ready to scan').waitFor();
  // Ready again with the code still in view: the camera reads it again and again, and it is not sent.
  await expect
    .poll(async () => (await readsOf(first.qr)).filter((at) => at > nextAt).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(8);
  await page.getByText('Ready to scan').waitFor();
  expect(scansSent()).toBe(1);

  // Manual search: names only once a term is typed, check in by tap.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByText('Type at least part of a name or reference to see attendees.').waitFor();
  await page.getByRole('searchbox', { name: 'Search by name or reference' }).fill(`Search${RUN}`);
  await page.getByRole('button', { name: `Check in Sami Search${RUN}` }).click();
  await page.locator('[data-tone="ok"]').getByText(`Sami Search${RUN}`).waitFor();
  await page.getByRole('button', { name: `Check out Sami Search${RUN}` }).waitFor();
  await expectNoA11yViolations(page);

  // A ticket sold after the download, shown while the network is down, by a barcode scanner typing it.
  const late = await addWalkin(ticketId, 'Lena', `Late${RUN}`);
  const double = await addWalkin(ticketId, 'Dora', `Double${RUN}`);
  expect(late.qr.startsWith('SD2.')).toBe(true);
  // The service worker has taken the page and kept its files before the network goes.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // ...and every file the page has loaded (the decoder's included) is in its cache, with the page's shell.
  const notKept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('stagedoor-check-in-v1');
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.href);
      const missing: string[] = [];
      for (const href of [...loaded, new URL('/check-in/__shell__', location.origin).href])
        if (!(await cache.match(href))) missing.push(href);
      return missing;
    });
  await expect.poll(notKept, { timeout: 20_000 }).toEqual([]);
  await context.setOffline(true);
  await page.getByText('Offline', { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Barcode scanner' }).click();
  const field = page.getByRole('textbox', { name: 'Scanned code' });
  await field.fill(late.qr);
  await field.press('Enter');
  await page.locator('[data-tone="ok"]').getByText('Admitted').waitFor();
  await page.getByText('Recorded offline; it will be uploaded.').waitFor();
  await page.getByText('Waiting for upload: 1').waitFor();
  // This device never admits the same ticket twice, even offline.
  await field.fill(late.qr);
  await field.press('Enter');
  await page.locator('[data-tone="warn"]').getByText('Already checked in').waitFor();
  // A forged code is refused.
  await field.fill(late.qr.slice(0, -4) + (late.qr.endsWith('AAAA') ? 'BBBB' : 'AAAA'));
  await field.press('Enter');
  await page.locator('[data-tone="bad"]').getByText('Unknown code').waitFor();
  await page.getByText('Waiting for upload: 1').waitFor();
  // Meanwhile the organizer lets Dora in at the desk; this offline device admits her too.
  await call('POST', `events/${eventId}/attendees/${double.id}/check_in`, {});
  await field.fill(double.qr);
  await field.press('Enter');
  await page.locator('[data-tone="ok"]').getByText('Admitted').waitFor();
  await page.getByText('Waiting for upload: 2').waitFor();

  // A reload without network still opens the scanner, with its queue.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: listName }).waitFor();
  await page.getByText('Offline', { exact: true }).waitFor();
  await page.getByText('Waiting for upload: 2').waitFor();

  // Back online, the queued scan goes up and the server knows the late ticket is in.
  await context.setOffline(false);
  await page.getByText('Waiting for upload: 0').waitFor({ timeout: 40_000 });
  await page.getByText(`${double.shortId}: Already checked in on another device (conflict)`).waitFor();
  const attendee = await call<{ data: { checked_in_at: string | null } }>('GET', `events/${eventId}/attendees/${late.id}`);
  expect(attendee.data.checked_in_at).not.toBeNull();
  const already = await call<{ data: { checked_in_at: string | null } }>('GET', `events/${eventId}/attendees/${first.id}`);
  expect(already.data.checked_in_at).not.toBeNull();

  // The organizer sees the conflict on the check-in page.
  await manager.reload();
  const conflicts = manager.getByRole('table', { name: `Conflicts on ${listName}` });
  await conflicts
    .getByRole('row')
    .filter({ hasText: `Dora Double${RUN}` })
    .waitFor();
  await expectNoA11yViolations(manager);
}
