import type { FastifyRequest } from 'fastify';
import type { ApiScope } from '@stagedoor/contracts';
import { forbidden } from '../errors.js';

/** What an API token needs to call a route: a scope, or `never` for routes that only people may call. */
export type ScopeDecision = ApiScope | 'never';

const NEVER = 'never';
const EVENTS_READ = 'events:read';
const EVENTS_WRITE = 'events:write';
const ORDERS_READ = 'orders:read';
const ORDERS_WRITE = 'orders:write';
const CHECK_IN = 'check-in:write';
const MESSAGES = 'messages:write';

/**
 * The scope of every authenticated route, named one by one (API.md "Integrations"): there is no
 * default, so a new route is refused to tokens until it is listed here, and the app does not
 * start with a route that declares the bearer scheme but has no entry (assertTokenScopeDecided).
 *
 * - A token never manages people, account settings, payment setup, signing keys, or tokens and
 *   webhooks themselves, so that a leaked token cannot widen its own reach.
 * - Whatever reveals a buyer's or an attendee's personal data needs `orders:read` (names, emails,
 *   the messages sent to them and their recipients, offline check-in conflicts).
 * - A check-in list's `short_id` opens the door scanner (and the names it shows), so every answer
 *   carrying one needs `check-in:write`.
 * - Mailing buyers through messages needs `messages:write`.
 */
