import { useEffect } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicOrder } from '@stagedoor/contracts';
import { IconAlert, IconCheck } from '../../../../platform/ui/icons';
import { PageTitle } from '../../../../platform/ui/PageTitle';
import { isExpired } from '../../shared/statuses';
import { ThemedButton } from '../../shared/ThemedButton';
import { publicOrderQuery } from '../../api';
import { checkoutPath, useCheckout } from '../checkout-context';

const POLL_MS = 2_000;

type Outcome = 'processing' | 'succeeded' | 'failed' | 'expired';

function outcomeOf(order: PublicOrder): Outcome {
  if (order.status === 'COMPLETED') return 'succeeded';
  if (isExpired(order)) return 'expired';
  if (order.status === 'PAYMENT_FAILED' || order.payment_status === 'FAILED' || order.status === 'CANCELLED') return 'failed';
  return 'processing';
}

/** /checkout/:eventId/:orderShortId/payment_return: where a payment provider sends the buyer back; follows the order until it is settled. */
export function PaymentReturnPage() {
  const { t } = useLingui();
  const { eventId, order: initial } = useCheckout();
  const navigate = useNavigate();
  const order = useQuery({
    ...publicOrderQuery(eventId, initial.short_id),
    initialData: initial,
    refetchInterval: (query) => (query.state.data && outcomeOf(query.state.data) === 'processing' ? POLL_MS : false),
  });
  const current = order.data ?? initial;
  const outcome = outcomeOf(current);

  useEffect(() => {
    if (outcome === 'succeeded') void navigate(checkoutPath(eventId, current.short_id, 'summary'), { replace: true });
  }, [outcome, eventId, current.short_id, navigate]);

  const title =
    outcome === 'succeeded'
      ? t`Payment successful`
      : outcome === 'failed'
        ? t`Payment not successful`
        : outcome === 'expired'
          ? t`Sorry, your order has expired. Please start a new order.`
          : t`Processing your payment`;

  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <PageTitle title={title} />
      <div role="status" aria-live="polite">
        <Stack align="center" gap="md">
          {outcome === 'processing' ? <Loader /> : outcome === 'succeeded' ? <IconCheck size={40} /> : <IconAlert size={40} />}
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {outcome === 'processing' && (
            <Text>
              <Trans>This usually takes a few seconds. Please keep this page open.</Trans>
            </Text>
          )}
        </Stack>
      </div>
      {outcome === 'failed' && !isExpired(current) && (
        <ThemedButton component={Link} to={checkoutPath(eventId, current.short_id, 'payment')}>
          <Trans>Try again</Trans>
        </ThemedButton>
      )}
    </Stack>
  );
}
