import { Badge, Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Detail } from '../../platform/ui/Detail';
import { confirmAction } from '../../platform/ui/confirm';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { QueryState } from '../../platform/ui/QueryState';
import { RichText } from '../public/shared/RichText';
import { messageQuery, useCancelMessage } from './api';
import { STATUS_COLORS, useMessageLabels } from './labels';

interface MessageDrawerProps {
  eventId: number;
  messageId: number | null;
  formatDate: (iso: string) => string;
  onClose: () => void;
}

/** One message as it was sent: its words, who it went to and how each delivery went. */
export function MessageDrawer({ eventId, messageId, formatDate, onClose }: MessageDrawerProps) {
  const { t } = useLingui();
  const labels = useMessageLabels();
  const details = useQuery({ ...messageQuery(eventId, messageId ?? 0), enabled: messageId !== null });
  const cancel = useCancelMessage(eventId);

  return (
    <Drawer
      opened={messageId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t`Message`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      // Like a modal's, the drawer's header is no second page banner; the dialog names itself.
      attributes={{ header: { role: 'none' } }}
    >
      <QueryState query={details}>
        {(message) => (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Title order={2} size="h3">
                {message.subject}
              </Title>
              <Badge color={STATUS_COLORS[message.status]} variant="light">
                {labels.statuses[message.status]}
              </Badge>
            </Group>
            <Stack gap={4}>
              <Detail label={t`Recipients`}>{labels.types[message.type]}</Detail>
              <Detail label={t`From`}>{`${message.sender.name} <${message.sender.email}>`}</Detail>
              {message.scheduled_at && <Detail label={t`Scheduled for`}>{formatDate(message.scheduled_at)}</Detail>}
              {message.sent_at && <Detail label={t`Sent`}>{formatDate(message.sent_at)}</Detail>}
              <Detail label={t`Delivered`}>{t`${message.sent_count} of ${message.recipients_count}`}</Detail>
              {message.failed_count > 0 && <Detail label={t`Failed`}>{String(message.failed_count)}</Detail>}
              {message.is_test && <Detail label={t`Test`}>{t`Sent to the sender only`}</Detail>}
            </Stack>
            {message.status === 'SCHEDULED' && (
              <Group>
                <Button
                  color="red"
                  variant="light"
                  loading={cancel.isPending}
                  onClick={() =>
                    confirmAction({
                      title: t`Cancel this message?`,
                      message: t`It will not be sent.`,
                      confirmLabel: t`Cancel message`,
                      onConfirm: () =>
                        cancel.mutate(message.id, {
                          onSuccess: () => notifySuccess(t`The message was cancelled.`),
                          onError: notifyError,
                        }),
                    })
                  }
                >
                  <Trans>Cancel message</Trans>
                </Button>
              </Group>
            )}
            <RichText html={message.content} data-testid="message-content" />
            {message.recipients.length > 0 && (
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Recipient`}</Table.Th>
                      <Table.Th>{t`Status`}</Table.Th>
                      <Table.Th>{t`Details`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {message.recipients.map((recipient) => (
                      <Table.Tr key={recipient.email}>
                        <Table.Td>
                          <Text size="sm">{recipient.name}</Text>
                          <Text size="xs" c="dimmed">
                            {recipient.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{labels.recipientStatuses[recipient.status]}</Table.Td>
                        <Table.Td>{recipient.failure_reason ?? (recipient.sent_at ? formatDate(recipient.sent_at) : '')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
