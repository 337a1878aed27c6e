// The event page drawn on the server (apps/server features/event-page): the same React tree the public
// entry hydrates in the browser, so what the reader sees first is the page itself, not a stand-in.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Messages } from '@lingui/core';
import type { Locale, PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import { PublicApp } from './app/public/PublicApp';
import { publicCatalogs } from './app/public/public-catalogs';
import { publicAppRoutes } from './app/public/public-routes';
import type { DatesPage } from './features/public/event-page/dates/dates-page';
import { loadEventPageData } from './features/public/event-page/event-page-loader';
import { i18n } from './platform/i18n/i18n';
import { createStaticRouter } from './platform/routing';

export interface EventPageInput {
  /** The page's full address, with its query (the promo code). */
  href: string;
  locale: Locale;
  /** As GET /api/public/events/{id} answers it, priced with the page's promo code (and for its `?date=`). */
  event: PublicEventWithTickets;
  /** An event with several dates: the first page of upcoming dates as GET /api/public/events/{id}/dates answers it. */
  dates?: DatesPage | null;
  /** The date the page shows, when the first page does not hold it. */
  chosenDate?: PublicEventDate | null;
  /** The moment the page was read at (ISO 8601), which the browser marks past dates against too. */
  now?: string;
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
export async function renderEventPageApp({ href, locale, event, dates, chosenDate, now }: EventPageInput): Promise<string> {
  const eventId = String(event.id);
  const empty: DatesPage = { data: [], meta: { current_page: 1, per_page: 0, total: 0, last_page: 1 } };
  // The loader the browser runs, given what the server has: both sides draw from the same data.
  const data = await loadEventPageData(eventId, new Request(href), {
    fetchEvent: () => Promise.resolve(event),
    fetchDates: () => Promise.resolve(dates ?? empty),
    embedded: (_id, promoCode, dateId) => ({
      promo_code: promoCode,
      date_id: dateId,
      event,
      dates: dates ?? empty,
      chosen_date: chosenDate,
      now,
    }),
    knownDate: () => null,
  });
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
