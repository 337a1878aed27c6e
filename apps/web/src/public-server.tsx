// The event page drawn on the server (apps/server features/event-page): the same React tree the public
// entry hydrates in the browser, so what the reader sees first is the page itself, not a stand-in.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Messages } from '@lingui/core';
import type { Locale, PublicEventWithTickets } from '@stagedoor/contracts';
import { PublicApp } from './app/public/PublicApp';
import { publicCatalogs } from './app/public/public-catalogs';
import { publicAppRoutes } from './app/public/public-routes';
import { loadEventPageData } from './features/public/event-page/event-page-loader';
import { i18n } from './platform/i18n/i18n';
import { createStaticRouter } from './platform/routing';

export interface EventPageInput {
  /** The page's full address, with its query (the promo code). */
  href: string;
  locale: Locale;
  /** As GET /api/public/events/{id} answers it, priced with the page's promo code. */
  event: PublicEventWithTickets;
}

const catalogues = new Map<Locale, Messages>();

async function catalogue(locale: Locale): Promise<Messages> {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = (await publicCatalogs[locale]()).messages;
    catalogues.set(locale, messages);
  }
  return messages;
}

/** The markup of the event page's app, for the page's `#root`. */
export async function renderEventPageApp({ href, locale, event }: EventPageInput): Promise<string> {
  const eventId = String(event.id);
  // The loader the browser runs, given the event the server has: both sides draw from the same data.
  const data = await loadEventPageData(eventId, new Request(href), () => Promise.resolve(event));
  const router = await createStaticRouter(publicAppRoutes, href, data);
  const messages = await catalogue(locale);
  // One language at a time: the catalogue is switched and the page drawn without yielding in between.
  i18n.loadAndActivate({ locale, messages });
  return renderToString(
    <StrictMode>
      <PublicApp router={router} />
    </StrictMode>,
  );
}
