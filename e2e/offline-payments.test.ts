import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, expectNoA11yViolations, untilLoaded, waitForMail, watchForProblems } from './browser';
import { openLiveEvent } from './live-event';

// Issue 27, offline payments: a buyer pays by bank transfer, sees the instructions and the reference, and the
// organizer marks the order paid from the orders list; the buyer's tickets then appear.
const RUN = Date.now();
const TITLE = `Harbour jazz night ${RUN}`;
const BANK = `Harbour Events GmbH, IBAN DE89 3704 0044 0532 0130 00 (${RUN})`;
const BUYER = { first: 'Tessa', last: `Transfer${RUN}`, email: `transfer-${RUN}@example.com` };

let browser: Browser;
let manager: Page;
let buyer: Page;
let eventId: number;
let eventPath: string;
let reference: string;
let summaryUrl: string;

const problems: string[] = [];
const watch = (page: Page): Page => watchForProblems(page, problems);

const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

beforeAll(async () => {
  ({ browser, manager, buyer, eventId, eventPath } = await openLiveEvent({
    event: { title: TITLE, start_date: '2027-09-10T19:00:00Z', end_date: '2027-09-10T23:00:00Z', timezone: 'Europe/Berlin' },
    ticket: { title: 'Jazz seat', price: 2500, quantity: 50 },
    buyer: true,
    watch,
  }));
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('offline payments', () => {
  it('the organizer turns on bank transfers with the bank details in the event settings', async () => {
    await manager.goto(`/manage/event/${eventId}/settings#payment-methods`);
    await untilLoaded(manager);
    const section = manager.locator('#payment-methods');
    await section.getByRole('checkbox', { name: 'Bank transfer' }).check();
    await section.getByRole('textbox', { name: 'Bank details' }).fill(BANK);
    await expectNoA11yViolations(manager);
    await section.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Your changes were saved.').waitFor();
    const saved = await call<{ data: { settings: { payment_methods: { method: string; instructions: string | null }[] } } }>(
      'GET',
      `events/${eventId}`,
    );
    expect(saved.data.settings.payment_methods).toEqual([
      { method: 'CARD', instructions: null },
      { method: 'BANK_TRANSFER', instructions: BANK },
    ]);
  });

  it('a buyer pays by bank transfer and sees the instructions with the order reference', async () => {
    await buyer.goto(eventPath);
    await buyer.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await buyer.getByRole('button', { name: 'One more Jazz seat' }).click();
    await buyer.getByRole('button', { name: 'Continue' }).click();
    await buyer.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    const region = buyer.getByRole('region', { name: 'Buyer' });
    await region.getByLabel('First name').fill(BUYER.first);
    await region.getByLabel('Last name').fill(BUYER.last);
    await region.getByLabel('Email').fill(BUYER.email);
    await buyer.getByRole('button', { name: 'Copy buyer details to all attendees' }).click();
    await buyer.getByRole('button', { name: 'Continue to payment' }).click();
    await buyer.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await buyer.getByRole('radiogroup', { name: 'How would you like to pay?' }).waitFor();
    await expectNoA11yViolations(buyer);
    await buyer.getByRole('radio', { name: 'Bank transfer' }).check();
    await buyer.getByRole('button', { name: 'Place order' }).click();

    await buyer.waitForURL(/\/summary$/);
    await buyer.getByText('Payment instructions').waitFor();
    await buyer.getByText(BANK).waitFor();
    const listed = await call<{ data: { public_reference: string; status: string; payment_method: string }[] }>(
      'GET',
      `events/${eventId}/orders?query=${encodeURIComponent(BUYER.email)}`,
    );
    expect(listed.data[0]).toMatchObject({ status: 'AWAITING_PAYMENT', payment_method: 'BANK_TRANSFER' });
    reference = listed.data[0]!.public_reference;
    await buyer.getByText(reference, { exact: true }).first().waitFor();
    await buyer.getByText(`giving ${reference} as the transfer reference`, { exact: false }).waitFor();
    await buyer.getByText('Awaiting payment').first().waitFor();
    summaryUrl = buyer.url();
    await expectNoA11yViolations(buyer);
    const mail = await waitForMail(BUYER.email);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(BANK);
  });

  it('the organizer marks it paid from the orders list, and the buyer then has the tickets', async () => {
    await manager.goto(`/manage/event/${eventId}/orders`);
    await untilLoaded(manager);
    await manager.getByRole('checkbox', { name: `Select order ${reference}` }).check();
    await expectNoA11yViolations(manager);
    await manager.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark paid' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Mark the selected orders as paid?' });
    await dialog.getByRole('button', { name: 'Mark as paid' }).click();
    await manager.getByText('Orders marked as paid: 1').waitFor();
    await manager.getByRole('region', { name: 'Bulk actions' }).waitFor({ state: 'detached' });
    await expect.poll(async () => manager.getByRole('checkbox', { name: `Select order ${reference}` }).count()).toBe(0);

    await buyer.goto(summaryUrl);
    await buyer.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    await buyer.getByText('Payment instructions').waitFor({ state: 'detached' });
    await buyer
      .getByRole('link', { name: /Jazz seat/ })
      .first()
      .waitFor();
    await expectNoA11yViolations(buyer);
  });
});
