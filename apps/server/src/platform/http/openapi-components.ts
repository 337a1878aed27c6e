import { z } from 'zod';
import * as contracts from '@stagedoor/contracts';

/**
 * The entities of the shared contracts that the OpenAPI document names under
 * components.schemas: wherever a route's schema contains one, the document refers to it
 * by name, and a generated client gets one type per entity.
 */
const NAMED: [z.ZodType, string][] = [
  [contracts.errorResponseSchema, 'ErrorResponse'],
  [contracts.listMetaSchema, 'ListMeta'],
  [contracts.messageResponseSchema, 'MessageResponse'],
  [contracts.userSchema, 'User'],
  [contracts.accountSchema, 'Account'],
  [contracts.accountChoiceSchema, 'AccountChoice'],
  [contracts.authResponseSchema, 'AuthResponse'],
  [contracts.loginResponseSchema, 'LoginResponse'],
  [contracts.invitationSchema, 'Invitation'],
  [contracts.imageSchema, 'Image'],
  [contracts.organizerSchema, 'Organizer'],
  [contracts.eventSettingsSchema, 'EventSettings'],
  [contracts.eventSchema, 'Event'],
  [contracts.eventDefaultsSchema, 'EventDefaults'],
  [contracts.publicEventSchema, 'PublicEvent'],
  [contracts.publicEventWithTicketsSchema, 'PublicEventWithTickets'],
  [contracts.eventStatsSchema, 'EventStats'],
  [contracts.eventCheckInStatsSchema, 'EventCheckInStats'],
  [contracts.taxAndFeeSchema, 'TaxAndFee'],
  [contracts.ticketPriceSchema, 'TicketPrice'],
  [contracts.ticketSchema, 'Ticket'],
  [contracts.publicTicketPriceSchema, 'PublicTicketPrice'],
  [contracts.publicTicketSchema, 'PublicTicket'],
  [contracts.promoCodeSchema, 'PromoCode'],
  [contracts.promoCodeCheckSchema, 'PromoCodeCheck'],
  [contracts.appliedPromoCodeSchema, 'AppliedPromoCode'],
  [contracts.capacityAssignmentSchema, 'CapacityAssignment'],
  [contracts.questionSchema, 'Question'],
  [contracts.orderItemSchema, 'OrderItem'],
  [contracts.publicAttendeeSchema, 'PublicAttendee'],
  [contracts.publicOrderSchema, 'PublicOrder'],
  [contracts.paymentStartSchema, 'PaymentStart'],
  [contracts.publicAttendeeTicketSchema, 'PublicAttendeeTicket'],
  [contracts.attendeeSchema, 'Attendee'],
  [contracts.attendeeAnswerSchema, 'AttendeeAnswer'],
  [contracts.attendeeDetailsSchema, 'AttendeeDetails'],
  [contracts.checkInResultSchema, 'CheckInResult'],
  [contracts.managedOrderAttendeeSchema, 'ManagedOrderAttendee'],
  [contracts.managedOrderSchema, 'ManagedOrder'],
  [contracts.orderAnswerSchema, 'OrderAnswer'],
  [contracts.orderPaymentSchema, 'OrderPayment'],
  [contracts.orderRefundSchema, 'OrderRefund'],
  [contracts.orderHistoryEntrySchema, 'OrderHistoryEntry'],
  [contracts.orderDetailsSchema, 'OrderDetails'],
  [contracts.stripeConnectionSchema, 'StripeConnection'],
  [contracts.paymentSettingsSchema, 'PaymentSettings'],
  [contracts.stripeConnectLinkSchema, 'StripeConnectLink'],
  [contracts.mailSchema, 'Mail'],
  [contracts.mailAttachmentSchema, 'MailAttachment'],
  [contracts.seatingPlanSummarySchema, 'SeatingPlanSummary'],
  [contracts.seatingPlanSchema, 'SeatingPlan'],
  [contracts.seatingLayoutShapeSchema, 'SeatingLayout'],
  // The layout a body takes: the shape with the rules of docs/seating.md (a request's component, SellableSeatingLayoutInput).
  [contracts.seatingLayoutSchema, 'SellableSeatingLayout'],
];

/**
 * Gives the entities their names in zod's global registry, which the type provider turns into
 * components. Idempotent, and safe when another copy of the contracts module named them first
 * (test runners may load it twice): the name moves to this copy's schema.
 */
export function nameContractSchemas(extra: [z.ZodType, string][] = []): void {
  const registry = z.globalRegistry;
  for (const [schema, id] of [...NAMED, ...extra]) {
    const current = registry._idmap.get(id);
    if (current === schema) continue;
    if (current) registry.remove(current);
    const { id: _previous, ...meta } = registry.get(schema) ?? {};
    registry.add(schema, { ...meta, id });
  }
}
