import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatedWebhook, Webhook } from '@stagedoor/contracts';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { QueryState } from '../../../platform/ui/QueryState';
import { deleteWebhook, updateWebhook, webhooksQuery } from './api';
import { DeliveryLog } from './DeliveryLog';
import { SecretOnce } from './SecretOnce';
import { WebhookForm } from './WebhookForm';
import { useIntegrationLabels } from './labels';

type Dialog = { kind: 'create' } | { kind: 'edit'; webhook: Webhook } | { kind: 'log'; webhook: Webhook } | null;

/** Webhooks: endpoints told about changes, each with its signing secret, status and delivery log. */
export function WebhooksSection({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const webhooks = useQuery(webhooksQuery(accountId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const toggle = (webhook: Webhook) => {
    const status = webhook.status === 'ENABLED' ? 'PAUSED' : 'ENABLED';
    // Only the status: the other fields stay as they are (the URL shown has its credentials masked).
    void updateWebhook(accountId, webhook.id, { status }).then(
      () => notifySuccess(status === 'PAUSED' ? t`Webhook paused` : t`Webhook resumed`),
      notifyError,
    );
  };
  const remove = (webhook: Webhook) =>
    confirmDeletion({
      title: t`Delete webhook`,
      message: t`Nothing more is sent to ${webhook.url}, and its delivery log is deleted.`,
      onConfirm: () => void deleteWebhook(accountId, webhook.id).then(() => notifySuccess(t`Webhook deleted`), notifyError),
    });
  return (
    <Card withBorder component="section" aria-labelledby="webhooks-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="webhooks-title">
            <Trans>Webhooks</Trans>
          </Title>
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Trans>New webhook</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Stagedoor sends a signed POST request to each endpoint when something it listens to happens, and retries for a day when the
            endpoint does not answer.
          </Trans>
        </Text>
        {created && <SecretOnce label={t`Signing secret of the new webhook`} secret={created.secret} onDone={() => setCreated(null)} />}
        <QueryState query={webhooks}>
          {(rows) =>
            rows.length === 0 ? (
              <Text size="sm">
                <Trans>No webhooks yet.</Trans>
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={700}>
                <Table mod="sticky-actions">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Endpoint URL`}</Table.Th>
                      <Table.Th>{t`Events`}</Table.Th>
                      <Table.Th>{t`Status`}</Table.Th>
                      <Table.Th>{t`Actions`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((webhook) => (
                      <Table.Tr key={webhook.id}>
                        <Table.Td>
                          <Text size="sm" style={{ wordBreak: 'break-all' }}>
                            {webhook.url}
                          </Text>
                          {webhook.description && (
                            <Text size="xs" c="dimmed">
                              {webhook.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{webhook.event_types.join(', ')}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={webhook.status === 'ENABLED' ? 'teal' : 'orange'} variant="light">
                            {labels.status(webhook.status)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Button size="xs" variant="subtle" onClick={() => setDialog({ kind: 'log', webhook })}>
                              <Trans>Deliveries</Trans>
                            </Button>
                            <Button size="xs" variant="subtle" onClick={() => setDialog({ kind: 'edit', webhook })}>
                              <Trans>Edit</Trans>
                            </Button>
                            <Button size="xs" variant="subtle" onClick={() => toggle(webhook)}>
                              {webhook.status === 'ENABLED' ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
                            </Button>
                            <Button size="xs" variant="subtle" color="red" onClick={() => remove(webhook)}>
                              <Trans>Delete</Trans>
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
      <Modal
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'edit' ? t`Edit webhook` : t`New webhook`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <WebhookForm
            accountId={accountId}
            webhook={dialog.kind === 'edit' ? dialog.webhook : undefined}
            onSaved={(result) => {
              setDialog(null);
              if (result) setCreated(result);
              else notifySuccess(t`Webhook saved`);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={dialog?.kind === 'log'}
        onClose={() => setDialog(null)}
        title={t`Delivery log`}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {dialog?.kind === 'log' && <DeliveryLog accountId={accountId} webhookId={dialog.webhook.id} />}
      </Modal>
    </Card>
  );
}
