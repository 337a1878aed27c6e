import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, expectNoA11yViolations, launchBrowser, newPage, untilLoaded } from './browser';

const EMAIL = `organizer-${Date.now()}@example.com`;
const PASSWORD = 'a long enough password';
const TITLE = 'Jazz on the Tagus';
const BUTTON_COLOR = '#7a1f5c';
const LINK_COLOR = '#5c1f7a';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let eventPath = '';

interface EventJson {
  id: number;
  slug: string;
  status: string;
  start_date: string;
  settings: Record<string, unknown>;
  images: { type: string }[];
}

/** Reads the event as the signed-in organizer, through the API the app uses. */
async function fetchEvent(): Promise<EventJson> {
  const id = Number(eventPath.split('/').pop());
  return page.evaluate(async (eventId) => {
    const response = await fetch(`/api/events/${eventId}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return ((await response.json()) as { data: EventJson }).data;
  }, id);
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 12, g: 120, b: 110 } } })
    .png()
    .toBuffer();
}

/** The mails to one address, newest first, from the development mailbox. */
async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${baseUrl()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: { subject: string; text: string }[] }).data;
}

async function open(path: string): Promise<void> {
  await page.goto(path);
  await untilLoaded(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('an organizer takes an event from nothing to live', () => {
  it('registers and creates an organizer', async () => {
    await open('/auth/register');
    await page.getByLabel(/^First name/).fill('Ada');
    await page.getByLabel(/^Last name/).fill('Lovelace');
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/welcome');

    await page.getByLabel(/^Organizer name/).fill('River Nights');
    await page.getByRole('button', { name: 'Create organizer' }).click();
    await page.waitForURL(/\/manage\/organizer\/\d+\/events$/);
    await page.getByRole('heading', { name: 'No upcoming events' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it('creates an event with times in its own time zone', async () => {
    await page.getByRole('button', { name: 'Create event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create event' });
    await dialog.getByLabel(/^Event title/).fill(TITLE);

    // Markup without text is no description: the editor starts empty and stays optional.
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('An evening of jazz by the river.');

    // Mantine's selects are inputs that open a listbox.
    const timeZone = dialog
      .getByRole('combobox', { name: /^Time zone/ })
      .or(dialog.getByRole('textbox', { name: /^Time zone/ }))
      .first();
    await timeZone.click();
    await timeZone.fill('Lisbon');
    await page.getByRole('option', { name: 'Europe/Lisbon' }).click();
    await dialog.getByLabel(/^Start/).fill('2027-06-12T19:30');
    await dialog.getByLabel(/^End/).fill('2027-06-12T23:00');
    await dialog.getByLabel(/^Venue name/).fill('Armazém 16');
    await dialog.getByLabel(/^City/).fill('Lisboa');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create event' }).click();

    await page.waitForURL(/\/manage\/event\/\d+$/);
    eventPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // 19:30 in Lisbon in June (UTC+1) is 18:30 UTC.
    expect(new Date((await fetchEvent()).start_date).toISOString()).toBe('2027-06-12T18:30:00.000Z');
    await untilLoaded(page);
    await expectNoA11yViolations(page);
  });

  it('lists the event under Upcoming and finds it by search', async () => {
    await open('/manage/events');
    await page.getByRole('link', { name: TITLE }).waitFor();
    await page.getByLabel('Search events').fill('no such event');
    await page.getByRole('heading', { name: /No events match/ }).waitFor();
    await page.getByLabel('Search events').fill('tagus');
    await page.getByRole('link', { name: TITLE }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('tab', { name: 'Archived' }).click();
    await page.waitForURL('**/manage/events/archived*');
    await page.getByRole('heading', { name: /No events match/ }).waitFor();
  });

  it('uploads a cover image and refuses one that is too small', async () => {
    await open(`${eventPath}/homepage-designer`);
    await page.getByText('Recommended 2160 × 1080 px, at least 900 × 450, under 5 MB', { exact: false }).waitFor();
    const fileInput = page.locator('input[type="file"]');

    await fileInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(400, 200) });
    await page.getByRole('alert').filter({ hasText: 'at least 900 × 450' }).waitFor();

    await fileInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(1200, 600) });
    await page.getByRole('img', { name: 'Current cover image' }).waitFor();
    expect((await fetchEvent()).images.map((image) => image.type)).toContain('EVENT_COVER');
    await expectNoA11yViolations(page);
  });

  it('changes the colours in the designer, with a live preview', async () => {
    const buttons = page.getByRole('textbox', { name: 'Buttons', exact: true });
    await buttons.fill(BUTTON_COLOR);
    await page.getByRole('textbox', { name: 'Links', exact: true }).fill(LINK_COLOR);
    await page.getByRole('radio', { name: 'Blurred cover image' }).check();

    const previewButton = page.getByRole('img', { name: /Preview of the event page/ }).getByText('Continue');
    await expect.poll(() => previewButton.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(122, 31, 92)');

    await page.getByRole('button', { name: 'Save design' }).click();
    await expect.poll(async () => (await fetchEvent()).settings.homepage_button_color).toBe(BUTTON_COLOR);
    const settings = (await fetchEvent()).settings;
    expect(settings.homepage_link_color).toBe(LINK_COLOR);
    expect(settings.homepage_background_type).toBe('MIRROR_COVER_IMAGE');
  });

  it('shows the preview beside the form at 1280 px and warns about colours that fail AA', async () => {
    const preview = page.getByRole('img', { name: /Preview of the event page/ });
    const form = page.getByRole('region', { name: 'Colours and layout' });
    const [previewBox, formBox] = [await preview.boundingBox(), await form.boundingBox()];
    expect(previewBox!.x).toBeGreaterThanOrEqual(formBox!.x + formBox!.width - 1);
    expect(previewBox!.y).toBeLessThan(formBox!.y + formBox!.height);

    // A dark page background: the footer is drawn in a readable colour, not the dark text colour.
    await page.getByRole('radio', { name: 'Solid colour' }).check();
    await page.getByRole('textbox', { name: 'Page background', exact: true }).fill('#101010');
    const footer = preview.getByText(/Powered by/);
    await expect.poll(() => footer.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(255, 255, 255)');
    expect(await page.getByRole('alert').filter({ hasText: 'Some text may be hard to read' }).count()).toBe(0);

    // Grey text on a grey surface fails, and the alert names it.
    await page.getByRole('textbox', { name: 'Content background', exact: true }).fill('#777777');
    const alert = page.getByRole('alert').filter({ hasText: 'Some text may be hard to read' });
    await alert.getByText('text on the content background').waitFor();
    // The preview shows the failing colours as they are, so the page is checked once they are fixed.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reset to the default design' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('saves one settings section without touching the others', async () => {
    await open(`${eventPath}/settings`);
    await expectNoA11yViolations(page);
    const seoTitle = page.getByLabel('SEO title');
    expect(await seoTitle.getAttribute('placeholder')).toBe(TITLE);
    await seoTitle.fill('Jazz night in Lisbon');

    const timeout = page.getByLabel('Order timeout in minutes');
    await timeout.fill('10');
    await page.getByText('Under 15 minutes, buyers may run out of time while paying.', { exact: false }).waitFor();

    await page.getByRole('button', { name: /^Save\W*Search engines$/ }).click();
    await expect.poll(async () => (await fetchEvent()).settings.seo_title).toBe('Jazz night in Lisbon');
    // The unsaved timeout of another section stays unsent.
    expect((await fetchEvent()).settings.order_timeout_in_minutes).toBe(15);
  });

  it('asks for a confirmed email before going live, then goes live', async () => {
    await open(`${eventPath}/getting-started`);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Go live' }).first().click();
    await page.getByRole('dialog', { name: 'Go live?' }).getByRole('button', { name: 'Go live' }).click();

    const notVerified = page.getByRole('dialog', { name: 'Confirm your email address to go live' });
    await notVerified.waitFor();
    const before = (await mailsTo(EMAIL)).length;
    await notVerified.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect.poll(async () => (await mailsTo(EMAIL)).length, { timeout: 20_000 }).toBeGreaterThan(before);

    const [latest] = await mailsTo(EMAIL);
    const link = /\/manage\/profile\/confirm-email-address\/[^\s"'<>)]+/.exec(latest?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await open(link!);
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();

    await open(`${eventPath}/getting-started`);
    await page.getByRole('button', { name: 'Go live' }).first().click();
    await page.getByRole('dialog', { name: 'Go live?' }).getByRole('button', { name: 'Go live' }).click();
    await expect.poll(async () => (await fetchEvent()).status).toBe('LIVE');
    await page.getByText('Live', { exact: true }).first().waitFor();
  });

  it('opens the public event page', async () => {
    const { id, slug } = await fetchEvent();
    const path = `/event/${id}/${slug}`;
    // The server puts the event into the HTML, so the title is there before any script runs.
    const html = await page.request.get(path);
    expect(html.status()).toBe(200);
    expect(await html.text()).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));

    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  });

  it('leads on from /welcome once an organizer exists, and adds another with "New organizer"', async () => {
    await open('/welcome');
    await page.waitForURL(/\/manage\/organizer\/\d+\/events$/);
    await page.getByRole('heading', { name: 'River Nights' }).waitFor();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'New organizer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New organizer' });
    await dialog.getByLabel(/^Organizer name/).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByLabel(/^Organizer name/).fill('Harbour Stage');
    await dialog.getByRole('button', { name: 'Create organizer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Harbour Stage' }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => navigation.getByRole('link', { name: 'River Nights' }).count()).toBe(1);
    await expect.poll(() => navigation.getByRole('link', { name: 'Harbour Stage' }).count()).toBe(1);

    await open('/manage/account');
    const organizers = page.getByRole('region', { name: 'Organizers' });
    await expect
      .poll(() => organizers.getByRole('link').allTextContents())
      .toEqual(expect.arrayContaining(['River Nights', 'Harbour Stage']));
    await organizers.getByRole('button', { name: 'New organizer' }).waitFor();
    await expectNoA11yViolations(page);
  });
});
