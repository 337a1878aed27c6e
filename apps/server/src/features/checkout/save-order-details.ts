import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Answer, OrderDetailsInput, PublicOrder } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, orders, questionAnswers, questions, questionTickets } from '../../platform/db/schema.js';
import { AppError, type FieldErrors } from '../../platform/errors.js';
import { assertOrderOpen, loadOrder, withLines } from './load-order.js';
import { presentPublicOrder } from './present-public-order.js';
import { completeOrder } from './complete-order.js';
import { TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { checkBusinessDetails, saveBusinessDetails } from '../invoices/business-details.js';
import { events } from '../../platform/db/schema.js';
import { settingsOf } from '../events/present-event.js';

type QuestionRow = typeof questions.$inferSelect;

/** The event's questions that buyers see, each with the tickets it is asked for (empty: all). */
async function visibleQuestions(tx: Db, eventId: number): Promise<(QuestionRow & { ticketIds: number[] })[]> {
  const rows = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.eventId, eventId), eq(questions.isHidden, false)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const links = await tx
    .select()
    .from(questionTickets)
    .where(
      inArray(
        questionTickets.questionId,
        rows.map((q) => q.id),
      ),
    );
  return rows.map((q) => ({ ...q, ticketIds: links.filter((l) => l.questionId === q.id).map((l) => l.ticketId) }));
}

function isEmpty(answer: Answer['answer'] | undefined): boolean {
  return answer === undefined || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');
}

/**
 * Checks one set of answers against the questions asked of that person. An answer to any other
 * question (unknown, hidden, of another ticket or event) is refused on its own field rather than
 * dropped, so that nobody believes an answer was kept that was not.
 */
export function checkAnswers(
  prefix: string,
  asked: QuestionRow[],
  given: Answer[],
  errors: FieldErrors,
): { questionId: number; answer: string | string[] }[] {
  const askedIds = new Set(asked.map((question) => question.id));
  given.forEach((answer, index) => {
    if (!askedIds.has(answer.question_id)) (errors[`${prefix}.answers.${index}.question_id`] ??= []).push('validation.question_not_asked');
  });
  const kept: { questionId: number; answer: string | string[] }[] = [];
  for (const question of asked) {
    const answer = given.find((a) => a.question_id === question.id)?.answer;
    const field = `${prefix}.answers.${question.id}`;
    if (isEmpty(answer)) {
      if (question.required) (errors[field] ??= []).push('validation.required');
      continue;
    }
    const values = Array.isArray(answer) ? answer : [answer!];
    if (['DROPDOWN', 'RADIO', 'CHECKBOX'].includes(question.type)) {
      if (values.some((value) => !question.options.includes(value)) || (question.type !== 'CHECKBOX' && values.length > 1)) {
        (errors[field] ??= []).push('validation.answer_invalid');
        continue;
      }
    } else if (question.type === 'DATE' && !/^\d{4}-\d{2}-\d{2}$/.test(values[0] ?? '')) {
      (errors[field] ??= []).push('validation.invalid_date');
      continue;
    }
    kept.push({ questionId: question.id, answer: question.type === 'CHECKBOX' ? values : (values[0] ?? '') });
  }
  return kept;
}

/**
 * The details step: the buyer, each ticket holder and the answers to the event's
 * questions. Free orders complete here; paid ones go on to payment.
 */
export async function saveOrderDetails(ctx: AppContext, eventId: number, shortId: string, input: OrderDetailsInput): Promise<PublicOrder> {
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadOrder(tx, eventId, shortId, { forUpdate: true });
    assertOrderOpen(loaded.order);

    const errors: FieldErrors = {};
    const remaining = [...loaded.attendees];
    const matched = input.attendees.map((given, index) => {
      const at = remaining.findIndex((attendee) => attendee.ticketPriceId === given.ticket_price_id);
      if (at === -1) (errors[`attendees.${index}`] ??= []).push('validation.attendees_mismatch');
      return at === -1 ? null : { attendee: remaining.splice(at, 1)[0]!, given, index };
    });
    if (remaining.length > 0) (errors.attendees ??= []).push('validation.attendees_mismatch');

    const asked = await visibleQuestions(tx, eventId);
    const orderTicketIds = new Set(loaded.items.map((item) => item.ticketId));
    const orderQuestions = asked.filter(
      (q) => q.belongsTo === 'ORDER' && (q.ticketIds.length === 0 || q.ticketIds.some((id) => orderTicketIds.has(id))),
    );
    const orderAnswers = checkAnswers('order', orderQuestions, input.order.answers, errors);
    const attendeeAnswers = matched.map((entry) => {
      if (!entry) return [];
      const forTicket = asked.filter(
        (q) => q.belongsTo === 'ATTENDEE' && (q.ticketIds.length === 0 || q.ticketIds.includes(entry.attendee.ticketId)),
      );
      return checkAnswers(`attendees.${entry.index}`, forTicket, entry.given.answers, errors);
    });
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    const eventSettings = settingsOf(event!);
    checkBusinessDetails(eventSettings, input.business, errors);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });

    const saved = await tx
      .update(orders)
      .set({ firstName: input.order.first_name, lastName: input.order.last_name, email: input.order.email, updatedAt: new Date() })
      .where(and(eq(orders.id, loaded.order.id), inArray(orders.status, [...TIMED_HOLDING_STATUSES]), sql`${orders.reservedUntil} > now()`))
      .returning({ id: orders.id });
    if (saved.length === 0) throw new AppError('ORDER_EXPIRED');
    if (!loaded.order.email)
      await emitWebhookEvent(ctx, tx, {
        accountId: loaded.order.accountId,
        eventId: loaded.order.eventId,
        type: 'order.created',
        orderId: loaded.order.id,
      });
    for (const entry of matched) {
      if (!entry) continue;
      await tx
        .update(attendees)
        .set({ firstName: entry.given.first_name, lastName: entry.given.last_name, email: entry.given.email, updatedAt: new Date() })
        .where(eq(attendees.id, entry.attendee.id));
    }
    await tx.delete(questionAnswers).where(eq(questionAnswers.orderId, loaded.order.id));
    const answerRows = [
      ...orderAnswers.map((a) => ({ ...a, orderId: loaded.order.id, attendeeId: null })),
      ...matched.flatMap((entry, i) =>
        entry ? attendeeAnswers[i]!.map((a) => ({ ...a, orderId: loaded.order.id, attendeeId: entry.attendee.id })) : [],
      ),
    ];
    if (answerRows.length > 0) await tx.insert(questionAnswers).values(answerRows);
    await saveBusinessDetails(tx, loaded.order.id, eventSettings, input.business);

    const [updated] = await tx.select().from(orders).where(eq(orders.id, loaded.order.id));
    if (updated!.totalGross === 0) await completeOrder(ctx, tx, updated!, { paymentProvider: null, requireLiveHold: true });
    const [final] = await tx.select().from(orders).where(eq(orders.id, loaded.order.id));
    return presentPublicOrder(await withLines(tx, final!));
  });
}
