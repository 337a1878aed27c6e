import { useEffect } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '../../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicOrder } from '@stagedoor/contracts';
import { isApiError } from '../../../../platform/api/api-error';
import { IconAlert, IconCheck } from '../../../../platform/ui/icons';
import { PageTitle } from '../../../../platform/ui/PageTitle';
import { isExpired } from '../../shared/statuses';
import { ThemedButton } from '../../shared/ThemedButton';
import { refreshPayment } from '../../api';
import { checkoutPath, handleOrderStateError, useCheckout } from '../checkout-context';

const POLL_MS = 2_000;

type Outcome = 'processing' | 'succeeded' | 'failed' | 'expired' | 'refunded';

/**
 * Each call asks the provider for the payment's state and stores the answer as the
 * checkout's order, so the outcome does not wait for the provider's webhook.
 */
function paymentRefreshQuery(eventId: string, shortId: string) {
  return queryOptions({
    queryKey: ['public', 'payment-refresh', eventId, shortId],
    queryFn: () => refreshPayment(eventId, shortId),
    staleTime: 0,
    gcTime: 0,
  });
}

interface RefreshState {
  status: 'pending' | 'error' | 'success';
  error: unknown;
}

/**
 * Until the provider has been asked on this visit, the stored order says little: an
 * earlier attempt's failure, or a hold whose time ran out while the buyer confirmed
 * (a payment that went through still completes it). Stripe's own verdict in the
 * return address (`redirect_status=failed`) counts once the order is not processing.
 */
function outcomeOf(order: PublicOrder, refresh: RefreshState, redirectFailed: boolean): Outcome {
  if (order.status === 'COMPLETED') return 'succeeded';
  // Paid after the tickets were gone: the payment goes back (docs/payments.md).
  if (!order.completed_at && (order.status === 'REFUND_PENDING' || order.status === 'REFUNDED' || order.status === 'REFUND_FAILED'))
    return 'refunded';
  if (refresh.status === 'pending') return 'processing';
  if (isExpired(order) || (isApiError(refresh.error) && refresh.error.code === 'ORDER_EXPIRED')) return 'expired';
  if (order.status === 'PAYMENT_FAILED' || order.payment_status === 'FAILED' || order.status === 'CANCELLED') return 'failed';
  if (redirectFailed && order.status !== 'PROCESSING') return 'failed';
  return 'processing';
}

/** /checkout/:eventId/:orderShortId/payment_return: where a payment provider sends the buyer back; follows the order until it is settled. */
export function PaymentReturnPage() {
  const { t } = useLingui();
  const context = useCheckout();
  const { eventId, order } = context;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectFailed = searchParams.get('redirect_status') === 'failed';
  const refresh = useQuery({
    ...paymentRefreshQuery(eventId, order.short_id),
    refetchInterval: (query) => (outcomeOf(order, query.state, redirectFailed) === 'processing' ? POLL_MS : false),
  });
  const refreshError = refresh.error;
  const outcome = outcomeOf(order, refresh, redirectFailed);

  useEffect(() => {
    if (refreshError) handleOrderStateError(context, refreshError);
  }, [refreshError, context]);

  useEffect(() => {
    if (outcome === 'succeeded') void navigate(checkoutPath(eventId, order.short_id, 'summary'), { replace: true });
  }, [outcome, eventId, order.short_id, navigate]);

  const title =
    outcome === 'succeeded'
      ? t`Payment successful`
      : outcome === 'failed'
        ? t`Payment not successful`
        : outcome === 'expired'
          ? t`Sorry, your order has expired. Please start a new order.`
          : outcome === 'refunded'
            ? t`Your payment is being refunded`
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
          {outcome === 'refunded' && (
            <Text maw={520}>
              <Trans>
                Your payment arrived after your reservation had ended, and the tickets were no longer available. The full amount goes back
                to your card, and we have sent you an email about it.
              </Trans>
            </Text>
          )}
        </Stack>
      </div>
      {outcome === 'failed' && (
        <ThemedButton component={Link} to={checkoutPath(eventId, order.short_id, 'payment')}>
          <Trans>Try again</Trans>
        </ThemedButton>
      )}
    </Stack>
  );
}
