import { redirect, type Route } from '../../platform/routing';
import { lazyPage, lazyPageWithQueries } from '../../app/lazy-page';
// Where most buyers arrive: part of the public entry's first load (apps/web/vite.config.ts), not loaded on demand.
import { EventPage } from './event-page/EventPage';
import { eventPageLoader } from './event-page/event-page-loader';

const widgetPage = async () => {
  const [page, loader] = await Promise.all([import('../widget/WidgetPage'), import('../widget/widget-loader')]);
  return { Component: page.WidgetPage, loader: loader.widgetLoader };
};

const ticketPage = lazyPageWithQueries(() => import('./ticket/TicketPage'), (m) => m.TicketPage);
const printTicketPage = lazyPageWithQueries(() => import('./ticket/TicketPage'), (m) => m.PrintTicketPage);

/**
 * SPEC §2: the buyer pages (event page, widget, checkout, order and ticket pages) and the staff's
 * scanner, the routes of the lean public entry (public.html).
 */
export const publicRoutes: Route[] = [
  { path: 'event/:eventId/:eventSlug?', Component: EventPage, loader: eventPageLoader },
  { path: 'e/:eventId/:eventSlug?', Component: EventPage, loader: eventPageLoader },
  { path: 'widget/:eventId', lazy: widgetPage },
  {
    path: 'checkout/:eventId/:orderShortId',
    // The steps draw inside the layout, and so inside its query client.
    lazy: lazyPageWithQueries(() => import('./checkout/CheckoutLayout'), (m) => m.CheckoutLayout),
    children: [
      { index: true, loader: ({ params }) => redirect(`/checkout/${params.eventId}/${params.orderShortId}/details`) },
      { path: 'details', lazy: lazyPage(() => import('./checkout/details/DetailsPage'), (m) => m.DetailsPage) },
      { path: 'payment', lazy: lazyPage(() => import('./checkout/payment/PaymentPage'), (m) => m.PaymentPage) },
      { path: 'payment_return', lazy: lazyPage(() => import('./checkout/payment/PaymentReturnPage'), (m) => m.PaymentReturnPage) },
      { path: 'summary', lazy: lazyPage(() => import('./checkout/summary/SummaryPage'), (m) => m.SummaryPage) },
    ],
  },
  { path: 'order/:eventId/:orderShortId/print', lazy: lazyPageWithQueries(() => import('./order/PrintOrderPage'), (m) => m.PrintOrderPage) },
  { path: 'ticket/:eventId/:attendeeShortId', lazy: ticketPage },
  { path: 'ticket/:eventId/:attendeeShortId/print', lazy: printTicketPage },
  { path: 'check-in/:checkInListShortId', lazy: lazyPage(() => import('../check-in/scanner/ScannerPage'), (m) => m.ScannerPage) },
];
