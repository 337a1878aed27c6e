import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../../platform/session/session';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { paymentSettingsQuery } from './api';
import { PaymentNotices } from './PaymentNotices';
import { StripeConnectionCard } from './StripeConnectionCard';
import { useStripeComeback } from './use-stripe-comeback';

function RenewingLink() {
  return (
    <Center mih={200} role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>
          <Trans>The Stripe link has expired. Opening a new one…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/** `/account/payment` (administrators): connecting the account's Stripe account for card payments. */
export function PaymentSettingsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const settings = useQuery(paymentSettingsQuery(user.account_id));
  const { renewingLink } = useStripeComeback(user.account_id);
  return (
    <>
      <PageHeader title={t`Payment`} description={t`How buyers pay for tickets, and where the money goes.`} />
      {renewingLink ? (
        <RenewingLink />
      ) : (
        <QueryState query={settings}>
          {(data) => (
            <Stack gap="lg" maw={820}>
              <PaymentNotices settings={data} />
              <StripeConnectionCard accountId={user.account_id} settings={data} />
            </Stack>
          )}
        </QueryState>
      )}
    </>
  );
}
