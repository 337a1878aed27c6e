import type { Browser, Page } from 'playwright-core';
import { callAs, createEventAs, launchBrowser, logIn, newPage } from './browser';

/** What a suite selling one paid ticket of one event of its own opens with. */
export interface LiveEventOpening {
  event: { title: string; start_date: string; end_date: string; timezone: string };
  ticket: { title: string; price: number; quantity: number };
  /** Whether the suite has a buyer's page beside the organizer's. */
  buyer?: boolean;
  /** Called on every page the opening opens, to collect its errors (watchForProblems). */
  watch: (page: Page) => Page;
}

export interface OpenedLiveEvent {
  browser: Browser;
  /** The demo organizer, logged in. */
  manager: Page;
  eventId: number;
  /** The public event page's path. */
  eventPath: string;
  ticket: { id: number; prices: { id: number }[] };
}

/**
 * Opens a browser with the demo organizer logged in (and a buyer's page when asked), creates the event with its one
 * paid ticket through the API and puts it on sale. When a step fails, the browser is closed before the error goes on.
 */
export async function openLiveEvent(opening: LiveEventOpening & { buyer: true }): Promise<OpenedLiveEvent & { buyer: Page }>;
export async function openLiveEvent(opening: LiveEventOpening & { buyer?: false }): Promise<OpenedLiveEvent>;
export async function openLiveEvent(opening: LiveEventOpening): Promise<OpenedLiveEvent & { buyer?: Page }> {
  const browser = await launchBrowser();
  try {
    const { page: manager } = await newPage(browser);
    const buyer = opening.buyer ? (await newPage(browser)).page : undefined;
    opening.watch(manager);
    if (buyer) opening.watch(buyer);
    await logIn(manager);
    const event = await createEventAs(manager, opening.event);
    const ticket = await callAs<{ data: { id: number; prices: { id: number }[] } }>(manager, 'POST', `events/${event.id}/tickets`, {
      type: 'PAID',
      title: opening.ticket.title,
      prices: [{ price: opening.ticket.price, initial_quantity_available: opening.ticket.quantity }],
    });
    await callAs(manager, 'PUT', `events/${event.id}/status`, { status: 'LIVE' });
    return { browser, manager, buyer, eventId: event.id, eventPath: event.path, ticket: ticket.data };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
