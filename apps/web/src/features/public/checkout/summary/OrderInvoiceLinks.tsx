import { Anchor, List, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicInvoice } from '@stagedoor/contracts';
import { publicApi, unchecked } from '../../../../platform/api/client';
import { useFormat } from '../../shared/format';

/** The buyer's invoices and credit notes of the order, each a link to its PDF (the order's short id is the key). */
export function OrderInvoiceLinks({ eventId, shortId, version }: { eventId: string; shortId: string; version: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const invoices = useQuery({
    queryKey: ['public', 'order', eventId, shortId, 'invoices', version],
    queryFn: ({ signal }) =>
      publicApi
        .get(`events/${eventId}/order/${shortId}/invoices`, { signal, schema: unchecked<{ data: PublicInvoice[] }>() })
        .then((r) => r.data),
  });
  if (!invoices.data?.length) return null;
  return (
    <Stack component="section" aria-labelledby="invoices-heading" gap="xs">
      <Title order={2} fz="lg" id="invoices-heading">
        <Trans>Invoices</Trans>
      </Title>
      <List listStyleType="none" spacing={4}>
        {invoices.data.map((invoice) => (
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
