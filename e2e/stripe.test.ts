import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { StripeTestServer } from '../apps/server/test/stripe-server';
import { startAppServer, type AppServer } from './app-server';
import { expectNoA11yViolations, launchBrowser, logIn } from './browser';
import { DEMO_EVENT_TITLE } from './demo-event';

/**
 * The Stripe flows in the browser against an app started with Stripe keys whose
 * SDK talks to the suite's Stripe-compatible server. Stripe's own pages (the
 * onboarding, js.stripe.com) are not reachable here: the onboarding page is
 * answered by a redirect back, as Stripe does once the organizer is done.
 */
let browser: Browser;
let stripe: StripeTestServer;
let app: AppServer;

beforeAll(async () => {
  stripe = await new StripeTestServer().start();
  app = await startAppServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await stripe?.stop();
});

async function open(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  // Nothing may leave the machine: Stripe's hosts answer from here or not at all.
  await context.route(/^https:\/\/(js|api|m)\.stripe\.(com|network)\//, (route) => route.abort());
  return { context, page: await context.newPage() };
}

async function api<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A demo order for one general-admission ticket with the buyer's details, at the payment step. */
async function orderAtPayment(): Promise<{ eventId: number; shortId: string }> {
  const events = await api<{ data: { id: number; title: string }[] }>('GET', '/public/events?per_page=100');
  const eventId = events.data.find((candidate) => candidate.title === DEMO_EVENT_TITLE)!.id;
  const event = await api<{ data: { tickets: { id: number; type: string; prices: { id: number; price: number }[] }[] } }>(
    'GET',
    `/public/events/${eventId}`,
  );
  const ticket = event.data.tickets.find((candidate) => candidate.type === 'PAID')!;
  const order = await api<{ data: { short_id: string; attendees: { ticket_price_id: number }[] } }>(
    'POST',
    `/public/events/${eventId}/order`,
    {
      tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }],
    },
  );
  const questions = await api<{ data: { id: number | string; type: string; belongs_to: string; required: boolean; options: string[] }[] }>(
    'GET',
    `/public/events/${eventId}/questions`,
  );
  const answersFor = (scope: string) =>
    questions.data
      .filter((question) => typeof question.id === 'number' && question.belongs_to === scope && question.required)
      .map((question) => ({
        question_id: question.id,
        answer: question.type === 'CHECKBOX' ? [question.options[0]!] : (question.options[0] ?? 'Yes'),
      }));
  await api('PUT', `/public/events/${eventId}/order/${order.data.short_id}`, {
    order: { first_name: 'Stella', last_name: 'Stripe', email: `stella-${Date.now()}@example.test`, answers: answersFor('ORDER') },
    attendees: order.data.attendees.map((attendee) => ({
      ticket_price_id: attendee.ticket_price_id,
      first_name: 'Stella',
      last_name: 'Stripe',
      email: `stella-${Date.now()}@example.test`,
      answers: answersFor('TICKET'),
    })),
  });
  return { eventId, shortId: order.data.short_id };
}

/** The demo account's Stripe account, connected and onboarded (as the first test does through the page). */
async function ensureConnected(): Promise<void> {
  const login = await api<{ token: string; data: { account_id: number } }>('POST', '/auth/login', {
    email: 'demo@stagedoor.local',
    password: 'stagedoor-demo',
  });
  const accountId = login.data.account_id;
  let settings = await api<{ data: { stripe: { status: string; account_id: string | null } } }>(
    'GET',
    `/accounts/${accountId}/payment-settings`,
    undefined,
    login.token,
  );
  if (settings.data.stripe.status === 'CONNECTED') return;
  if (!settings.data.stripe.account_id) await api('POST', `/accounts/${accountId}/stripe/connect`, undefined, login.token);
  settings = await api('GET', `/accounts/${accountId}/payment-settings`, undefined, login.token);
  stripe.completeOnboarding(settings.data.stripe.account_id!);
}

describe('Stripe in the browser', () => {
  it('connects the account on /account/payment through Stripe onboarding', async () => {
    const { context, page } = await open();
    await context.route(/^https:\/\/connect\.stripe\.test\//, async (route) => {
      const url = new URL(route.request().url());
      const accountId = url.pathname.split('/').at(-1)!;
      stripe.completeOnboarding(accountId);
      await route.fulfill({ status: 302, headers: { location: url.searchParams.get('return')! } });
    });
    await logIn(page);
    await page.goto('/account/payment');
    await expect.poll(() => page.getByText('Not connected').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await page.waitForURL((url) => url.pathname === '/account/payment');
    await expect.poll(() => page.getByText('Charges enabled').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByText(/^acct_/)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Reconnect' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('shows the payment result on payment_return, asking Stripe before the webhook arrives', async () => {
    await ensureConnected();
    const { eventId, shortId } = await orderAtPayment();
    const started = await api<{ provider: string; client_secret: string }>('POST', `/public/events/${eventId}/order/${shortId}/payment`);
    expect(started.provider).toBe('stripe');
    const intent = stripe.intentFor(shortId)!;

    const { context, page } = await open();
    // The payment step says clearly when Stripe's card form cannot be reached.
    await page.goto(`/checkout/${eventId}/${shortId}/payment`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'could not be loaded' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // The card was declined: the return page says so and offers another try.
    stripe.decline(intent.id);
    await page.goto(`/checkout/${eventId}/${shortId}/payment_return?payment_intent=${intent.id}&redirect_status=failed`);
    await expect.poll(() => page.getByRole('heading', { name: 'Payment not successful' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Try again' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoA11yViolations(page);

    // Paid with another card: no webhook yet, the page asks Stripe and moves on to the summary.
    stripe.succeed(intent.id);
    await page.goto(`/checkout/${eventId}/${shortId}/payment_return?payment_intent=${intent.id}&redirect_status=succeeded`);
    await page.waitForURL((url) => url.pathname.endsWith('/summary'));
    const order = await api<{ data: { status: string } }>('GET', `/public/events/${eventId}/order/${shortId}`);
    expect(order.data.status).toBe('COMPLETED');
    await context.close();
  });
});
