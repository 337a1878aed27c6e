import { asc, eq } from 'drizzle-orm';
import type { OrderAnswer, OrderDetails, OrderHistoryEntry } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { auditTrail } from '../../platform/audit/audit.js';
import { affiliates, orderRefunds, questionAnswers, questions } from '../../platform/db/schema.js';
import { withLines } from '../checkout/load-order.js';
import { loadEvent } from '../events/load-event.js';
import { settingsOf } from '../events/present-event.js';
import { loadManagedOrder } from '../checkout/load-managed-order.js';
import { canCancel, canMarkPaid, canRefund, remainingOf } from '../checkout/order-rules.js';
import { presentManagedAttendee, presentManagedOrder } from './present-managed-order.js';

/** Everything the back office shows about one order. */
export async function getOrderDetails(
  ctx: AppContext,
  scope: { accountId: number; eventId: number; orderId: number },
): Promise<OrderDetails> {
  const event = await loadEvent(ctx.db, scope.accountId, scope.eventId);
  const order = await loadManagedOrder(ctx.db, scope);
  const loaded = await withLines(ctx.db, order);
  const showHidden = settingsOf(event).show_hidden_questions;
  const answerRows = await ctx.db
    .select({
      attendeeId: questionAnswers.attendeeId,
      answer: questionAnswers.answer,
      questionId: questions.id,
      title: questions.title,
      isHidden: questions.isHidden,
    })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(eq(questionAnswers.orderId, order.id))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  const answers = answerRows
    .filter((row) => showHidden || !row.isHidden)
    .map((row) => ({
      attendeeId: row.attendeeId,
      answer: { question_id: row.questionId, title: row.title, is_hidden: row.isHidden, answer: row.answer } satisfies OrderAnswer,
    }));
  const refunds = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.id));
  const [affiliate] = order.affiliateId
    ? await ctx.db
        .select({ id: affiliates.id, name: affiliates.name, code: affiliates.code })
        .from(affiliates)
        .where(eq(affiliates.id, order.affiliateId))
    : [];
  const trail = await auditTrail(ctx.db, scope.accountId, { type: 'ORDER', id: order.id });
  const history: OrderHistoryEntry[] = trail.map((entry) => ({
    id: entry.id,
    action: entry.action,
    actor: entry.actor,
    data: entry.data,
    created_at: entry.createdAt.toISOString(),
  }));
  // Orders are created by the buyer's reservation, which writes no entry of its own.
  if (!history.some((entry) => entry.action === 'CREATED')) {
    history.unshift({ id: 0, action: 'CREATED', actor: null, data: {}, created_at: order.createdAt.toISOString() });
  }
  const base = presentManagedOrder(loaded);
  return {
    ...base,
    attendees: loaded.attendees.map((attendee) => ({
      ...presentManagedAttendee(attendee, loaded.items, loaded.dates),
      answers: answers.filter((row) => row.attendeeId === attendee.id).map((row) => row.answer),
    })),
    answers: answers.filter((row) => row.attendeeId === null).map((row) => row.answer),
    affiliate: affiliate ?? null,
    totals: {
      gross: order.totalGross,
      fee: order.totalFee,
      tax: order.totalTax,
      refunded: order.totalRefunded,
      remaining: remainingOf(order),
    },
    payments:
      order.paymentProvider || order.totalGross > 0
        ? [
            {
              provider: order.paymentProvider,
              status: order.paymentStatus,
              amount: order.totalGross,
              provider_payment_id: order.paymentIntentId,
              provider_account_id: order.paymentAccountId,
            },
          ]
        : [],
    refunds: refunds.map((refund) => ({
      id: refund.id,
      provider: refund.provider,
      provider_refund_id: refund.providerRefundId,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      failure_reason: refund.failureReason,
      created_at: refund.createdAt.toISOString(),
    })),
    history,
    can_refund: canRefund(order) && !refunds.some((refund) => refund.status === 'PENDING'),
    can_cancel: canCancel(order),
    can_mark_paid: canMarkPaid(order),
  };
}
