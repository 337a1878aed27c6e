import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, List, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicEventWithTickets, PublicInvoice, PublicOrder } from '@stagedoor/contracts';
import { publicApi, unchecked } from '../../../../platform/api/client';
import { useFormat } from '../../shared/format';

// Loaded only for the orders that may still ask for their invoice.
const RequestInvoiceForm = lazy(() => import('./RequestInvoiceForm'));

/** A paid sale may ask for its invoice after the purchase (docs/money.md, "On request, after the purchase"). */
const REQUESTABLE = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED']);

interface Props {
  eventId: string;
  order: PublicOrder;
  event: PublicEventWithTickets | null;
}

/**
 * The buyer's invoices and credit notes of the order, each a link to its PDF (the order's short id is the key); on an
 * event that issues invoices on request, a paid order without one offers to request it.
 */
export function OrderInvoiceLinks({ eventId, order, event }: Props) {
  const { t } = useLingui();
  const format = useFormat();
  const shortId = order.short_id;
  const [issued, setIssued] = useState<PublicInvoice | null>(null);
  const invoices = useQuery({
    queryKey: ['public', 'order', eventId, shortId, 'invoices', `${order.status}:${order.total_refunded}`],
    queryFn: ({ signal }) =>
      publicApi
        .get(`events/${eventId}/order/${shortId}/invoices`, { signal, schema: unchecked<{ data: PublicInvoice[] }>() })
        .then((r) => r.data),
  });
  if (!invoices.data) return null;
  // The invoice just issued is shown until the list is read again.
  const list = invoices.data.length === 0 && issued ? [issued] : invoices.data;
  if (list.length === 0) {
    const requestable = event?.settings.invoice_mode === 'ON_REQUEST' && order.total_gross > 0 && REQUESTABLE.has(order.status);
    if (!requestable) return null;
    return (
      <Suspense fallback={null}>
        <RequestInvoiceForm
          eventId={eventId}
          shortId={shortId}
          asked={event.settings.business_details}
          onIssued={(invoice) => {
            setIssued(invoice);
            void invoices.refetch();
          }}
        />
      </Suspense>
    );
  }
  return (
    <Stack component="section" aria-labelledby="invoices-heading" gap="xs">
      <Title order={2} fz="lg" id="invoices-heading">
        <Trans>Invoices</Trans>
      </Title>
      {issued && (
        <Alert color="teal" variant="light" role="status">
          {t`Your invoice ${issued.number} has been issued.`}
        </Alert>
      )}
      <List listStyleType="none" spacing={4}>
        {list.map((invoice) => (
          <List.Item key={invoice.id}>
            <Anchor href={`/api/public/events/${eventId}/order/${shortId}/invoices/${invoice.id}/pdf`} download={`${invoice.number}.pdf`}>
              {invoice.kind === 'INVOICE' ? t`Invoice ${invoice.number} (PDF)` : t`Credit note ${invoice.number} (PDF)`}
            </Anchor>{' '}
            · {format.money(invoice.total_gross, invoice.currency)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
