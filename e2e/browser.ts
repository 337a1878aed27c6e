import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject } from 'vitest';
import { watchContractMismatches } from './contract-check';

export const baseUrl = (): string => inject('baseUrl');

/** The demo organizer that `npm start` seeds (apps/server demo data). */
export const DEMO_EMAIL = 'demo@stagedoor.local';
export const DEMO_PASSWORD = 'stagedoor-demo';

/** Logs in through the login page, as a person does: the demo organizer unless told otherwise. */
export async function logIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The password hash is slow by design: on a busy machine the answer may take longer than a click.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 40_000 });
}

/** `args` are added to the defaults, e.g. Chromium's fake camera switches. */
export async function launchBrowser(options: { args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: {
    locale?: string;
    permissions?: string[];
    viewport?: { width: number; height: number };
    /** A phone: touch input and a mobile browser's viewport handling. */
    mobile?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    permissions: options.permissions ?? [],
    ...(options.mobile ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(15_000);
  watchContractMismatches(context);
  const page = await context.newPage();
  return { context, page };
}

/** Fails with the list of rule ids and targets when axe finds any violation. */
/** Waits until a page of the app has its data: its main heading is shown and no skeleton, loader or aria-busy region is left. */
export async function untilLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(() => page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root').count(), { timeout: 30_000 })
    .toBe(0);
}

export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Colours are judged as they settle: a dialog or menu still fading in has not reached its contrast yet.
  // Spinners loop forever and are left out.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Reads the development mailbox of the server under test until a mail to `to` arrives: the newest one, or the newest
 * that `match` accepts.
 */
export async function waitForMail(to: string, timeoutMs = 20_000, match: (mail: Mail) => boolean = () => true): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: Mail[] };
    const found = body.data.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no matching mail to ${to}`);
}

/** An authenticated call to the API from a page of the management app, with the token the web app keeps. */
export async function callAs<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const response = await fetch(`/api/${apiPath}`, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, apiPath, body },
  );
}

export interface CreatedEvent {
  id: number;
  slug: string;
  /** The public event page's path. */
  path: string;
  organizerId: number;
}

/** A draft event of the signed-in manager's first organizer, created through the API from a management page. */
export async function createEventAs(page: Page, event: Record<string, unknown>): Promise<CreatedEvent> {
  const organizers = await callAs<{ data: { id: number }[] }>(page, 'GET', 'organizers');
  const organizerId = organizers.data[0]!.id;
  const created = await callAs<{ data: { id: number; slug: string } }>(page, 'POST', 'events', { organizer_id: organizerId, ...event });
  const { id, slug } = created.data;
  return { id, slug, path: `/event/${id}/${slug}`, organizerId };
}

/** Collects a page's uncaught errors and console errors into `problems` (a scenario expects none), except those `ignore` matches. */
export function watchForProblems(page: Page, problems: string[], ignore?: RegExp): Page {
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore?.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}
