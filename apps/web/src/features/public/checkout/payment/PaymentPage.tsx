import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '../../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../../../platform/api/error-message';
import { IconAlert } from '../../../../platform/ui/icons';
import { PageLoader } from '../../../../platform/ui/PageLoader';
import { PageTitle } from '../../../../platform/ui/PageTitle';
import { startPayment } from '../../api';
import { checkoutPath, handleOrderStateError, useCheckout } from '../checkout-context';
import { StripePayment } from './StripePayment';
import { TestCardForm } from './TestCardForm';
import { MethodChoice } from './MethodChoice';
import { isAwaitingOffline } from '../offline/offline-order';

/** Starting a payment is a POST; as a query it runs once per visit, even when React mounts the page twice. */
function paymentStartQuery(eventId: string, shortId: string) {
  return queryOptions({
    queryKey: ['public', 'payment-start', eventId, shortId],
    queryFn: () => startPayment(eventId, shortId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** /checkout/:eventId/:orderShortId/payment: pays with the event's provider. */
export function PaymentPage() {
  const { t } = useLingui();
  const context = useCheckout();
  const { eventId, order, event } = context;
  const needsDetails = !order.email;
  // API.md "Money": the event's methods; with only cards, the card payment starts at once as it always did.
  const methods = event?.settings.payment_methods.map((entry) => entry.method) ?? ['CARD'];
  const [cardChosen, setCardChosen] = useState(methods.length === 1 && methods[0] === 'CARD');
  const start = useQuery({
    ...paymentStartQuery(eventId, order.short_id),
    enabled: !needsDetails && order.total_gross > 0 && cardChosen && !isAwaitingOffline(order),
  });

  useEffect(() => {
    if (start.isError) handleOrderStateError(context, start.error);
  }, [start.isError, start.error, context]);

  if (needsDetails || order.total_gross === 0) return <Navigate to={checkoutPath(eventId, order.short_id, 'details')} replace />;
  if (isAwaitingOffline(order)) return <Navigate to={checkoutPath(eventId, order.short_id, 'summary')} replace />;

  return (
    <Stack gap="lg">
      <PageTitle title={t`Payment`} />
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <Trans>Payment</Trans>
        </Title>
        {/* The details step shows again what the buyer typed (details-form.ts). */}
        <Button component={Link} to={checkoutPath(eventId, order.short_id, 'details')} variant="subtle" size="compact-sm">
          <Trans>Edit details</Trans>
        </Button>
      </Group>
      {!cardChosen && <MethodChoice methods={methods} onCard={() => setCardChosen(true)} />}
      {cardChosen && start.isPending && <PageLoader minHeight={160} />}
      {start.isError && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      {start.data?.provider === 'test' && <TestCardForm />}
      {start.data?.provider === 'stripe' && <StripePayment start={start.data} />}
    </Stack>
  );
}
