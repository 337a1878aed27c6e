import { eq } from 'drizzle-orm';
import type { PaymentSettings, StripeConnection } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, stripeConnections } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { callStripe, stripeClient, stripeConfigured, type Stripe } from '../../platform/stripe/stripe-client.js';
import { inAccount } from '../../platform/auth/scope.js';

type ConnectionRow = typeof stripeConnections.$inferSelect;

export function presentConnection(row: ConnectionRow | undefined): StripeConnection {
  if (!row) {
    return {
      status: 'NOT_CONNECTED',
      account_id: null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      connected_at: null,
    };
  }
  return {
    status: row.chargesEnabled ? 'CONNECTED' : 'PENDING',
    account_id: row.stripeAccountId,
    charges_enabled: row.chargesEnabled,
    payouts_enabled: row.payoutsEnabled,
    details_submitted: row.detailsSubmitted,
    connected_at: row.connectedAt?.toISOString() ?? null,
  };
}

export async function connectionOf(db: Db, accountId: number): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(stripeConnections).where(inAccount(stripeConnections, accountId));
  return row;
}

/** The connected account that takes an account's card payments, or null while it cannot charge. */
export async function chargeableStripeAccount(db: Db, accountId: number): Promise<string | null> {
  const row = await connectionOf(db, accountId);
  return row?.chargesEnabled ? row.stripeAccountId : null;
}

/** Stores what Stripe says about a connected account (onboarding return, `account.updated`). */
export async function recordStripeAccount(
  db: Db,
  account: Pick<Stripe.Account, 'id' | 'charges_enabled' | 'payouts_enabled' | 'details_submitted'>,
): Promise<boolean> {
  const chargesEnabled = account.charges_enabled === true;
  const [current] = await db.select().from(stripeConnections).where(eq(stripeConnections.stripeAccountId, account.id));
  if (!current) return false;
  await db
    .update(stripeConnections)
    .set({
      chargesEnabled,
      payoutsEnabled: account.payouts_enabled === true,
      detailsSubmitted: account.details_submitted === true,
      connectedAt: chargesEnabled ? (current.connectedAt ?? new Date()) : current.connectedAt,
      updatedAt: new Date(),
    })
    .where(eq(stripeConnections.stripeAccountId, account.id));
  return true;
}

/**
 * How the account takes card payments. While onboarding is unfinished the state
 * is asked of Stripe, so the admin coming back from Stripe sees it at once.
 */
export async function paymentSettings(ctx: AppContext, accountId: number): Promise<PaymentSettings> {
  let row = await connectionOf(ctx.db, accountId);
  if (row && !row.chargesEnabled && stripeConfigured(ctx.config)) {
    const stripe = await stripeClient(ctx.config);
    const account = await callStripe(ctx.logger, 'accounts.retrieve', () => stripe.accounts.retrieve(row!.stripeAccountId)).catch(
      () => null,
    );
    if (account) {
      await recordStripeAccount(ctx.db, account);
      row = await connectionOf(ctx.db, accountId);
    }
  }
  const stripe = presentConnection(row);
  const ready = stripeConfigured(ctx.config) && stripe.charges_enabled;
  return {
    stripe_configured: stripeConfigured(ctx.config),
    test_mode: ctx.config.testPayments,
    card_payments_ready: ready && !ctx.config.testPayments,
    stripe,
  };
}

/**
 * Stripe's onboarding page for the account: creates the connected account the
 * first time, then returns a fresh single-use account link (also to finish or
 * redo onboarding later).
 */
export async function stripeConnectLink(ctx: AppContext, accountId: number): Promise<{ url: string }> {
  if (!stripeConfigured(ctx.config)) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  const stripe = await stripeClient(ctx.config);
  let row = await connectionOf(ctx.db, accountId);
  if (!row) {
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw notFound();
    const created = await callStripe(ctx.logger, 'accounts.create', () =>
      stripe.accounts.create(
        { type: 'standard', email: account.email, metadata: { stagedoor_account_id: String(accountId) } },
        { idempotencyKey: `stagedoor-connect-${accountId}-${account.createdAt.getTime()}` },
      ),
    );
    await ctx.db
      .insert(stripeConnections)
      .values({
        accountId,
        stripeAccountId: created.id,
        chargesEnabled: created.charges_enabled === true,
        payoutsEnabled: created.payouts_enabled === true,
        detailsSubmitted: created.details_submitted === true,
        connectedAt: created.charges_enabled ? new Date() : null,
      })
      .onConflictDoNothing();
    row = await connectionOf(ctx.db, accountId);
    if (!row) throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
  const page = `${ctx.config.appUrl}/account/payment`;
  const link = await callStripe(ctx.logger, 'accountLinks.create', () =>
    stripe.accountLinks.create({
      account: row!.stripeAccountId,
      type: 'account_onboarding',
      return_url: `${page}?stripe=return`,
      refresh_url: `${page}?stripe=refresh`,
    }),
  );
  return { url: link.url };
}

/** Forgets the connected account; payments already taken stay where they are. */
export async function disconnectStripe(ctx: AppContext, accountId: number): Promise<PaymentSettings> {
  await ctx.db.delete(stripeConnections).where(inAccount(stripeConnections, accountId));
  return paymentSettings(ctx, accountId);
}
