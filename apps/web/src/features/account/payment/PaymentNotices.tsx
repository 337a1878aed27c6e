import { Alert, Code, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentSettings } from '@stagedoor/contracts';
import { IconAlert, IconServer } from '../../../platform/ui/icons';

/** What stands between the account and real card payments: missing server keys, test mode, no usable Stripe account. */
export function PaymentNotices({ settings }: { settings: PaymentSettings }) {
  const { t } = useLingui();
  const blocked = settings.stripe_configured && !settings.test_mode && !settings.card_payments_ready;
  return (
    <>
      {!settings.stripe_configured && (
        <Alert color="orange" variant="light" icon={<IconServer />} role="note" title={t`Stripe is not set up on this server`}>
          <Trans>
            To take card payments, whoever runs this Stagedoor server must set <Code>STRIPE_SECRET_KEY</Code>,{' '}
            <Code>STRIPE_PUBLISHABLE_KEY</Code> and <Code>STRIPE_WEBHOOK_SECRET</Code> and restart it. Until then, no Stripe account can be
            connected.
          </Trans>
        </Alert>
      )}
      {settings.test_mode && (
        <Alert color="blue" variant="light" icon={<IconAlert />} role="note" title={t`Test mode`}>
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                Buyers pay with the built-in test provider: the card 4242 4242 4242 4242 pays and 4000 0000 0000 0002 is declined. No money
                is moved, every public page says so, and these orders are marked as test orders.
              </Trans>
            </Text>
            <Text size="sm">
              {settings.stripe_configured ? (
                <Trans>
                  Test mode stays on while the server setting <Code>ENABLE_TEST_PAYMENTS</Code> is on, even with a connected Stripe account.
                </Trans>
              ) : (
                <Trans>Real card payments need the server's Stripe keys and a connected Stripe account.</Trans>
              )}
            </Text>
          </Stack>
        </Alert>
      )}
      {blocked && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="note" title={t`Buyers cannot pay yet`}>
          <Trans>Paid tickets cannot be bought until a Stripe account is connected and able to accept charges.</Trans>
        </Alert>
      )}
    </>
  );
}