const ROUTE_SCOPES: Record<string, ScopeDecision> = {
  'POST /api/auth/logout': NEVER,
  'GET /api/users/me': NEVER,
  'PUT /api/users/me': NEVER,
  'GET /api/users': NEVER,
  'POST /api/users': NEVER,
  'GET /api/users/:id': NEVER,
  'PUT /api/users/:id': NEVER,
  'POST /api/users/:id/invitation': NEVER,
  'DELETE /api/users/:id/invitation': NEVER,
  'POST /api/users/:id/confirm-email/:token': NEVER,
  'POST /api/users/:id/resend-email-confirmation': NEVER,
  'POST /api/users/:id/email-change/:token': NEVER,
  'DELETE /api/users/:id/email-change': NEVER,
  'GET /api/accounts/:id': NEVER,
  'PUT /api/accounts/:id': NEVER,
  'GET /api/accounts/:id/payment-settings': NEVER,
  'POST /api/accounts/:id/stripe/connect': NEVER,
  'DELETE /api/accounts/:id/stripe': NEVER,
  'GET /api/accounts/:account_id/ticket-signing-keys': NEVER,
  'POST /api/accounts/:account_id/ticket-signing-keys/rotate': NEVER,
  'GET /api/accounts/:account_id/api-tokens': NEVER,
  'POST /api/accounts/:account_id/api-tokens': NEVER,
  'DELETE /api/accounts/:account_id/api-tokens/:id': NEVER,
  'GET /api/accounts/:account_id/webhooks': NEVER,
  'POST /api/accounts/:account_id/webhooks': NEVER,
  'GET /api/accounts/:account_id/webhooks/:id': NEVER,
  'PUT /api/accounts/:account_id/webhooks/:id': NEVER,
  'DELETE /api/accounts/:account_id/webhooks/:id': NEVER,
  'GET /api/accounts/:account_id/webhooks/:id/deliveries': NEVER,
  'POST /api/accounts/:account_id/webhooks/:id/deliveries/:delivery_id/redeliver': NEVER,

  // Public pages that show an organizer more (a draft event) when a session is sent: a token is not a session there
  // and is answered like no token (optionalAuth), so that it never widens what a public page shows.
  'GET /api/public/events/:id': NEVER,
  'GET /api/public/events/:id/files': NEVER,
  'GET /api/public/events/:id/calendar.ics': NEVER,
  'GET /api/public/events/:event_id/promo-codes/:code': NEVER,
  'GET /api/public/events/:event_id/dates': NEVER,

  'GET /api/accounts/:account_id/taxes-and-fees': EVENTS_READ,
  'POST /api/accounts/:account_id/taxes-and-fees': EVENTS_WRITE,
  'PUT /api/accounts/:account_id/taxes-and-fees/:id': EVENTS_WRITE,
  'DELETE /api/accounts/:account_id/taxes-and-fees/:id': EVENTS_WRITE,
  'GET /api/accounts/:account_id/seating-plans': EVENTS_READ,
  'POST /api/accounts/:account_id/seating-plans': EVENTS_WRITE,
  'GET /api/accounts/:account_id/seating-plans/:id': EVENTS_READ,
  'PUT /api/accounts/:account_id/seating-plans/:id': EVENTS_WRITE,
  'DELETE /api/accounts/:account_id/seating-plans/:id': EVENTS_WRITE,
  'POST /api/accounts/:account_id/seating-plans/:id/copy': EVENTS_WRITE,
  'GET /api/organizers': EVENTS_READ,
  'POST /api/organizers': EVENTS_WRITE,
  'GET /api/organizers/:id': EVENTS_READ,
  'PUT /api/organizers/:id': EVENTS_WRITE,
  'POST /api/organizers/:id/images': EVENTS_WRITE,
  'DELETE /api/organizers/:id/images/:imageId': EVENTS_WRITE,
  'GET /api/organizers/:id/events': EVENTS_READ,
  'GET /api/events': EVENTS_READ,
  'POST /api/events': EVENTS_WRITE,
  'GET /api/events/:id': EVENTS_READ,
  'PUT /api/events/:id': EVENTS_WRITE,
  'DELETE /api/events/:id': EVENTS_WRITE,
  'PUT /api/events/:id/status': EVENTS_WRITE,
  'POST /api/events/:id/duplicate': EVENTS_WRITE,
  'GET /api/events/:id/stats': EVENTS_READ,
  'GET /api/events/:id/check_in_stats': EVENTS_READ,
  'GET /api/events/:id/images': EVENTS_READ,
  'POST /api/events/:id/images': EVENTS_WRITE,
  'DELETE /api/events/:id/images/:imageId': EVENTS_WRITE,
  // SPEC §7 puts the event's document uploads under the public prefix; they still need a member of the account.
  'POST /api/public/events/:id/images': EVENTS_WRITE,
  'DELETE /api/public/events/:id/images/:imageId': EVENTS_WRITE,
  'GET /api/events/:event_id/tickets': EVENTS_READ,
  'POST /api/events/:event_id/tickets': EVENTS_WRITE,
  'GET /api/events/:event_id/tickets/:id': EVENTS_READ,
  'PUT /api/events/:event_id/tickets/:id': EVENTS_WRITE,
  'DELETE /api/events/:event_id/tickets/:id': EVENTS_WRITE,
  'POST /api/events/:event_id/tickets/sort': EVENTS_WRITE,
  'GET /api/events/:event_id/promo-codes': EVENTS_READ,
  'POST /api/events/:event_id/promo-codes': EVENTS_WRITE,
  'GET /api/events/:event_id/promo-codes/:id': EVENTS_READ,
  'PUT /api/events/:event_id/promo-codes/:id': EVENTS_WRITE,
  'DELETE /api/events/:event_id/promo-codes/:id': EVENTS_WRITE,
  'GET /api/events/:event_id/affiliates': EVENTS_READ,
  'POST /api/events/:event_id/affiliates': EVENTS_WRITE,
  // Exports take their filters in a body but only read.
  'POST /api/events/:event_id/affiliates/export': EVENTS_READ,
  'GET /api/events/:event_id/affiliates/:id': EVENTS_READ,
  'PUT /api/events/:event_id/affiliates/:id': EVENTS_WRITE,
  'DELETE /api/events/:event_id/affiliates/:id': EVENTS_WRITE,
  'GET /api/events/:event_id/capacity-assignments': EVENTS_READ,
  'POST /api/events/:event_id/capacity-assignments': EVENTS_WRITE,
  'GET /api/events/:event_id/capacity-assignments/:id': EVENTS_READ,
  'PUT /api/events/:event_id/capacity-assignments/:id': EVENTS_WRITE,
  'DELETE /api/events/:event_id/capacity-assignments/:id': EVENTS_WRITE,
  'GET /api/events/:event_id/dates': EVENTS_READ,
  'POST /api/events/:event_id/dates': EVENTS_WRITE,
  'POST /api/events/:event_id/dates/generate': EVENTS_WRITE,
  'GET /api/events/:event_id/dates/:id': EVENTS_READ,
  'PUT /api/events/:event_id/dates/:id': EVENTS_WRITE,
  'DELETE /api/events/:event_id/dates/:id': EVENTS_WRITE,
  'PUT /api/events/:event_id/dates/:id/overrides': EVENTS_WRITE,
  'GET /api/events/:event_id/questions': EVENTS_READ,
  'POST /api/events/:event_id/questions': EVENTS_WRITE,
  'GET /api/events/:event_id/questions/:id': EVENTS_READ,
  'PUT /api/events/:event_id/questions/:id': EVENTS_WRITE,
  'DELETE /api/events/:event_id/questions/:id': EVENTS_WRITE,
  'POST /api/events/:event_id/questions/sort': EVENTS_WRITE,

  'GET /api/events/:event_id/orders': ORDERS_READ,
  'POST /api/events/:event_id/orders/export': ORDERS_READ,
  'GET /api/events/:event_id/orders/:id': ORDERS_READ,
  'PUT /api/events/:event_id/orders/:id': ORDERS_WRITE,
  'POST /api/events/:event_id/orders/:id/resend_confirmation': ORDERS_WRITE,
  'POST /api/events/:event_id/orders/:id/refund': ORDERS_WRITE,
  'POST /api/events/:event_id/orders/:id/mark_paid': ORDERS_WRITE,
  'POST /api/events/:event_id/orders/mark-paid': ORDERS_WRITE,
  'POST /api/events/:event_id/orders/:id/cancel': ORDERS_WRITE,
  // Cancelling a date cancels (and may refund) every order of it: it moves buyers' orders and money like the order's
  // own cancel, so it needs orders:write, never events:write alone.
  'POST /api/events/:event_id/dates/:id/cancel': ORDERS_WRITE,
  'GET /api/events/:event_id/attendees': ORDERS_READ,
  'POST /api/events/:event_id/attendees': ORDERS_WRITE,
  'POST /api/events/:event_id/attendees/export': ORDERS_READ,
  'GET /api/events/:event_id/attendees/:id': ORDERS_READ,
  'PUT /api/events/:event_id/attendees/:id': ORDERS_WRITE,
  'POST /api/events/:event_id/attendees/:id/resend_ticket': ORDERS_WRITE,
  'POST /api/events/:event_id/attendees/:id/cancel': ORDERS_WRITE,
  'POST /api/events/:event_id/attendees/:id/reactivate': ORDERS_WRITE,
  'POST /api/events/:event_id/attendees/:id/check_in': CHECK_IN,
  'POST /api/events/:event_id/attendees/:id/check_out': CHECK_IN,

  // Messages are correspondence with buyers: reading them (content, recipients) is personal data.
  'GET /api/events/:event_id/messages': ORDERS_READ,
  'GET /api/events/:event_id/messages/:id': ORDERS_READ,
  'POST /api/events/:event_id/messages': MESSAGES,
  'POST /api/events/:event_id/messages/preview': MESSAGES,
  'POST /api/events/:event_id/messages/:id/cancel': MESSAGES,

  'GET /api/events/:event_id/check-in-lists': CHECK_IN,
  'POST /api/events/:event_id/check-in-lists': CHECK_IN,
  'GET /api/events/:event_id/check-in-lists/:id': CHECK_IN,
  'PUT /api/events/:event_id/check-in-lists/:id': CHECK_IN,
  'DELETE /api/events/:event_id/check-in-lists/:id': CHECK_IN,
  'POST /api/events/:event_id/check-in-lists/:id/rotate': CHECK_IN,
  'GET /api/events/:event_id/check-in-lists/:id/conflicts': ORDERS_READ,

  // An event's seating: the configuration and blocks are the event's; the house view and the seat list name attendees.
  'GET /api/events/:event_id/seating': ORDERS_READ,
  'PUT /api/events/:event_id/seating': EVENTS_WRITE,
  'POST /api/events/:event_id/seating/blocks': EVENTS_WRITE,
  'DELETE /api/events/:event_id/seating/blocks': EVENTS_WRITE,
  'GET /api/events/:event_id/seating/seat-list': ORDERS_READ,
  'PUT /api/events/:event_id/attendees/:id/seat': ORDERS_WRITE,

  // The waiting room's settings and live figures (counts only, no buyer's data).
  'GET /api/events/:event_id/waiting-room': EVENTS_READ,
  'PUT /api/events/:event_id/waiting-room': EVENTS_WRITE,
  // Reports hold figures, never a buyer's name: reading the events is enough.
  'GET /api/events/:event_id/reports/:kind': EVENTS_READ,
  'GET /api/organizers/:id/reports/:kind': EVENTS_READ,
  // Waiting lists hold people's names and addresses; an offer places an order for them.
  'GET /api/events/:event_id/waiting-list': ORDERS_READ,
  'POST /api/events/:event_id/waiting-list/export': ORDERS_READ,
  'POST /api/events/:event_id/waiting-list/:id/offer': ORDERS_WRITE,
  'DELETE /api/events/:event_id/waiting-list/:id': ORDERS_WRITE,
  // Invoicing: the seller's own details are the organizer's; the documents name buyers, so they are orders data.
  'GET /api/organizers/:id/invoicing': EVENTS_READ,
  'PUT /api/organizers/:id/invoicing': EVENTS_WRITE,
  'GET /api/organizers/:id/invoices': ORDERS_READ,
  'POST /api/organizers/:id/invoices/export': ORDERS_READ,
  'GET /api/events/:event_id/orders/:id/invoices': ORDERS_READ,
  'POST /api/events/:event_id/orders/:id/invoices': ORDERS_WRITE,
  'GET /api/invoices/:id/pdf': ORDERS_READ,
};

