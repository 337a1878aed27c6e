import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentSettings, StripeConnection, StripeConnectStatus } from '@stagedoor/contracts';
import { confirmAction } from '../../../platform/ui/confirm';
import { Detail } from '../../../platform/ui/Detail';
import { IconCreditCard, IconExternalLink } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { createStripeConnectLink, disconnectStripe } from './api';

const STATUS_COLORS: Record<StripeConnectStatus, string> = { NOT_CONNECTED: 'gray', PENDING: 'orange', CONNECTED: 'teal' };

/** Onboarding is unfinished while Stripe still lacks details or does not accept charges. */
function needsOnboarding(stripe: StripeConnection): boolean {
  return stripe.status === 'PENDING' || !stripe.details_submitted || !stripe.charges_enabled;
}

function ConnectionBadges({ stripe }: { stripe: StripeConnection }) {
  const { t } = useLingui();
  const status: Record<StripeConnectStatus, string> = {
    NOT_CONNECTED: t`Not connected`,
    PENDING: t`Onboarding pending`,
    CONNECTED: t`Connected`,
  };
  return (
    <Group gap={6}>
      <Badge variant="light" color={STATUS_COLORS[stripe.status]}>
        {status[stripe.status]}
      </Badge>
      {stripe.account_id && (
        <>
          <Badge variant="light" color={stripe.charges_enabled ? 'teal' : 'orange'}>
            {stripe.charges_enabled ? t`Charges enabled` : t`Charges not enabled`}
          </Badge>
          <Badge variant="light" color={stripe.payouts_enabled ? 'teal' : 'orange'}>
            {stripe.payouts_enabled ? t`Payouts enabled` : t`Payouts not enabled`}
          </Badge>
        </>
      )}
    </Group>
  );
}

function ConnectionDescription({ stripe }: { stripe: StripeConnection }) {
  const { t } = useLingui();
  if (!stripe.account_id || stripe.status === 'NOT_CONNECTED') {
    return t`Connect a Stripe account to take card payments. Stripe asks for your business and bank details, and the money from ticket sales goes to that account.`;
  }
  if (stripe.status === 'PENDING') {
    return t`Stripe needs more information before this account can take payments. Continue the onboarding on Stripe to finish it.`;
  }
  if (!stripe.charges_enabled) {
    return t`Stripe does not accept charges for this account at the moment. Continue the onboarding on Stripe to see what is missing.`;
  }
  return (
    <>
      {t`Buyers pay by card, and the money from ticket sales goes to this Stripe account.`}
      {!stripe.payouts_enabled && ` ${t`Stripe is not paying out to your bank account yet; check the account in your Stripe dashboard.`}`}
    </>
  );
}

/** The account's Stripe connection: where it stands, and connecting, finishing, redoing or ending it (administrators). */
export function StripeConnectionCard({ accountId, settings }: { accountId: number; settings: PaymentSettings }) {
  const { t, i18n } = useLingui();
  const { stripe } = settings;
  const connected = stripe.account_id !== null && stripe.status !== 'NOT_CONNECTED';

  const connect = useMutation({
    mutationFn: () => createStripeConnectLink(accountId),
    onSuccess: (url) => window.location.assign(url),
    onError: notifyError,
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectStripe(accountId),
    onSuccess: () => notifySuccess(t`The Stripe account was disconnected.`),
    onError: notifyError,
  });

  const confirmDisconnect = () =>
    confirmAction({
      title: t`Disconnect Stripe?`,
      message: t`Card payments stop until a Stripe account is connected again. The Stripe account itself and its payments are not deleted.`,
      confirmLabel: t`Disconnect`,
      danger: true,
      onConfirm: () => disconnect.mutate(),
    });

  const connectLabel = !connected ? t`Connect Stripe` : needsOnboarding(stripe) ? t`Continue onboarding` : t`Reconnect`;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="stripe-connection-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconCreditCard size={24} />
            <Title order={2} size="h4" id="stripe-connection-title">
              Stripe
            </Title>
          </Group>
          <ConnectionBadges stripe={stripe} />
        </Group>
        <Text>
          <ConnectionDescription stripe={stripe} />
        </Text>
        {connected && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Detail label={t`Connected account`}>
              <Code>{stripe.account_id}</Code>
            </Detail>
            {stripe.connected_at && (
              <Detail label={t`Connected on`}>{i18n.date(stripe.connected_at, { dateStyle: 'medium', timeStyle: 'short' })}</Detail>
            )}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <Button
            variant={connected && !needsOnboarding(stripe) ? 'default' : 'filled'}
            leftSection={<IconExternalLink />}
            disabled={!settings.stripe_configured || disconnect.isPending}
            loading={connect.isPending || connect.isSuccess}
            onClick={() => connect.mutate()}
          >
            {connectLabel}
          </Button>
          {connected && (
            <Button variant="subtle" color="red" loading={disconnect.isPending} disabled={connect.isPending} onClick={confirmDisconnect}>
              <Trans>Disconnect</Trans>
            </Button>
          )}
        </Group>
        {settings.stripe_configured && (
          <Text size="sm" c="dimmed">
            <Trans>Stripe opens in this window and brings you back here when you are done.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
