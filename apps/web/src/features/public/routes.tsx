import { redirect, type RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const eventPage = async () => {
  const [page, loader] = await Promise.all([import('./event-page/EventPage'), import('./event-page/event-page-loader')]);
  return { Component: page.EventPage, loader: loader.eventPageLoader };
};

const widgetPage = async () => {
  const [page, loader] = await Promise.all([import('../widget/WidgetPage'), import('../widget/widget-loader')]);
  return { Component: page.WidgetPage, loader: loader.widgetLoader };
};

const ticketPage = lazyPage(() => import('./ticket/TicketPage'), (m) => m.TicketPage);
const printTicketPage = lazyPage(() => import('./ticket/TicketPage'), (m) => m.PrintTicketPage);

/** Public buyer pages: event page, widget, checkout, order and ticket pages. */
export const publicRoutes: RouteObject[] = [
  { path: 'event/:eventId/:eventSlug?', lazy: eventPage },
  { path: 'e/:eventId/:eventSlug?', lazy: eventPage },
  { path: 'widget/:eventId', lazy: widgetPage },
  {
    path: 'checkout/:eventId/:orderShortId',
    lazy: lazyPage(() => import('./checkout/CheckoutLayout'), (m) => m.CheckoutLayout),
    children: [
      { index: true, loader: ({ params }) => redirect(`/checkout/${params.eventId}/${params.orderShortId}/details`) },
      { path: 'details', lazy: lazyPage(() => import('./checkout/details/DetailsPage'), (m) => m.DetailsPage) },
      { path: 'payment', lazy: lazyPage(() => import('./checkout/payment/PaymentPage'), (m) => m.PaymentPage) },
      { path: 'payment_return', lazy: lazyPage(() => import('./checkout/payment/PaymentReturnPage'), (m) => m.PaymentReturnPage) },
      { path: 'summary', lazy: lazyPage(() => import('./checkout/summary/SummaryPage'), (m) => m.SummaryPage) },
    ],
  },
  { path: 'order/:eventId/:orderShortId/print', lazy: lazyPage(() => import('./order/PrintOrderPage'), (m) => m.PrintOrderPage) },
  { path: 'ticket/:eventId/:attendeeShortId', lazy: ticketPage },
  { path: 'ticket/:eventId/:attendeeShortId/print', lazy: printTicketPage },
];
