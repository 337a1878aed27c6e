import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ExportFormatName } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { affiliates, attendees, orderItems, orders, questionAnswers, questions } from '../../platform/db/schema.js';
import { keysetPages, sendExport, type ExportColumn } from '../../platform/exports/index.js';
import type { OrderRow } from '../checkout/load-order.js';
import { loadEvent } from '../events/load-event.js';
import { settingsOf } from '../events/present-event.js';
import { planOrderQuery } from './order-query.js';
import { remainingOf } from './order-rules.js';

interface ExportRow {
  order: OrderRow;
  items: string;
  attendeeNames: string;
  attendeesCount: number;
  affiliateCode: string | null;
  /** Answer text per question id; attendee answers of several attendees joined. */
  answers: Map<number, string>;
}

const answerText = (answer: string | string[]) => (Array.isArray(answer) ? answer.join(', ') : answer);

/**
 * POST orders/export: the orders the list would show for the same query, newest
 * first, read in keyset batches and streamed as they are read.
 */
export async function exportOrders(
  ctx: AppContext,
  reply: FastifyReply,
  options: { accountId: number; eventId: number; format: ExportFormatName; query: Record<string, unknown> },
): Promise<FastifyReply> {
  const event = await loadEvent(ctx.db, options.accountId, options.eventId);
  const { where } = planOrderQuery(options.accountId, options.eventId, options.query);
  const [total] = await ctx.db.select({ value: count() }).from(orders).where(where);
  const showHidden = settingsOf(event).show_hidden_questions;
  const asked = (await ctx.db.select().from(questions).where(eq(questions.eventId, event.id)).orderBy(asc(questions.sortOrder), asc(questions.id))).filter(
    (question) => showHidden || !question.isHidden,
  );
  // Order questions first, then attendee questions, as on the order page.
  asked.sort((a, b) => (a.belongsTo === b.belongsTo ? 0 : a.belongsTo === 'ORDER' ? -1 : 1));

  const rows = keysetPages<ExportRow>(
    async (afterId, limit) => {
      const batch = await ctx.db
        .select()
        .from(orders)
        .where(and(where, afterId === null ? undefined : lt(orders.id, afterId)))
        .orderBy(desc(orders.id))
        .limit(limit);
      const ids = batch.map((order) => order.id);
      if (ids.length === 0) return [];
      const items = await ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
      const people = await ctx.db
        .select({ orderId: attendees.orderId, firstName: attendees.firstName, lastName: attendees.lastName })
        .from(attendees)
        .where(inArray(attendees.orderId, ids))
        .orderBy(asc(attendees.id));
      const affiliateIds = [...new Set(batch.flatMap((order) => (order.affiliateId ? [order.affiliateId] : [])))];
      const credited = affiliateIds.length
        ? await ctx.db.select({ id: affiliates.id, code: affiliates.code }).from(affiliates).where(inArray(affiliates.id, affiliateIds))
        : [];
      const answers = asked.length
        ? await ctx.db
            .select({ orderId: questionAnswers.orderId, questionId: questionAnswers.questionId, answer: questionAnswers.answer })
            .from(questionAnswers)
            .where(inArray(questionAnswers.orderId, ids))
            .orderBy(asc(questionAnswers.id))
        : [];
      return batch.map((order) => {
        const own = people.filter((person) => person.orderId === order.id);
        const byQuestion = new Map<number, string>();
        for (const answer of answers) {
          if (answer.orderId !== order.id) continue;
          const text = answerText(answer.answer);
          const known = byQuestion.get(answer.questionId);
          byQuestion.set(answer.questionId, known ? `${known} | ${text}` : text);
        }
        return {
          order,
          items: items
            .filter((item) => item.orderId === order.id)
            .map((item) => `${item.quantity} × ${item.ticketTitle}${item.priceLabel ? ` (${item.priceLabel})` : ''}`)
            .join('; '),
          attendeeNames: own.map((person) => `${person.firstName} ${person.lastName}`.trim()).join('; '),
          attendeesCount: own.length,
          affiliateCode: credited.find((affiliate) => affiliate.id === order.affiliateId)?.code ?? null,
          answers: byQuestion,
        };
      });
    },
    (row) => row.order.id,
  );

  // Money in minor units, like every amount of the API.
  const columns: ExportColumn<ExportRow>[] = [
    { header: 'ID', value: (r) => r.order.id },
    { header: 'Reference', value: (r) => r.order.publicReference },
    { header: 'Short ID', value: (r) => r.order.shortId },
    { header: 'Status', value: (r) => r.order.status },
    { header: 'Payment status', value: (r) => r.order.paymentStatus },
    { header: 'Payment provider', value: (r) => r.order.paymentProvider },
    { header: 'First name', value: (r) => r.order.firstName },
    { header: 'Last name', value: (r) => r.order.lastName },
    { header: 'Email', value: (r) => r.order.email },
    { header: 'Language', value: (r) => r.order.locale },
    { header: 'Items', value: (r) => r.items },
    { header: 'Attendees', value: (r) => r.attendeeNames },
    { header: 'Attendees count', value: (r) => r.attendeesCount },
    { header: 'Promo code', value: (r) => r.order.promoCode },
    { header: 'Affiliate', value: (r) => r.affiliateCode },
    { header: 'Currency', value: (r) => r.order.currency },
    { header: 'Total before additions', value: (r) => r.order.totalBeforeAdditions },
    { header: 'Total fee', value: (r) => r.order.totalFee },
    { header: 'Total tax', value: (r) => r.order.totalTax },
    { header: 'Total gross', value: (r) => r.order.totalGross },
    { header: 'Total refunded', value: (r) => r.order.totalRefunded },
    { header: 'Total remaining', value: (r) => remainingOf(r.order) },
    { header: 'Manually created', value: (r) => r.order.isManuallyCreated },
    { header: 'Test', value: (r) => r.order.isTest },
    { header: 'Created at', value: (r) => r.order.createdAt },
    { header: 'Completed at', value: (r) => r.order.completedAt },
    ...asked.map((question): ExportColumn<ExportRow> => ({ header: question.title, value: (r) => r.answers.get(question.id) ?? null })),
  ];
  return sendExport(reply, { format: options.format, filename: `orders-${event.id}`, total: total?.value ?? 0, columns, rows });
}
