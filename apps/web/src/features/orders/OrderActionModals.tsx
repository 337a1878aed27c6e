import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetails } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { notifySuccess } from '../../platform/ui/notify';
import { errorMessage } from '../../platform/api/error-message';
import { FormActions, FormModal } from '../catalogue/shared/FormModal';
import { MoneyInput } from '../catalogue/shared/MoneyInput';
import { formatMoney } from '../catalogue/shared/money';
import { useCancelOrder, useRefundOrder, useUpdateOrder } from './api';
import { useEvent } from '../event-area/use-event';

interface ModalProps {
  eventId: number;
  order: OrderDetails;
  opened: boolean;
  onClose: () => void;
}

/** A refund in minor units, typed in major units; one Idempotency-Key per opening, so a double click refunds once. */
export function RefundOrderModal({ eventId, order, opened, onClose }: ModalProps) {
  const { t, i18n } = useLingui();
  const refund = useRefundOrder(eventId, order.id);
  const [amount, setAmount] = useState<number | null>(order.totals.remaining);
  const [cancel, setCancel] = useState(false);
  // The event's "Email buyers when they are refunded" setting decides the default.
  const refundMailDefault = useEvent().settings.notify_buyer_of_refund;
  const [notify, setNotify] = useState(refundMailDefault);
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const remaining = formatMoney(order.totals.remaining, order.currency, i18n.locale);
  const invalid = amount === null || amount <= 0 || amount > order.totals.remaining;

  const submit = () => {
    if (invalid || amount === null) return;
    setError(null);
    refund.mutate(
      { body: { amount, cancel_order: cancel, notify_buyer: notify }, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(t`Refund requested`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={t`Refund order ${order.public_reference}`} size="md">
      <form
        onSubmit={(submitted) => {
          submitted.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <MoneyInput
            currency={order.currency}
            label={t`Amount to refund`}
            description={t`At most ${remaining}`}
            value={amount}
            onChange={setAmount}
            error={amount !== null && amount > order.totals.remaining ? t`The refund can be at most ${remaining}.` : undefined}
            required
          />
          {order.can_cancel && (
            <Checkbox
              label={t`Also cancel the order and its tickets`}
              checked={cancel}
              onChange={(e) => setCancel(e.currentTarget.checked)}
            />
          )}
          <Checkbox label={t`Tell the buyer by email`} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red.9" loading={refund.isPending} disabled={invalid}>
              <Trans>Refund</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

export function CancelOrderModal({ eventId, order, opened, onClose }: ModalProps) {
  const { t, i18n } = useLingui();
  const cancel = useCancelOrder(eventId, order.id);
  const [refund, setRefund] = useState(order.can_refund);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const remaining = formatMoney(order.totals.remaining, order.currency, i18n.locale);
  return (
    <FormModal opened={opened} onClose={onClose} title={t`Cancel order ${order.public_reference}`} size="md">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm">{t`Its tickets become invalid and go back on sale.`}</Text>
        {order.can_refund && (
          <Checkbox
            label={t`Also refund what is left (${remaining})`}
            checked={refund}
            onChange={(e) => setRefund(e.currentTarget.checked)}
          />
        )}
        <Checkbox label={t`Tell the buyer by email`} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button
            color="red.9"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { refund: order.can_refund && refund, notify_buyer: notify },
                {
                  onSuccess: () => {
                    notifySuccess(t`Order cancelled`);
                    onClose();
                  },
                  onError: (failure) => setError(errorMessage(failure)),
                },
              )
            }
          >
            <Trans>Cancel order</Trans>
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

export function EditBuyerModal({ eventId, order, opened, onClose }: ModalProps) {
  const { t } = useLingui();
  const update = useUpdateOrder(eventId, order.id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { first_name: order.first_name ?? '', last_name: order.last_name ?? '', email: order.email ?? '' },
  });
  return (
    <FormModal opened={opened} onClose={onClose} title={t`Edit buyer`} size="md">
      <form
        onSubmit={form.onSubmit((values) =>
          update.mutate(values, {
            onSuccess: () => {
              notifySuccess(t`Buyer details saved`);
              onClose();
            },
            onError: (failure) => setError(applyServerErrors(form, failure)),
          }),
        )}
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t`First name`} required maxLength={50} {...form.getInputProps('first_name')} />
          <TextInput label={t`Last name`} required maxLength={50} {...form.getInputProps('last_name')} />
          <TextInput type="email" label={t`Email`} required {...form.getInputProps('email')} />
          <FormActions onCancel={onClose} loading={update.isPending} />
        </Stack>
      </form>
    </FormModal>
  );
}
