import { z } from 'zod';

/** Where an account's Stripe connection stands. */
export const STRIPE_CONNECT_STATUSES = ['NOT_CONNECTED', 'PENDING', 'CONNECTED'] as const;
export type StripeConnectStatus = (typeof STRIPE_CONNECT_STATUSES)[number];

export const stripeConnectionSchema = z.object({
  status: z.enum(STRIPE_CONNECT_STATUSES),
  account_id: z.string().nullable(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  connected_at: z.string().nullable(),
});
export type StripeConnection = z.infer<typeof stripeConnectionSchema>;

/**
 * GET /accounts/{account_id}/payment-settings: how the account takes card payments.
 * `stripe_configured` says whether the server has Stripe keys; `test_mode` whether
 * buyers pay with the built-in test provider; `card_payments_ready` whether real
 * card payments can be taken now.
 */
export const paymentSettingsSchema = z.object({
  stripe_configured: z.boolean(),
  test_mode: z.boolean(),
  card_payments_ready: z.boolean(),
  stripe: stripeConnectionSchema,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** POST /accounts/{account_id}/stripe/connect: Stripe's onboarding page to send the admin to. */
export const stripeConnectLinkSchema = z.object({ url: z.string() });
export type StripeConnectLink = z.infer<typeof stripeConnectLinkSchema>;
