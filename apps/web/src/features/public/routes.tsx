import { redirect, type Route } from '../../platform/routing';
import { lazyPage, lazyPageWithQueries } from '../../app/lazy-page';
// Where most buyers arrive: part of the public entry's first load (apps/web/vite.config.ts), not loaded on demand.
import { EventPage } from './event-page/EventPage';
import { eventPageLoader } from './event-page/event-page-loader';
import { PublicPageError, PublicRouteErrorView } from './shared/PublicRouteError';

const widgetPage = async () => {
  const [page, loader] = await Promise.all([import('../widget/WidgetPage'), import('../widget/widget-loader')]);
  return { Component: page.WidgetPage, loader: loader.widgetLoader };
};

/** The checkout's steps, drawn inside its layout (a step's error too). */
const checkoutSteps: Route[] = [
  { index: true, loader: ({ params }) => redirect(`/checkout/${params.eventId}/${params.orderShortId}/details`) },
  {
    path: 'details',
    lazy: lazyPage(
      () => import('./checkout/details/DetailsPage'),
      (m) => m.DetailsPage,
    ),
  },
  {
    path: 'payment',
    lazy: lazyPage(
      () => import('./checkout/payment/PaymentPage'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: 'payment_return',
    lazy: lazyPage(
      () => import('./checkout/payment/PaymentReturnPage'),
      (m) => m.PaymentReturnPage,
    ),
  },
  {
    path: 'summary',
    lazy: lazyPage(
      () => import('./checkout/summary/SummaryPage'),
      (m) => m.SummaryPage,
    ),
  },
];

const ticketPage = lazyPageWithQueries(
  () => import('./ticket/TicketPage'),
  (m) => m.TicketPage,
);
const printTicketPage = lazyPageWithQueries(
  () => import('./ticket/TicketPage'),
  (m) => m.PrintTicketPage,
);

/**
 * SPEC §2: the buyer pages (event page, widget, checkout, order and ticket pages) and the staff's
 * scanner, the routes of the lean public entry (public.html). Each page has its error boundary: a
 * page that fails shows the error in the buyer pages' frame, a checkout step inside the checkout's.
 */
const pages: Route[] = [
  { path: 'event/:eventId/:eventSlug?', Component: EventPage, loader: eventPageLoader },
  { path: 'e/:eventId/:eventSlug?', Component: EventPage, loader: eventPageLoader },
  { path: 'widget/:eventId', lazy: widgetPage },
  {
    path: 'checkout/:eventId/:orderShortId',
    // The steps draw inside the layout, and so inside its query client.
    lazy: lazyPageWithQueries(
      () => import('./checkout/CheckoutLayout'),
      (m) => m.CheckoutLayout,
    ),
    children: checkoutSteps.map((step) => ({ ...step, ErrorBoundary: PublicRouteErrorView })),
  },
  {
    path: 'order/:eventId/:orderShortId/print',
    lazy: lazyPageWithQueries(
      () => import('./order/PrintOrderPage'),
      (m) => m.PrintOrderPage,
    ),
  },
  { path: 'ticket/:eventId/:attendeeShortId', lazy: ticketPage },
  { path: 'ticket/:eventId/:attendeeShortId/print', lazy: printTicketPage },
  {
    path: 'waiting-list/:token',
    lazy: lazyPageWithQueries(
      () => import('./waiting-list/WaitingListEntryPage'),
      (m) => m.WaitingListEntryPage,
    ),
  },
  {
    path: 'check-in/:checkInListShortId',
    lazy: lazyPage(
      () => import('../check-in/scanner/ScannerPage'),
      (m) => m.ScannerPage,
    ),
  },
];

export const publicRoutes: Route[] = pages.map((page) => ({ ...page, ErrorBoundary: PublicPageError }));
