/** The rows of the access matrix: every authenticated route with a request its administrator may make. */
import { randomBytes } from 'node:crypto';
import { uniqueEmail, type Registered } from './factories.js';
import { seatingLayout } from './seating-factories.js';

export interface Fixture {
  owner: Registered;
  member: { token: string; user: { id: number } };
  invitedId: number;
  organizerId: number;
  imageId: number;
  eventId: number;
  eventImageId: number;
  documentId: number;
  taxAndFeeId: number;
  seatingPlanId: number;
  ticketId: number;
  ticketPriceId: number;
  /** The event's first date, and a second one without orders that the matrix deletes. */
  dateId: number;
  spareDateId: number;
  promoCodeId: number;
  affiliateId: number;
  capacityAssignmentId: number;
  questionId: number;
  attendeeId: number;
  checkInListId: number;
  /** A paid order with a buyer, and one awaiting an offline payment. */
  orderId: number;
  awaitingOrderId: number;
  apiTokenId: number;
  webhookId: number;
  webhookDeliveryId: number;
  /** A message scheduled for later, so that it can still be cancelled. */
  messageId: number;
  confirmEmailToken: string;
  emailChangeToken: string;
  marker: string;
}

type Access = 'member' | 'admin' | 'self';
/**
 * ids: the path names this account's ids (404); body: the body does (refused like an id that does not exist);
 * own: it acts on the caller's own account; caller: on the caller's own session or user.
 */
type Scope = 'ids' | 'body' | 'own' | 'caller';

export interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  upload?: 'ORGANIZER_COVER' | 'EVENT_COVER' | 'DOCUMENT';
  access: Access;
  scope: Scope;
}

export const EVENT_DATES = { start_date: '2031-05-01T19:00:00Z', end_date: '2031-05-01T23:00:00Z' };

