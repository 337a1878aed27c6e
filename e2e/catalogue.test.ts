import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded } from './browser';

const DEMO_EVENT = 'Summer Sessions by the River';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let eventPath: string;

async function demoEventId(): Promise<number> {
  const events = await page.evaluate(async () => {
    const response = await fetch('/api/events?per_page=100', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return ((await response.json()) as { data: { id: number; title: string }[] }).data;
  });
  const event = events.find((candidate) => candidate.title === DEMO_EVENT);
  if (!event) throw new Error('the demo event is missing');
  return event.id;
}

/** Opens a page of the app and waits until its data has arrived. */
async function open(path: string): Promise<void> {
  await page.goto(path);
  await untilLoaded(page);
}

/** What the sortable list last announced to screen readers: dnd-kit's live region follows each step of a drag. */
const announced = () => page.locator('[id^="DndLiveRegion"]').textContent();

/**
 * Moves the second item to the top of the list with the keyboard, waiting for each step to be taken before the next
 * key. The sortable list listens for the moving keys only from a task after the pick-up is announced, so an arrow
 * pressed at once can go unheard: it is pressed again until the move is announced, which is harmless at the top,
 * where another ArrowUp moves nothing.
 */
async function moveSecondToTop(title: string): Promise<void> {
  await page.getByRole('button', { name: `Reorder ${title}` }).focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place: the second announcement follows the first at once.
  const picked = [`Picked up ${title}. It is in position 2 of`, `${title} was moved to position 2 of`];
  await expect
    .poll(
      async () => {
        const text = (await announced()) ?? '';
        return picked.some((expected) => text.includes(expected));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () => {
        if (((await announced()) ?? '').includes(`${title} was moved to position 1 of`)) return true;
        await page.keyboard.press('ArrowUp');
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.keyboard.press('Space');
}

/** Mantine's selects are text inputs that open a listbox. */
function selectInput(name: RegExp) {
  return page.getByRole('combobox', { name }).or(page.getByRole('textbox', { name })).first();
}

async function chooseOption(field: RegExp, option: string | RegExp): Promise<void> {
  await selectInput(field).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

async function save(dialog: string): Promise<void> {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
}

/** Calls the API the app uses, as the signed-in user. */
async function apiCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

interface TicketJson {
  id: number;
  title: string;
  type: string;
  tax_and_fee_ids: number[];
  prices: { label: string | null; sale_start_date: string | null; sale_end_date: string | null }[];
}

async function ticketNamed(title: string): Promise<TicketJson> {
  const { data } = await apiCall<{ data: TicketJson[] }>('GET', `/events/${eventPath.split('/').pop()}/tickets?per_page=100`);
  const ticket = data.find((candidate) => candidate.title === title);
  if (!ticket) throw new Error(`no ticket ${title}`);
  return ticket;
}

const articleTitles = () => page.getByRole('article').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await logIn(page);
  eventPath = `/manage/event/${await demoEventId()}`;
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('the catalogue of an event', () => {
  it('adds a tax of the account', async () => {
    await open('/account/taxes-and-fees');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Add tax or fee' }).click();
    await page.getByLabel(/^Name/).fill('City tax');
    await page.getByRole('radio', { name: 'Tax', exact: true }).check();
    await page.getByLabel(/^Rate \(percent\)/).fill('5');
    await save('Add tax or fee');
    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: 'City tax', exact: true }).count()).toBe(1);
  });

  it('creates a tiered ticket with two tiers', async () => {
    await open(`${eventPath}/tickets`);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create ticket' });
    await dialog.getByRole('radio', { name: /^Tiered/ }).click();
    await dialog.getByLabel(/^Title/).fill('Weekend pass');
    const early = dialog.getByRole('group', { name: 'Tier 1' });
    await early.getByLabel(/^Tier name/).fill('Early');
    await early.getByLabel(/^Price/).fill('20.00');
    await dialog.getByRole('button', { name: 'Add tier' }).click();
    const late = dialog.getByRole('group', { name: 'Tier 2' });
    await late.getByLabel(/^Tier name/).fill('Late');
    await late.getByLabel(/^Price/).fill('30.00');
    await late.getByLabel('Unlimited').uncheck();
    await late.getByLabel(/^Quantity available/).fill('50');
    await chooseOption(/^Applied taxes and fees/, /^City tax/);
    await expectNoA11yViolations(page);
    await save('Create ticket');

    await page.reload();
    const ticket = page.getByRole('article', { name: 'Weekend pass' });
    await expect.poll(() => ticket.getByText('Early: €20.00').count()).toBe(1);
    await expect.poll(() => ticket.getByText('Late: €30.00').count()).toBe(1);
  });

  it('creates a free ticket without the default taxes, which come back if it turns paid', async () => {
    const me = await apiCall<{ data: { account_id: number } }>('GET', '/users/me');
    const tax = await apiCall<{ data: { id: number } }>('POST', `/accounts/${me.data.account_id}/taxes-and-fees`, {
      name: 'Default levy',
      type: 'FEE',
      calculation_type: 'FIXED',
      rate: 100,
      is_default: true,
    });
    try {
      await open(`${eventPath}/tickets`);
      await page.getByRole('button', { name: 'Create ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create ticket' });
      await expect.poll(() => dialog.getByText(/^Default levy/).count()).toBeGreaterThan(0);
      await dialog.getByRole('radio', { name: /^Free/ }).click();
      await expect.poll(() => dialog.getByText(/^Default levy/).count()).toBe(0);
      await dialog.getByRole('radio', { name: /^Paid/ }).click();
      await expect.poll(() => dialog.getByText(/^Default levy/).count()).toBeGreaterThan(0);
      await dialog.getByRole('radio', { name: /^Free/ }).click();
      await dialog.getByLabel(/^Title/).fill('E2E guest list');
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await expectNoA11yViolations(page);
      await save('Create ticket');
      const ticket = await ticketNamed('E2E guest list');
      expect(ticket).toMatchObject({ type: 'FREE', tax_and_fee_ids: [] });
    } finally {
      await apiCall('DELETE', `/accounts/${me.data.account_id}/taxes-and-fees/${tax.data.id}`);
    }
  });

  it('edits the sale dates of each tier in the event time zone, with a message when they are reversed', async () => {
    await open(`${eventPath}/tickets`);
    await page.getByRole('button', { name: 'Actions for Weekend pass' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ticket' });
    const early = dialog.getByRole('group', { name: 'Tier 1' });
    await early.getByLabel(/^Tier sale starts/).fill('2030-05-01T10:00');
    await early.getByLabel(/^Tier sale ends/).fill('2030-04-01T10:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await early.getByText('The end must be after the start.').waitFor();
    await expectNoA11yViolations(page);
    await early.getByLabel(/^Tier sale ends/).fill('2030-06-01T18:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { data: event } = await apiCall<{ data: { timezone: string } }>('GET', `/events/${eventPath.split('/').pop()}`);
    const tier = (await ticketNamed('Weekend pass')).prices.find((price) => price.label === 'Early')!;
    const local = (iso: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: event.timezone, dateStyle: 'short', timeStyle: 'short' })
        .format(new Date(iso))
        .replace(' ', 'T');
    expect(local(tier.sale_start_date!)).toBe('2030-05-01T10:00');
    expect(local(tier.sale_end_date!)).toBe('2030-06-01T18:30');

    await page.reload();
    await page.getByRole('button', { name: 'Actions for Weekend pass' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const reopened = page.getByRole('dialog', { name: 'Edit ticket' }).getByRole('group', { name: 'Tier 1' });
    await expect.poll(() => reopened.getByLabel(/^Tier sale starts/).inputValue()).toBe('2030-05-01T10:00');
    await page.keyboard.press('Escape');
  });

  it('creates a promo code', async () => {
    await open(`${eventPath}/promo-codes`);
    await page.getByRole('button', { name: 'Create promo code' }).click();
    await page.getByLabel(/^Code/).fill('E2E-SUMMER');
    await page.getByRole('radio', { name: 'Percentage' }).check();
    await page.getByLabel(/^Discount in percent/).fill('15');
    await page.getByLabel('Unlimited').uncheck();
    await page.getByLabel(/^Usage limit/).fill('100');
    await save('Create promo code');

    await page.reload();
    const row = page.getByRole('row', { name: /E2E-SUMMER/ });
    await expect.poll(() => row.getByText('0 / 100').count()).toBe(1);
    await expectNoA11yViolations(page);
  });

  it('creates a capacity assignment', async () => {
    await open(`${eventPath}/capacity-assignments`);
    await page.getByRole('button', { name: 'Create capacity assignment' }).click();
    await page.getByLabel(/^Name/).fill('Riverside lawn');
    await page.getByLabel(/^Capacity/).fill('200');
    await chooseOption(/^Tickets/, 'VIP lounge');
    await save('Create capacity assignment');

    await page.reload();
    const card = page.getByRole('article', { name: 'Riverside lawn' });
    await expect.poll(() => card.getByText('0 / 200 used').count()).toBe(1);
    await expectNoA11yViolations(page);
  });

  it('creates a question', async () => {
    await open(`${eventPath}/questions`);
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel(/^Question/).fill('T-shirt size');
    await selectInput(/^Answer type/).click();
    await page.getByRole('option', { name: 'Dropdown' }).click();
    await page.getByLabel('Option 1', { exact: true }).fill('S');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 2', { exact: true }).fill('M');
    await save('Add question');

    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: 'T-shirt size' }).count()).toBe(1);
    const titles = await articleTitles();
    expect(titles.slice(0, 3)).toEqual(['First name', 'Last name', 'Email address']);
    await expectNoA11yViolations(page);
  });

  it('reorders tickets with the keyboard and keeps the order', async () => {
    await open(`${eventPath}/tickets`);
    await page.getByRole('article').nth(1).waitFor();
    const before = await articleTitles();
    const [first, second] = before;
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();

    const sorted = page.waitForResponse((response) => response.url().endsWith('/tickets/sort') && response.ok());
    await moveSecondToTop(second!);
    await sorted;

    const expected = [second, first, ...before.slice(2)];
    await expect.poll(articleTitles).toEqual(expected);
    await page.reload();
    await untilLoaded(page);
    await expect.poll(articleTitles).toEqual(expected);
  });

  it('puts the tickets back and says so when sorting fails', async () => {
    await open(`${eventPath}/tickets`);
    const before = await articleTitles();
    await page.route('**/tickets/sort', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Down', code: 'INTERNAL_ERROR' }) }),
    );
    const refused = page.waitForResponse((response) => response.url().endsWith('/tickets/sort'));
    await moveSecondToTop(before[1]!);
    await refused;

    await expect.poll(() => page.getByText('Error sorting tickets').count()).toBe(1);
    await expect.poll(articleTitles).toEqual(before);
    await page.unroute('**/tickets/sort');
  });

  it('keeps the default questions locked', async () => {
    await open(`${eventPath}/questions`);
    await page.getByRole('button', { name: 'Edit First name' }).click();
    await expect.poll(() => page.getByText('Default questions cannot be edited').count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
