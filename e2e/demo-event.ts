import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The live event of the demo account (apps/server demo seed). */
export const DEMO_EVENT_TITLE = 'Summer Sessions by the River';

/** The demo event, found the way a visitor's browser would: through the public list. */
export async function demoEvent(): Promise<{ id: number; path: string }> {
  const response = await fetch(`${baseUrl()}/api/public/events?per_page=100`);
  const body = (await response.json()) as { data: { id: number; slug: string; title: string }[] };
  const event = body.data.find((candidate) => candidate.title === DEMO_EVENT_TITLE);
  if (!event) throw new Error(`the demo event "${DEMO_EVENT_TITLE}" is not listed`);
  return { id: event.id, path: `/event/${event.id}/${event.slug}` };
}

/** A page, or the frame of an embedded widget: where the checkout's steps are found. */
type CheckoutScope = Pick<Page, 'getByRole' | 'getByLabel'>;

/**
 * From the details step of a demo order: the buyer's details, the demo's questions, and a successful payment
 * with the test card, up to the thank-you page.
 */
export async function completeDemoCheckout(
  scope: CheckoutScope,
  buyer: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const region = scope.getByRole('region', { name: 'Buyer' });
  await region.getByLabel('First name').fill(buyer.firstName);
  await region.getByLabel('Last name').fill(buyer.lastName);
  await region.getByLabel('Email').fill(buyer.email);
  await scope.getByRole('radio', { name: 'Friends' }).check();
  await scope.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
  await scope
    .getByRole('group', { name: 'General admission: ticket holder 1' })
    .getByLabel('Dietary requirements')
    .selectOption('Vegetarian');
  await scope.getByRole('button', { name: 'Continue to payment' }).click();
  await scope.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByRole('button', { name: /^Pay / }).click();
  await scope.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
}

/** General admission tickets of the demo event, bought from its event page, already open in `page`. */
export async function buyGeneralAdmission(
  page: Page,
  buyer: { firstName: string; lastName: string; email: string },
  quantity = 1,
): Promise<void> {
  const more = page.getByRole('button', { name: 'One more General admission' });
  for (let added = 0; added < quantity; added += 1) await more.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  await completeDemoCheckout(page, buyer);
}
