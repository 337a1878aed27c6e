import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState } from '../../platform/ui/QueryState';
import { orderInvoicesQuery } from './api';
import { InvoiceTable } from './InvoiceTable';

/** The invoices panel of the organizer's order details. */
export function OrderInvoices({ eventId, orderId, version }: { eventId: number; orderId: number; version: string }) {
  const { t } = useLingui();
  // A refund or cancellation changes the order and issues a credit note: the order's state is part of the key.
  const invoices = useQuery(orderInvoicesQuery(eventId, orderId, version));
  return (
    <Stack component="section" aria-labelledby="order-invoices-heading" gap="xs">
      <Title order={3} fz="md" id="order-invoices-heading">
        <Trans>Invoices</Trans>
      </Title>
      <QueryState query={invoices}>
        {(data) =>
          data.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No invoice was issued for this order.</Trans>
            </Text>
          ) : (
            <InvoiceTable invoices={data} caption={t`The order's invoice and credit notes`} />
          )
        }
      </QueryState>
    </Stack>
  );
}
