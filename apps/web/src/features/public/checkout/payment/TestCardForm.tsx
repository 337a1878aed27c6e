import { useState, type FormEvent } from 'react';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../../platform/api/api-error';
import { errorMessage } from '../../../../platform/api/error-message';
import { IconAlert, IconLock } from '../../../../platform/ui/icons';
import { useFormat } from '../../shared/format';
import { useIdempotencyKey } from '../../shared/idempotency';
import { ThemedButton } from '../../shared/ThemedButton';
import { payWithTestCard } from '../../api';
import { checkoutPath, handleOrderStateError, useCheckout } from '../checkout-context';

/** Groups of four digits as the buyer types: "4242 4242 4242 4242". */
function spaced(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The built-in test provider's card form (API.md): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export function TestCardForm() {
  const { t } = useLingui();
  const context = useCheckout();
  const { order, eventId } = context;
  const navigate = useNavigate();
  const { money } = useFormat();
  const idempotency = useIdempotencyKey();
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const total = money(order.total_gross, order.currency);

  const mutation = useMutation({
    mutationFn: (cardNumber: string) => payWithTestCard(eventId, order.short_id, cardNumber, idempotency.keyFor(cardNumber)),
    onMutate: () => {
      setFailure(null);
      setCardError(null);
    },
    onSuccess: async (paid) => {
      idempotency.settle();
      if (paid.status === 'COMPLETED') return void (await navigate(checkoutPath(eventId, paid.short_id, 'summary')));
      setFailure(t`Please check the card number or use another card.`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== 0) idempotency.settle();
      if (handleOrderStateError(context, error)) return;
      if (isApiError(error) && error.errors.card_number) return setCardError(error.errors.card_number.join(' '));
      setFailure(errorMessage(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = card.replace(/\D/g, '');
    if (digits.length < 12) return setCardError(t`Please enter a card number.`);
    mutation.mutate(digits);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlert />} role="alert" title={t`Payment not successful`}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t`Card number`}
          description={t`Use 4242 4242 4242 4242`}
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card}
          onChange={(event) => setCard(spaced(event.currentTarget.value))}
          error={cardError}
          maw={360}
        />
        <Text size="sm">
          <Trans>Test mode: 4000 0000 0000 0002 shows how a declined card looks. No money is moved.</Trans>
        </Text>
        <ThemedButton type="submit" size="lg" loading={mutation.isPending} leftSection={<IconLock />} style={{ alignSelf: 'flex-start' }}>
          <Trans>Pay {total}</Trans>
        </ThemedButton>
      </Stack>
    </form>
  );
}