/** The decision for one route, or undefined when none was made (refused to tokens; the app does not start). */
export function tokenScopeFor(method: string, url: string): ScopeDecision | undefined {
  // Fastify answers HEAD with the GET route.
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(ROUTE_SCOPES, key) ? ROUTE_SCOPES[key] : undefined;
}

/** Every route listed, for the access matrix to find entries of routes that no longer exist. */
export const SCOPED_ROUTES: readonly string[] = Object.keys(ROUTE_SCOPES);

/** Stops the start when a route that accepts a bearer token has no decision: there is no default to fall back on. */
export function assertTokenScopeDecided(route: { method: string | string[]; url: string; schema?: { security?: unknown } }): void {
  const security = route.schema?.security;
  if (!Array.isArray(security) || !security.some((entry) => entry && typeof entry === 'object' && 'bearer' in entry)) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    if (!tokenScopeFor(method, route.url)) throw new Error(`${method} ${route.url} has no API token scope (platform/auth/token-scopes.ts)`);
  }
}

/** Throws 403 unless the token's scopes allow the route being called. */
export function requireTokenScope(request: FastifyRequest, scopes: readonly string[]): void {
  const decision = tokenScopeFor(request.method, request.routeOptions.url ?? '');
  if (!decision || decision === 'never' || !grants(scopes, decision)) throw forbidden();
}

/** A write scope includes reading the same area. */
export function grants(scopes: readonly string[], scope: ApiScope): boolean {
  return scopes.includes(scope) || (scope.endsWith(':read') && scopes.includes(scope.replace(/:read$/, ':write')));
}
