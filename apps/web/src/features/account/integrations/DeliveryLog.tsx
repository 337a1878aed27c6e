import { Badge, Button, Code, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookDelivery } from '@stagedoor/contracts';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { QueryState } from '../../../platform/ui/QueryState';
import { deliveriesQuery, redeliver } from './api';
import { useIntegrationLabels } from './labels';

const COLORS: Record<WebhookDelivery['status'], string> = { PENDING: 'blue', SUCCEEDED: 'teal', FAILED: 'red' };

/** A webhook's newest deliveries, with the receiver's answer and a way to send one again. */
export function DeliveryLog({ accountId, webhookId }: { accountId: number; webhookId: number }) {
  const { t, i18n } = useLingui();
  const labels = useIntegrationLabels();
  const deliveries = useQuery(deliveriesQuery(accountId, webhookId));
  const send = (id: number) => void redeliver(accountId, webhookId, id).then(() => notifySuccess(t`Sending again`), notifyError);
  return (
    <QueryState query={deliveries}>
      {(rows) =>
        rows.length === 0 ? (
          <Text size="sm">
            <Trans>Nothing was sent to this webhook yet.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table mod="sticky-actions" aria-label={t`Delivery log`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Time`}</Table.Th>
                  <Table.Th>{t`Event`}</Table.Th>
                  <Table.Th>{t`Status`}</Table.Th>
                  <Table.Th>{t`Attempts`}</Table.Th>
                  <Table.Th>{t`Response`}</Table.Th>
                  <Table.Th>{t`Duration`}</Table.Th>
                  <Table.Th>{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{i18n.date(new Date(row.created_at), { dateStyle: 'short', timeStyle: 'medium' })}</Table.Td>
                    <Table.Td>
                      <Code>{row.type}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={COLORS[row.status]} variant="light">
                        {labels.status(row.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.response_status ?? row.error ?? '—'}</Text>
                      {row.response_excerpt && (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {row.response_excerpt}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.duration_ms === null ? '—' : t`${row.duration_ms} ms`}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" onClick={() => send(row.id)}>
                        <Trans>Send again</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}
