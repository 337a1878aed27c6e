import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { promoCodeBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { requireEventTickets } from '../tickets/event-tickets.js';
import { inAccount } from '../../platform/auth/scope.js';
import { promoCodes } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';
import { eventCodes } from '../events/event-codes.js';

export type PromoCodeInput = z.output<typeof promoCodeBodySchema>;

function columns(input: PromoCodeInput) {
  const discount =
    input.discount_type === 'PERCENTAGE' ? Math.round(input.discount * 1000) : input.discount_type === 'FIXED' ? input.discount : 0;
  return {
    code: input.code,
    discountType: input.discount_type,
    discount,
    applicableTicketIds: [...new Set(input.applicable_ticket_ids)],
    expiryDate: input.expiry_date ? new Date(input.expiry_date) : null,
    maxAllowedUsages: input.max_allowed_usages,
    updatedAt: new Date(),
  };
}

const codes = eventCodes(
  { table: promoCodes, id: promoCodes.id, eventId: promoCodes.eventId, code: promoCodes.code },
  'validation.promo_code_taken',
);

export async function createPromoCode(ctx: AppContext, accountId: number, eventId: number, input: PromoCodeInput): Promise<number> {
  return codes.settlingRaces(() =>
    ctx.db.transaction(async (tx) => {
      await loadEvent(tx, accountId, eventId);
      await requireEventTickets(tx, eventId, input.applicable_ticket_ids, 'applicable_ticket_ids');
      await codes.checkFree(tx, eventId, input.code);
      const [row] = await tx
        .insert(promoCodes)
        .values({ accountId, eventId, ...columns(input) })
        .returning({ id: promoCodes.id });
      return row!.id;
    }),
  );
}

/** Orders already placed keep the discount they got; the change applies to new orders. */
export async function updatePromoCode(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  id: number,
  input: PromoCodeInput,
): Promise<void> {
  await codes.settlingRaces(() =>
    ctx.db.transaction(async (tx) => {
      await loadEvent(tx, accountId, eventId);
      const [current] = await tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(inAccount(promoCodes, accountId, eq(promoCodes.eventId, eventId), eq(promoCodes.id, id)))
        .for('update');
      if (!current) throw notFound();
      await requireEventTickets(tx, eventId, input.applicable_ticket_ids, 'applicable_ticket_ids');
      await codes.checkFree(tx, eventId, input.code, id);
      await tx.update(promoCodes).set(columns(input)).where(eq(promoCodes.id, id));
    }),
  );
}

/** Orders placed with the code keep its text (`orders.promo_code`); their link to it is cleared. */
export async function deletePromoCode(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<void> {
  await loadEvent(ctx.db, accountId, eventId);
  const deleted = await ctx.db
    .delete(promoCodes)
    .where(inAccount(promoCodes, accountId, eq(promoCodes.eventId, eventId), eq(promoCodes.id, id)))
    .returning({ id: promoCodes.id });
  if (deleted.length === 0) throw notFound();
}
