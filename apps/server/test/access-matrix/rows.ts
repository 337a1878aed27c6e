/** What a row of the access matrix is, and the fixture its rows act on. */
import type { Registered } from '../factories.js';

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
  /** The paid order's invoice. */
  invoiceId: number;
  apiTokenId: number;
  webhookId: number;
  webhookDeliveryId: number;
  /** A message scheduled for later, so that it can still be cancelled. */
  messageId: number;
  waitingListEntryId: number;
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

/** Routes anyone may call; everything else under /api, and any route here whose schema asks for a token, needs a row above. */
export const PUBLIC_PREFIXES = ['/api/auth/', '/api/health', '/api/dev/', '/api/files/', '/api/docs', '/api/openapi.json', '/api/public/'];
