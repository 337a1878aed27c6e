import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { affiliateBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { affiliates } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';
import { eventCodes } from '../events/event-codes.js';
import type { AffiliateScope } from './list-affiliates.js';

export type AffiliateInput = z.output<typeof affiliateBodySchema>;

const columns = (input: AffiliateInput) => ({
  name: input.name,
  code: input.code,
  email: input.email ?? null,
  status: input.status,
  updatedAt: new Date(),
});

const codes = eventCodes(
  { table: affiliates, id: affiliates.id, eventId: affiliates.eventId, code: affiliates.code },
  'validation.affiliate_code_taken',
);

export async function createAffiliate(ctx: AppContext, options: AffiliateScope & { input: AffiliateInput }): Promise<number> {
  return codes.settlingRaces(() =>
    ctx.db.transaction(async (tx) => {
      await loadEvent(tx, options.accountId, options.eventId);
      await codes.checkFree(tx, options.eventId, options.input.code);
      const [row] = await tx
        .insert(affiliates)
        .values({ accountId: options.accountId, eventId: options.eventId, ...columns(options.input) })
        .returning({ id: affiliates.id });
      return row!.id;
    }),
  );
}

/**
 * Orders already credited stay credited when the code changes: the link is the
 * affiliate, not the text. INACTIVE stops crediting new orders only.
 */
export async function updateAffiliate(
  ctx: AppContext,
  options: AffiliateScope & { affiliateId: number; input: AffiliateInput },
): Promise<void> {
  await codes.settlingRaces(() =>
    ctx.db.transaction(async (tx) => {
      await codes.checkFree(tx, options.eventId, options.input.code, options.affiliateId);
      const updated = await tx
        .update(affiliates)
        .set(columns(options.input))
        .where(inAccount(affiliates, options.accountId, eq(affiliates.eventId, options.eventId), eq(affiliates.id, options.affiliateId)))
        .returning({ id: affiliates.id });
      if (updated.length === 0) throw notFound();
    }),
  );
}

/**
 * Its orders stay, uncredited (orders.affiliate_id is set to null by the foreign
 * key), so its figures go with it; deactivating keeps them.
 */
export async function deleteAffiliate(ctx: AppContext, options: AffiliateScope & { affiliateId: number }): Promise<void> {
  const deleted = await ctx.db
    .delete(affiliates)
    .where(inAccount(affiliates, options.accountId, eq(affiliates.eventId, options.eventId), eq(affiliates.id, options.affiliateId)))
    .returning({ id: affiliates.id });
  if (deleted.length === 0) throw notFound();
}