// Ordered so that the control run can make every request in turn on one account.
export const MATRIX: Row[] = [
  { method: 'GET', route: '/api/users/me', url: () => '/api/users/me', access: 'member', scope: 'caller' },
  {
    method: 'PUT',
    route: '/api/users/me',
    url: () => '/api/users/me',
    body: () => ({ first_name: 'Renamed' }),
    access: 'member',
    scope: 'caller',
  },
  { method: 'GET', route: '/api/users', url: () => '/api/users', access: 'admin', scope: 'own' },
  {
    method: 'POST',
    route: '/api/users',
    url: () => '/api/users',
    body: () => ({ first_name: 'New', email: uniqueEmail('matrix'), role: 'ORGANIZER' }),
    access: 'admin',
    scope: 'own',
  },
  { method: 'GET', route: '/api/users/:id', url: (f) => `/api/users/${f.owner.user.id}`, access: 'admin', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/users/:id',
    url: (f) => `/api/users/${f.member.user.id}`,
    body: () => ({ role: 'ADMIN' }),
    access: 'admin',
    scope: 'ids',
  },
  { method: 'POST', route: '/api/users/:id/invitation', url: (f) => `/api/users/${f.invitedId}/invitation`, access: 'admin', scope: 'ids' },
  {
    method: 'DELETE',
    route: '/api/users/:id/invitation',
    url: (f) => `/api/users/${f.invitedId}/invitation`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/users/:id/confirm-email/:token',
    url: (f) => `/api/users/${f.owner.user.id}/confirm-email/${f.confirmEmailToken}`,
    access: 'self',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/users/:id/resend-email-confirmation',
    url: (f) => `/api/users/${f.owner.user.id}/resend-email-confirmation`,
    access: 'self',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/users/:id/email-change/:token',
    url: (f) => `/api/users/${f.owner.user.id}/email-change/${f.emailChangeToken}`,
    access: 'self',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/users/:id/email-change',
    url: (f) => `/api/users/${f.owner.user.id}/email-change`,
    access: 'self',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/accounts/:id', url: (f) => `/api/accounts/${f.owner.account.id}`, access: 'member', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/accounts/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}`,
    body: () => ({ name: 'Renamed' }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/payment-settings',
    url: (f) => `/api/accounts/${f.owner.account.id}/payment-settings`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:id/stripe/connect',
    url: (f) => `/api/accounts/${f.owner.account.id}/stripe/connect`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:id/stripe',
    url: (f) => `/api/accounts/${f.owner.account.id}/stripe`,
    access: 'admin',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/organizers', url: () => '/api/organizers', access: 'member', scope: 'own' },
  {
    method: 'POST',
    route: '/api/organizers',
    url: () => '/api/organizers',
    body: () => ({ name: 'Matrix Hall', email: uniqueEmail('org') }),
    access: 'member',
    scope: 'own',
  },
  { method: 'GET', route: '/api/organizers/:id', url: (f) => `/api/organizers/${f.organizerId}`, access: 'member', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/organizers/:id',
    url: (f) => `/api/organizers/${f.organizerId}`,
    body: () => ({ name: 'Renamed' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/organizers/:id/images',
    url: (f) => `/api/organizers/${f.organizerId}/images`,
    upload: 'ORGANIZER_COVER',
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/organizers/:id/images/:imageId',
    url: (f) => `/api/organizers/${f.organizerId}/images/${f.imageId}`,
    access: 'member',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/events', url: () => '/api/events', access: 'member', scope: 'own' },
  {
    method: 'POST',
    route: '/api/events',
    url: () => '/api/events',
    body: (f) => ({ organizer_id: f.organizerId, title: 'Matrix Night', ...EVENT_DATES }),
    access: 'member',
    scope: 'body',
  },
  {
    method: 'GET',
    route: '/api/organizers/:id/events',
    url: (f) => `/api/organizers/${f.organizerId}/events`,
    access: 'member',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/events/:id', url: (f) => `/api/events/${f.eventId}`, access: 'member', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/events/:id',
    url: (f) => `/api/events/${f.eventId}`,
    body: () => ({ title: 'Renamed' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:id/duplicate',
    url: (f) => `/api/events/${f.eventId}/duplicate`,
    body: () => ({}),
    access: 'member',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/events/:id/stats', url: (f) => `/api/events/${f.eventId}/stats`, access: 'member', scope: 'ids' },
  {
    method: 'GET',
    route: '/api/events/:id/check_in_stats',
    url: (f) => `/api/events/${f.eventId}/check_in_stats`,
    access: 'member',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/events/:id/images', url: (f) => `/api/events/${f.eventId}/images`, access: 'member', scope: 'ids' },
  {
    method: 'DELETE',
    route: '/api/events/:id/images/:imageId',
    url: (f) => `/api/events/${f.eventId}/images/${f.eventImageId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:id/images',
    url: (f) => `/api/events/${f.eventId}/images`,
    upload: 'EVENT_COVER',
    access: 'member',
    scope: 'ids',
  },
  // Public documents are managed under the public path, but only by the event's account.
  {
    method: 'POST',
    route: '/api/public/events/:id/images',
    url: (f) => `/api/public/events/${f.eventId}/images`,
    upload: 'DOCUMENT',
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/public/events/:id/images/:imageId',
    url: (f) => `/api/public/events/${f.eventId}/images/${f.documentId}`,
    access: 'member',
    scope: 'ids',
  },
  // Catalogue: taxes and fees (ADMIN), tickets, promo codes, capacity assignments, questions.
  {
    method: 'GET',
    route: '/api/accounts/:account_id/taxes-and-fees',
    url: (f) => `/api/accounts/${f.owner.account.id}/taxes-and-fees`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/taxes-and-fees',
    url: (f) => `/api/accounts/${f.owner.account.id}/taxes-and-fees`,
    body: () => ({ name: 'Matrix fee', type: 'FEE', calculation_type: 'FIXED', rate: 100 }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/accounts/:account_id/taxes-and-fees/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/taxes-and-fees/${f.taxAndFeeId}`,
    body: () => ({ name: 'Renamed', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 7 }),
    access: 'admin',
    scope: 'ids',
  },
  // Seating plans: account-level, managed by whoever manages events.
  {
    method: 'GET',
    route: '/api/accounts/:account_id/seating-plans',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/seating-plans',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans`,
    body: () => ({ name: 'Matrix hall', layout: seatingLayout() }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/seating-plans/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans/${f.seatingPlanId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/accounts/:account_id/seating-plans/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans/${f.seatingPlanId}`,
    body: () => ({ name: 'Renamed hall', layout: seatingLayout({ rows: 3 }) }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/seating-plans/:id/copy',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans/${f.seatingPlanId}/copy`,
    body: () => ({}),
    access: 'member',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/events/:event_id/tickets', url: (f) => `/api/events/${f.eventId}/tickets`, access: 'member', scope: 'ids' },
  {
    method: 'POST',
    route: '/api/events/:event_id/tickets',
    url: (f) => `/api/events/${f.eventId}/tickets`,
    body: (f) => ({ type: 'PAID', title: 'Matrix ticket', prices: [{ price: 1000 }], tax_and_fee_ids: [f.taxAndFeeId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/tickets/:id',
    url: (f) => `/api/events/${f.eventId}/tickets/${f.ticketId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/tickets/:id',
    url: (f) => `/api/events/${f.eventId}/tickets/${f.ticketId}`,
    body: (f) => ({ type: 'PAID', title: 'Renamed', prices: [{ price: 1200 }], tax_and_fee_ids: [f.taxAndFeeId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/tickets/sort',
    url: (f) => `/api/events/${f.eventId}/tickets/sort`,
    body: (f) => [{ id: f.ticketId, order: 0 }],
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/promo-codes',
    url: (f) => `/api/events/${f.eventId}/promo-codes`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/promo-codes',
    url: (f) => `/api/events/${f.eventId}/promo-codes`,
    body: (f) => ({
      code: `MATRIX-${randomBytes(3).toString('hex')}`,
      discount_type: 'PERCENTAGE',
      discount: 10,
      applicable_ticket_ids: [f.ticketId],
    }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/promo-codes/:id',
    url: (f) => `/api/events/${f.eventId}/promo-codes/${f.promoCodeId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/promo-codes/:id',
    url: (f) => `/api/events/${f.eventId}/promo-codes/${f.promoCodeId}`,
    body: (f) => ({ code: 'RENAMED', discount_type: 'NONE', applicable_ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/promo-codes/:id',
    url: (f) => `/api/events/${f.eventId}/promo-codes/${f.promoCodeId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/affiliates',
    url: (f) => `/api/events/${f.eventId}/affiliates`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/affiliates',
    url: (f) => `/api/events/${f.eventId}/affiliates`,
    body: () => ({ name: 'Matrix partner', code: `MATRIX-${randomBytes(3).toString('hex')}` }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/affiliates/export',
    url: (f) => `/api/events/${f.eventId}/affiliates/export`,
    body: () => ({ format: 'csv' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/affiliates/:id',
    url: (f) => `/api/events/${f.eventId}/affiliates/${f.affiliateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/affiliates/:id',
    url: (f) => `/api/events/${f.eventId}/affiliates/${f.affiliateId}`,
    body: () => ({ name: 'Renamed partner', code: `RENAMED-${randomBytes(3).toString('hex')}`, status: 'INACTIVE' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/affiliates/:id',
    url: (f) => `/api/events/${f.eventId}/affiliates/${f.affiliateId}`,
    access: 'member',
    scope: 'ids',
  },
  { method: 'GET', route: '/api/events/:event_id/orders', url: (f) => `/api/events/${f.eventId}/orders`, access: 'member', scope: 'ids' },
  {
    method: 'POST',
    route: '/api/events/:event_id/orders/export',
    url: (f) => `/api/events/${f.eventId}/orders/export`,
    body: () => ({ format: 'csv' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/orders/:id',
    url: (f) => `/api/events/${f.eventId}/orders/${f.orderId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/orders/:id',
    url: (f) => `/api/events/${f.eventId}/orders/${f.orderId}`,
    body: () => ({ first_name: 'Matrix', last_name: 'Buyer', email: uniqueEmail('matrix-buyer') }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/orders/:id/resend_confirmation',
    url: (f) => `/api/events/${f.eventId}/orders/${f.orderId}/resend_confirmation`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/orders/:id/refund',
    url: (f) => `/api/events/${f.eventId}/orders/${f.orderId}/refund`,
    body: () => ({ amount: 100 }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/orders/:id/mark_paid',
    url: (f) => `/api/events/${f.eventId}/orders/${f.awaitingOrderId}/mark_paid`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/orders/:id/cancel',
    url: (f) => `/api/events/${f.eventId}/orders/${f.orderId}/cancel`,
    body: () => ({}),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/capacity-assignments',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/capacity-assignments',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments`,
    body: (f) => ({ name: 'Matrix hall', capacity: 10, ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/capacity-assignments/:id',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments/${f.capacityAssignmentId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/capacity-assignments/:id',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments/${f.capacityAssignmentId}`,
    body: (f) => ({ name: 'Renamed', capacity: 5, ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/capacity-assignments/:id',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments/${f.capacityAssignmentId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/dates',
    url: (f) => `/api/events/${f.eventId}/dates`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/dates',
    url: (f) => `/api/events/${f.eventId}/dates`,
    body: () => ({ start_date: '2031-05-03T19:00:00Z', end_date: '2031-05-03T21:00:00Z', label: 'Matrix night' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/dates/generate',
    url: (f) => `/api/events/${f.eventId}/dates/generate`,
    body: () => ({ rrule: 'FREQ=WEEKLY;COUNT=2', duration_minutes: 60, label: 'Matrix series' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/dates/:id',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/dates/:id',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}`,
    body: () => ({ ...EVENT_DATES, label: 'Premiere', capacity: 50 }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/dates/:id/overrides',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}/overrides`,
    body: (f) => [{ ticket_price_id: f.ticketPriceId, price: 3000, quantity: 40 }],
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/dates/:id',
    url: (f) => `/api/events/${f.eventId}/dates/${f.spareDateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/questions',
    url: (f) => `/api/events/${f.eventId}/questions`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/questions',
    url: (f) => `/api/events/${f.eventId}/questions`,
    body: () => ({ title: 'Matrix?', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/questions/:id',
    url: (f) => `/api/events/${f.eventId}/questions/${f.questionId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/questions/:id',
    url: (f) => `/api/events/${f.eventId}/questions/${f.questionId}`,
    body: () => ({ title: 'Renamed?', type: 'RADIO', options: ['Yes', 'No'], belongs_to: 'ORDER' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/questions/sort',
    url: (f) => `/api/events/${f.eventId}/questions/sort`,
    body: (f) => [{ id: f.questionId, order: 0 }],
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/attendees',
    url: (f) => `/api/events/${f.eventId}/attendees`,
    body: (f) => ({ ticket_id: f.ticketId, event_date_id: f.dateId, first_name: 'Walk', last_name: 'In', email: uniqueEmail('walkin') }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/attendees',
    url: (f) => `/api/events/${f.eventId}/attendees`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/attendees/:id',
    url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/attendees/:id',
    url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}`,
    body: () => ({ first_name: 'Renamed', last_name: 'Guest', email: uniqueEmail('renamed'), locale: 'de' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/attendees/export',
    url: (f) => `/api/events/${f.eventId}/attendees/export`,
    body: () => ({ format: 'csv' }),
    access: 'member',
    scope: 'ids',
  },
  ...(['check_in', 'check_out', 'resend_ticket', 'cancel', 'reactivate'] as const).map(
    (action): Row => ({
      method: 'POST',
      route: `/api/events/:event_id/attendees/:id/${action}`,
      url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}/${action}`,
      access: 'member',
      scope: 'ids',
    }),
  ),
  {
    method: 'GET',
    route: '/api/events/:event_id/messages',
    url: (f) => `/api/events/${f.eventId}/messages`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/messages',
    url: (f) => `/api/events/${f.eventId}/messages`,
    body: () => ({ subject: 'Doors', content: '<p>Soon</p>', type: 'ALL_ATTENDEES', is_test: true, acknowledgement: true }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/messages/preview',
    url: (f) => `/api/events/${f.eventId}/messages/preview`,
    body: (f) => ({ type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [f.attendeeId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/messages/:id',
    url: (f) => `/api/events/${f.eventId}/messages/${f.messageId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/messages/:id/cancel',
    url: (f) => `/api/events/${f.eventId}/messages/${f.messageId}/cancel`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/check-in-lists',
    url: (f) => `/api/events/${f.eventId}/check-in-lists`,
    body: (f) => ({ name: 'Side door', ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/check-in-lists',
    url: (f) => `/api/events/${f.eventId}/check-in-lists`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/check-in-lists/:id',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/check-in-lists/:id',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}`,
    body: (f) => ({ name: 'Main door', description: 'Bags checked first', ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/check-in-lists/:id/rotate',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}/rotate`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/check-in-lists/:id/conflicts',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}/conflicts`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/check-in-lists/:id',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/ticket-signing-keys',
    url: (f) => `/api/accounts/${f.owner.account.id}/ticket-signing-keys`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/ticket-signing-keys/rotate',
    url: (f) => `/api/accounts/${f.owner.account.id}/ticket-signing-keys/rotate`,
    body: () => ({}),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/questions/:id',
    url: (f) => `/api/events/${f.eventId}/questions/${f.questionId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/tickets/:id',
    url: (f) => `/api/events/${f.eventId}/tickets/${f.ticketId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/seating-plans/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans/${f.seatingPlanId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/taxes-and-fees/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/taxes-and-fees/${f.taxAndFeeId}`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:id/status',
    url: (f) => `/api/events/${f.eventId}/status`,
    body: () => ({ status: 'ARCHIVED' }),
    access: 'member',
    scope: 'ids',
  },
  { method: 'DELETE', route: '/api/events/:id', url: (f) => `/api/events/${f.eventId}`, access: 'member', scope: 'ids' },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/api-tokens',
    url: (f) => `/api/accounts/${f.owner.account.id}/api-tokens`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/api-tokens',
    url: (f) => `/api/accounts/${f.owner.account.id}/api-tokens`,
    body: () => ({ name: 'Matrix', scopes: ['events:read'] }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/api-tokens/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/api-tokens/${f.apiTokenId}`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/webhooks',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/webhooks',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks`,
    body: () => ({ url: 'http://127.0.0.1:9/matrix', event_types: ['order.completed'] }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/webhooks/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/accounts/:account_id/webhooks/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}`,
    body: () => ({ url: 'http://127.0.0.1:9/renamed', event_types: ['order.completed'], status: 'PAUSED' }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/webhooks/:id/deliveries',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}/deliveries`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/webhooks/:id/deliveries/:delivery_id/redeliver',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}/deliveries/${f.webhookDeliveryId}/redeliver`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/webhooks/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}`,
    access: 'admin',
    scope: 'ids',
  },
  // Last but one: cancelling the event's date cancels its orders, which the order rows above act on.
  {
    method: 'POST',
    route: '/api/events/:event_id/dates/:id/cancel',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}/cancel`,
    body: () => ({ refund: false, notify_buyers: false }),
    access: 'member',
    scope: 'ids',
  },
  { method: 'POST', route: '/api/auth/logout', url: () => '/api/auth/logout', access: 'member', scope: 'caller' },
];

/** Routes anyone may call; everything else under /api, and any route here whose schema asks for a token, needs a row above. */
export const PUBLIC_PREFIXES = ['/api/auth/', '/api/health', '/api/dev/', '/api/files/', '/api/docs', '/api/openapi.json', '/api/public/'];
