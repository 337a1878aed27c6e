import { useState } from 'react';
import { Alert, Radio, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isOfflineMethod, type PaymentMethod } from '@stagedoor/contracts';
import { useNavigate } from '../../../../platform/routing';
import { errorMessage } from '../../../../platform/api/error-message';
import { IconAlert } from '../../../../platform/ui/icons';
import { ThemedButton } from '../../shared/ThemedButton';
import { chooseOfflinePayment } from '../../api';
import { checkoutPath, handleOrderStateError, useCheckout } from '../checkout-context';
import { paymentMethodLabel } from '../offline/offline-order';

/** The buyer picks one of the event's payment methods; a card goes on to the card form, an offline one places the order. */
export function MethodChoice({ methods, onCard }: { methods: PaymentMethod[]; onCard(): void }) {
  const { t } = useLingui();
  const context = useCheckout();
  const { eventId, order } = context;
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>(methods[0] ?? 'CARD');
  const offline = useMutation({
    mutationFn: (chosen: PaymentMethod) => chooseOfflinePayment(eventId, order.short_id, chosen as 'BANK_TRANSFER' | 'PAY_AT_DOOR'),
    onSuccess: async (placed) => void (await navigate(checkoutPath(eventId, placed.short_id, 'summary'))),
    onError: (error) => void handleOrderStateError(context, error),
  });
  const next = () => (isOfflineMethod(method) ? offline.mutate(method) : onCard());

  return (
    <Stack gap="md">
      {offline.isError && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {errorMessage(offline.error)}
        </Alert>
      )}
      <Radio.Group label={t`How would you like to pay?`} value={method} onChange={(value) => setMethod(value as PaymentMethod)}>
        <Stack gap="xs" mt="xs">
          {methods.map((entry) => (
            <Radio key={entry} value={entry} label={paymentMethodLabel(entry)} />
          ))}
        </Stack>
      </Radio.Group>
      <ThemedButton size="lg" onClick={next} loading={offline.isPending} style={{ alignSelf: 'flex-start' }}>
        {isOfflineMethod(method) ? <Trans>Place order</Trans> : <Trans>Continue to payment</Trans>}
      </ThemedButton>
    </Stack>
  );
}
