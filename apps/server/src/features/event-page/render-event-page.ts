import type { Locale, PublicEventWithTickets, PublicSeatingSummary } from '@stagedoor/contracts';
import { escapeHtml, formatDateTime, formatMoney } from '../../platform/mail/layout.js';
import { renderRichText } from '../../platform/html/sanitize.js';
import { htmlToText } from '../../platform/html/plain-text.js';
import { t } from '../../platform/i18n/index.js';
import type { EventPageDates, PageDate } from './page-dates.js';

function attr(value: string): string {
  return escapeHtml(value);
}

function venueOf(event: PublicEventWithTickets): string | null {
  const l = event.location_details;
  if (!l) return null;
  return (
    [l.venue_name, l.address_line_1, l.address_line_2, l.zip_or_postal_code, l.city, l.state_or_region, l.country]
      .filter(Boolean)
      .join(', ') || null
  );
}

/** The minor-unit amount as schema.org wants it: a plain decimal string in major units. */
function decimal(amount: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (amount / 10 ** digits).toFixed(digits);
}

const EVENT_SCHEDULED = 'https://schema.org/EventScheduled';
const EVENT_CANCELLED = 'https://schema.org/EventCancelled';

/** The address of one date's page. */
export function dateUrl(url: string, dateId: number): string {
  return `${url}?date=${dateId}`;
}

/**
 * schema.org Event for search engines. `<` is escaped so the data cannot close its script element.
 * A series (an event with several dates) is one Event whose `subEvent`s are its upcoming dates (the first
 * page), each an Event of its own with its page, times and status (EventCancelled for a cancelled date).
 */
