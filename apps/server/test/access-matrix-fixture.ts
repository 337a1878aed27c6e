import { randomBytes } from 'node:crypto';
import { MAX_ID } from '@stagedoor/contracts';
import { eq } from 'drizzle-orm';
import { messages, orders, waitingListEntries } from '../src/platform/db/schema.js';
import { request, type TestApp } from './harness.js';
import {
  PASSWORD,
  addMember,
  createOrganizer,
  linkToken,
  recordOrder,
  registerAccount,
  uniqueEmail,
  uploadImage,
  uploadOrganizerImage,
  waitForMail,
} from './factories.js';
import { EVENT_DATES, type Fixture } from './access-matrix/index.js';
import { createSeatingPlan } from './seating-factories.js';

/** An account with an organizer member, a pending invitation, an organizer with a logo, an event with a cover and two live mail links. */
export async function buildFixture(t: TestApp, cover: Buffer): Promise<Fixture> {
  const app = t.app;
  const marker = `marker-${randomBytes(4).toString('hex')}`;
  const owner = await registerAccount(app, { last_name: marker });
  const member = await addMember(app, owner, 'ORGANIZER');
  const invited = await request(app, 'POST', '/api/users', {
    token: owner.token,
    body: { first_name: 'Pending', email: uniqueEmail('pending'), role: 'ADMIN' },
  });
  const organizer = await createOrganizer(app, owner.token, { name: `Hall ${marker}` });
  const logo = await uploadOrganizerImage(app, owner.token, organizer.id, cover, { type: 'ORGANIZER_LOGO' });
  const event = await request(app, 'POST', '/api/events', {
    token: owner.token,
    body: { organizer_id: organizer.id, title: `Night ${marker}`, ...EVENT_DATES },
  });
  const eventCover = await uploadImage(app, owner.token, `/api/events/${event.body.data.id}/images`, cover, { type: 'EVENT_COVER' });
  const eventId: number = event.body.data.id;
  const document = await uploadImage(app, owner.token, `/api/public/events/${eventId}/images`, cover, { type: 'DOCUMENT' });
  const tax = await request(app, 'POST', `/api/accounts/${owner.account.id}/taxes-and-fees`, {
    token: owner.token,
    body: { name: `VAT ${marker}`, type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
  });
  const seatingPlan = await createSeatingPlan(app, owner, undefined, `Hall ${marker}`);
  const ticket = await request(app, 'POST', `/api/events/${eventId}/tickets`, {
    token: owner.token,
    body: { type: 'PAID', title: `Ticket ${marker}`, prices: [{ price: 2500 }], tax_and_fee_ids: [tax.body.data.id] },
  });
  const promoCode = await request(app, 'POST', `/api/events/${eventId}/promo-codes`, {
    token: owner.token,
    body: { code: `CODE-${marker}`, discount_type: 'FIXED', discount: 500, applicable_ticket_ids: [ticket.body.data.id] },
  });
  const affiliate = await request(app, 'POST', `/api/events/${eventId}/affiliates`, {
    token: owner.token,
    body: { name: `Partner ${marker}`, code: `AFF-${marker}` },
  });
  const dates = await request(app, 'GET', `/api/events/${eventId}/dates`, { token: owner.token });
  const spareDate = await request(app, 'POST', `/api/events/${eventId}/dates`, {
    token: owner.token,
    body: { start_date: '2031-05-02T19:00:00Z', end_date: null, label: `Spare ${marker}` },
  });
  const capacityAssignment = await request(app, 'POST', `/api/events/${eventId}/capacity-assignments`, {
    token: owner.token,
    body: { name: `Hall ${marker}`, capacity: 100, ticket_ids: [ticket.body.data.id] },
  });
  const question = await request(app, 'POST', `/api/events/${eventId}/questions`, {
    token: owner.token,
    body: { title: `Question ${marker}`, type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [ticket.body.data.id] },
  });
  const webhook = await request(app, 'POST', `/api/accounts/${owner.account.id}/webhooks`, {
    token: owner.token,
    body: { url: 'http://127.0.0.1:9/matrix', event_types: ['attendee.created'] },
  });
  const apiToken = await request(app, 'POST', `/api/accounts/${owner.account.id}/api-tokens`, {
    token: owner.token,
    body: { name: `Token ${marker}`, scopes: ['events:read'] },
  });
  const attendee = await request(app, 'POST', `/api/events/${eventId}/attendees`, {
    token: owner.token,
    body: {
      ticket_id: ticket.body.data.id,
      event_date_id: dates.body.data[0].id,
      first_name: 'Guest',
      last_name: marker,
      email: uniqueEmail('guest'),
      answers: [{ question_id: question.body.data.id, answer: 'y' }],
    },
  });
  const checkInList = await request(app, 'POST', `/api/events/${eventId}/check-in-lists`, {
    token: owner.token,
    body: { name: `Door ${marker}`, ticket_ids: [ticket.body.data.id] },
  });
  const orderLine = { ticketId: ticket.body.data.id, ticketPriceId: ticket.body.data.prices[0].id, quantity: 1, price: 2500 };
  const orderId = await recordOrder(t.ctx.db, { accountId: owner.account.id, eventId, items: [orderLine], reservedUntil: null });
  await t.ctx.db
    .update(orders)
    .set({
      email: uniqueEmail('matrix-buyer'),
      firstName: 'Matrix',
      totalGross: 2500,
      paymentStatus: 'SUCCEEDED',
      paymentProvider: 'test',
      completedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  // Invoicing on, and the paid order's invoice issued by the organizer (the order was recorded, not completed).
  await request(app, 'PUT', `/api/organizers/${organizer.id}/invoicing`, {
    token: owner.token,
    body: { enabled: true, legal_name: `Seller ${marker}`, address: 'Quay 1, Hamburg', invoice_prefix: 'MX' },
  });
  const invoice = await request(app, 'POST', `/api/events/${eventId}/orders/${orderId}/invoices`, { token: owner.token, body: {} });
  if (invoice.status !== 201) throw new Error(`invoice: ${JSON.stringify(invoice.body)}`);
  const awaitingOrderId = await recordOrder(t.ctx.db, {
    accountId: owner.account.id,
    eventId,
    status: 'AWAITING_PAYMENT',
    items: [orderLine],
    // Its hold outlasts the run: the default quarter of an hour runs out during a slow run, and the order expiring then
    // changes the account between two cases of access-matrix.test.ts, which each expect it unchanged.
    reservedUntil: new Date(Date.now() + 86_400_000),
  });
  const deliveries = await request(app, 'GET', `/api/accounts/${owner.account.id}/webhooks/${webhook.body.data.id}/deliveries`, {
    token: owner.token,
  });
  const [message] = await t.ctx.db
    .insert(messages)
    .values({
      accountId: owner.account.id,
      eventId,
      senderName: 'Olive',
      senderEmail: owner.email,
      subject: `Later ${marker}`,
      content: '<p>Later</p>',
      type: 'ALL_ATTENDEES',
      status: 'SCHEDULED',
      scheduledAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: messages.id });
  // A waiting-list entry for the event's ticket (stock is free, so the organizer's offer goes through).
  const [waitingListEntry] = await t.ctx.db
    .insert(waitingListEntries)
    .values({
      accountId: owner.account.id,
      eventId,
      ticketId: ticket.body.data.id,
      ticketPriceId: ticket.body.data.prices[0].id,
      eventDateId: dates.body.data[0].id,
      quantity: 1,
      firstName: 'Wanda',
      lastName: `Waiter ${marker}`,
      email: uniqueEmail('waiting'),
      locale: 'en',
      token: randomBytes(32).toString('hex'),
    })
    .returning({ id: waitingListEntries.id });
  const confirmEmailToken = linkToken(await waitForMail(app, owner.email), '/manage/profile/confirm-email-address');
  const newEmail = uniqueEmail('moving');
  await request(app, 'PUT', '/api/users/me', { token: owner.token, body: { email: newEmail, current_password: PASSWORD } });
  const emailChangeToken = linkToken(await waitForMail(app, newEmail), '/manage/profile/confirm-email-change');
  return {
    owner,
    member,
    invitedId: invited.body.data.id,
    organizerId: organizer.id,
    imageId: logo.body.data.id,
    eventId: event.body.data.id,
    eventImageId: eventCover.body.data.id,
    documentId: document.body.data.id,
    taxAndFeeId: tax.body.data.id,
    seatingPlanId: seatingPlan.id,
    ticketId: ticket.body.data.id,
    ticketPriceId: ticket.body.data.prices[0].id,
    dateId: dates.body.data[0].id,
    spareDateId: spareDate.body.data.id,
    promoCodeId: promoCode.body.data.id,
    affiliateId: affiliate.body.data.id,
    capacityAssignmentId: capacityAssignment.body.data.id,
    questionId: question.body.data.id,
    attendeeId: attendee.body.data.id,
    checkInListId: checkInList.body.data.id,
    orderId,
    awaitingOrderId,
    invoiceId: invoice.body.data.id,
    apiTokenId: apiToken.body.data.id,
    webhookId: webhook.body.data.id,
    webhookDeliveryId: deliveries.body.data[0].id,
    messageId: message!.id,
    waitingListEntryId: waitingListEntry!.id,
    confirmEmailToken,
    emailChangeToken,
    marker,
  };
}

/** The same fixture with every id replaced by one that does not exist. */
export function ghostOf(f: Fixture): Fixture {
  const owner = { ...f.owner, user: { ...f.owner.user, id: MAX_ID }, account: { ...f.owner.account, id: MAX_ID } };
  return {
    ...f,
    owner,
    member: { ...f.member, user: { id: MAX_ID } },
    invitedId: MAX_ID,
    organizerId: MAX_ID,
    imageId: MAX_ID,
    eventId: MAX_ID,
    eventImageId: MAX_ID,
    documentId: MAX_ID,
    taxAndFeeId: MAX_ID,
    seatingPlanId: MAX_ID,
    ticketId: MAX_ID,
    ticketPriceId: MAX_ID,
    dateId: MAX_ID,
    spareDateId: MAX_ID,
    promoCodeId: MAX_ID,
    affiliateId: MAX_ID,
    capacityAssignmentId: MAX_ID,
    questionId: MAX_ID,
    attendeeId: MAX_ID,
    checkInListId: MAX_ID,
    orderId: MAX_ID,
    awaitingOrderId: MAX_ID,
    invoiceId: MAX_ID,
    apiTokenId: MAX_ID,
    webhookId: MAX_ID,
    webhookDeliveryId: MAX_ID,
    messageId: MAX_ID,
    waitingListEntryId: MAX_ID,
  };
}
