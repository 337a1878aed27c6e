import { t } from '@lingui/core/macro';
import type { PaymentSettings } from '@stagedoor/contracts';

/** Real card payments can be taken: Stripe accepts charges and the built-in test provider is off. */
export function cardPaymentsLive(settings: PaymentSettings): boolean {
  return settings.card_payments_ready && !settings.test_mode;
}

/** What the "connect payments" step says about the account's payment settings, and what its button leads to. */
export function paymentsStep(settings: PaymentSettings): { description: string; action: string } {
  const settingsAction = t`Open payment settings`;
  if (cardPaymentsLive(settings)) {
    return { description: t`Card payments go to your connected Stripe account.`, action: settingsAction };
  }
  if (!settings.stripe_configured) {
    return {
      description: t`Payments run in test mode: buyers can only pay with test cards. Connecting Stripe needs the server's Stripe keys first.`,
      action: settingsAction,
    };
  }
  if (settings.stripe.charges_enabled) {
    return {
      description: t`Stripe is ready, but payments still run in test mode because the server's test payments setting is on.`,
      action: settingsAction,
    };
  }
  if (settings.stripe.status === 'NOT_CONNECTED') {
    return {
      description: settings.test_mode
        ? t`Payments run in test mode: buyers can only pay with test cards until Stripe is connected.`
        : t`Buyers cannot pay for tickets until a Stripe account is connected.`,
      action: t`Connect Stripe`,
    };
  }
  return {
    description: t`Stripe onboarding is not finished yet, so card payments cannot be taken.`,
    action: t`Continue onboarding`,
  };
}