function jsonLd(event: PublicEventWithTickets, url: string, image: string | null, dates: EventPageDates | null): string {
  const l = event.location_details;
  const place = {
    '@type': 'Place',
    name: l?.venue_name ?? undefined,
    address: l
      ? {
          '@type': 'PostalAddress',
          streetAddress: [l.address_line_1, l.address_line_2].filter(Boolean).join(', ') || undefined,
          addressLocality: l.city ?? undefined,
          addressRegion: l.state_or_region ?? undefined,
          postalCode: l.zip_or_postal_code ?? undefined,
          addressCountry: l.country ?? undefined,
        }
      : undefined,
  };
  const eventAttendanceMode = event.is_online_event
    ? 'https://schema.org/OnlineEventAttendanceMode'
    : 'https://schema.org/OfflineEventAttendanceMode';
  const organizer = { '@type': 'Organization', name: event.organizer.name, url: event.organizer.website ?? undefined };
  const subEvent = (date: PageDate) => {
    const page = dateUrl(url, date.id);
    return {
      '@type': 'Event',
      name: date.label ? `${event.title} – ${date.label}` : event.title,
      startDate: date.start_date,
      endDate: date.end_date ?? undefined,
      eventStatus: date.status === 'CANCELLED' ? EVENT_CANCELLED : EVENT_SCHEDULED,
      eventAttendanceMode,
      location: event.is_online_event ? { '@type': 'VirtualLocation', url: page } : place,
      image: image ? [image] : undefined,
      organizer,
      url: page,
      offers:
        date.status === 'CANCELLED'
          ? undefined
          : {
              '@type': 'Offer',
              url: page,
              priceCurrency: event.currency,
              availability: date.availability === 'SOLD_OUT' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            },
    };
  };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: htmlToText(event.description) || undefined,
    startDate: event.start_date,
    endDate: event.end_date ?? undefined,
    eventStatus: EVENT_SCHEDULED,
    eventAttendanceMode,
    location: event.is_online_event ? { '@type': 'VirtualLocation', url } : place,
    image: image ? [image] : undefined,
    organizer,
    subEvent: dates ? dates.upcoming.data.map(subEvent) : undefined,
    offers: event.tickets.flatMap((ticket) =>
      ticket.prices.map((price) => ({
        '@type': 'Offer',
        name: price.label ? `${ticket.title} – ${price.label}` : ticket.title,
        price: decimal(price.discounted_price, event.currency),
        priceCurrency: event.currency,
        availability: price.status === 'SOLD_OUT' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url,
        validFrom: ticket.sale_start_date ?? undefined,
      })),
    ),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The id of the element that carries the event's data for the web app. */
export const EVENT_DATA_ID = 'sd-event-data';

/** The id of the element that carries a seated event's seating summary for the seat picker. */
export const SEATING_SUMMARY_ID = 'sd-seating-summary';

/** JSON inside a script element: `<` is escaped so that no text of the organizer's can close the element. */
function embeddedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The event page as the server sends it: the web app's HTML with the event's SEO
 * and Open Graph tags, JSON-LD, and the event and its tickets already in the body,
 * so previews and search engines see them and the page paints before any script runs.
 */
export function renderEventPage(
  indexHtml: string,
  event: PublicEventWithTickets,
  options: {
    url: string;
    appUrl: string;
    locale: Locale;
    promoCode?: string | null;
    /** The page's app drawn on the server (app-renderer.ts), which the browser hydrates. */
    appHtml?: string | null;
    /** Script modules the page will ask for (its language's catalogue), named so the browser fetches them at once. */
    preload?: string[];
    /** The address's `?date=`, which the browser reads too. */
    dateId?: number | null;
    /** An event with several dates: what the page shows of them. */
    dates?: EventPageDates | null;
    /** A seated event: its date's categories and free seats, which the seat picker shows before the plan. */
    seating?: PublicSeatingSummary | null;
  },
): string {
  const dates = options.dates ?? null;
  const shown = dates?.shown ?? null;
  const { locale } = options;
  const settings = event.settings;
  const title = settings.seo_title || event.title;
  const description = (settings.seo_description || htmlToText(event.description, { singleLine: true })).slice(0, 300);
  const about = renderRichText(event.description);
  const cover = event.images.find((image) => image.type === 'EVENT_COVER');
  const image = cover ? `${options.appUrl}${cover.url}` : null;
  const venue = venueOf(event);
  const when =
    formatDateTime(new Date(shown?.start_date ?? event.start_date), event.timezone, locale) + (shown?.label ? ` · ${shown.label}` : '');
  // A date's page is a page of its own; the event's page without a date stands for the series.
  const canonical = shown && options.dateId === shown.id ? dateUrl(options.url, shown.id) : options.url;

  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    settings.seo_keywords ? `<meta name="keywords" content="${attr(settings.seo_keywords)}" />` : '',
    settings.allow_search_engine_indexing ? '' : '<meta name="robots" content="noindex, nofollow" />',
    `<link rel="canonical" href="${attr(canonical)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    `<meta property="og:url" content="${attr(canonical)}" />`,
    image ? `<meta property="og:image" content="${attr(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${jsonLd(event, options.url, image, dates)}</script>`,
    ...(options.preload ?? []).map((href) =>
      href.endsWith('.css')
        ? `<link rel="preload" as="style" href="${attr(href)}" />`
        : `<link rel="modulepreload" crossorigin href="${attr(href)}" />`,
    ),
    // The same event as GET /api/public/events/{id} answers it, priced with the page's promo code (for its
    // date): the app shows the page from it without asking again (apps/web event-page-loader.ts), with the
    // dates the picker lists and the clock they were marked against.
    `<script type="application/json" id="${EVENT_DATA_ID}">${embeddedJson({
      promo_code: options.promoCode ?? null,
      ...(options.dateId ? { date_id: options.dateId } : {}),
      event,
      ...(dates ? { dates: dates.upcoming, chosen_date: dates.shown, now: dates.now.toISOString() } : {}),
    })}</script>`,
    // Best available on a phone needs only this: the picker shows it at once and fetches the plan when it is drawn.
    options.seating
      ? `<script type="application/json" id="${SEATING_SUMMARY_ID}">${embeddedJson({ event_id: event.id, ...options.seating })}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');

  const tickets = event.tickets
    .map((ticket) => {
      const prices = ticket.prices
        .map(
          (price) =>
            `<li>${escapeHtml(price.label ?? ticket.title)}: ${escapeHtml(formatMoney(price.display_price, event.currency, locale))}</li>`,
        )
        .join('');
      return `<li><strong>${escapeHtml(ticket.title)}</strong><ul>${prices}</ul></li>`;
    })
    .join('');
  const body =
    `<main class="sd-prerender" style="max-width:760px;margin:0 auto;padding:32px 16px;font-family:system-ui,sans-serif;color:${settings.homepage_text_color}">` +
    // The app shows the same notice once it takes over (API.md: every public page says so while test payments are on).
    (event.test_mode
      ? `<p role="note" style="margin:0 0 16px;padding:8px 12px;background:#fff3bf;color:#5c3c00;font-weight:600">${escapeHtml(t(locale, 'page.test_mode'))}</p>`
      : '') +
    `<h1>${escapeHtml(event.title)}</h1>` +
    `<p>${escapeHtml(when)}</p>` +
    (venue ? `<p>${escapeHtml(venue)}</p>` : '') +
    (about ? `<div>${about}</div>` : '') +
    (dates && dates.upcoming.data.length
      ? `<h2>${escapeHtml(t(locale, 'page.dates'))}</h2><ul>${dates.upcoming.data
          .map(
            (date) =>
              `<li><a href="${attr(dateUrl(options.url, date.id))}">${escapeHtml(formatDateTime(new Date(date.start_date), event.timezone, locale))}${date.label ? ` · ${escapeHtml(date.label)}` : ''}</a></li>`,
          )
          .join('')}</ul>`
      : '') +
    (event.tickets.length ? `<h2>${escapeHtml(t(locale, 'page.tickets'))}</h2><ul>${tickets}</ul>` : '') +
    '</main>';

  // The page's own app, drawn on the server (app-renderer.ts), which the browser hydrates in the language
  // it was drawn in; without it, a plain outline of the same content that the app replaces.
  // React writes the page's <title> where the page names itself; in the document it belongs in the head,
  // which already has one, and the browser's React puts its own there.
  const appHtml = options.appHtml?.replace(/^<title>[^<]*<\/title>/, '');
  const root = appHtml ? `<div id="root" data-ssr-locale="${locale}">${appHtml}</div>` : `<div id="root">${body}</div>`;

  // Replacer functions: in a replacement string, `$'`, `$&` and the like in organizer text would splice in
  // other parts of the page.
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => root);
}
