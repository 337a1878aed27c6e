import { useState } from 'react';
import { Anchor, Badge, Button, EmptyState, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { IconMail, IconPlus } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { useEvent } from '../event-area/use-event';
import { messagesQuery } from './api';
import { ComposeMessage } from './ComposeMessage';
import { STATUS_COLORS, useMessageLabels } from './labels';
import { MessageDrawer } from './MessageDrawer';
import { ListPagination } from '../../platform/ui/ListPagination';

/** `/manage/event/:eventId/messages`: write to attendees, and the history of what was sent. */
export function MessagesPage() {
  const { t, i18n } = useLingui();
  const event = useEvent();
  const labels = useMessageLabels();
  const [page, setPage] = useState(1);
  const messages = useQuery(messagesQuery(event.id, page));
  const [composing, setComposing] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timezone });
  const formatDate = (iso: string) => format.format(new Date(iso));

  return (
    <>
      <PageHeader
        title={t`Messages`}
        description={t`Write to the people coming to this event: all of them, holders of some tickets, chosen attendees or one buyer.`}
        actions={
          <Button leftSection={<IconPlus />} onClick={() => setComposing(true)}>
            {t`New message`}
          </Button>
        }
      />
      <QueryState query={messages}>
        {({ data, meta: { total, current_page: currentPage, last_page: lastPage } }) =>
          data.length === 0 ? (
            <EmptyState variant="light" icon={<IconMail size={28} />} py={48}>
              <EmptyState.Title order={2}>{t`No messages yet`}</EmptyState.Title>
              <EmptyState.Description>{t`Messages you send or schedule appear here with their delivery.`}</EmptyState.Description>
            </EmptyState>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Subject`}</Table.Th>
                      <Table.Th>{t`Status`}</Table.Th>
                      <Table.Th>{t`Recipients`}</Table.Th>
                      <Table.Th>{t`Delivered`}</Table.Th>
                      <Table.Th>{t`Sender`}</Table.Th>
                      <Table.Th>{t`Date`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((message) => (
                      <Table.Tr key={message.id}>
                        <Table.Td>
                          <Anchor component="button" type="button" fw={600} onClick={() => setOpen(message.id)}>
                            {message.subject}
                          </Anchor>
                          {message.is_test && (
                            <Badge ml="xs" size="sm" variant="outline" color="gray">
                              {t`Test`}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLORS[message.status]} variant="light">
                            {labels.statuses[message.status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{labels.types[message.type]}</Text>
                        </Table.Td>
                        <Table.Td>{t`${message.sent_count} of ${message.recipients_count}`}</Table.Td>
                        <Table.Td>{message.sender.name}</Table.Td>
                        <Table.Td>{formatDate(message.sent_at ?? message.scheduled_at ?? message.created_at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  <Plural value={total} one="# message" other="# messages" />
                </Text>
                <ListPagination total={lastPage} value={currentPage} onChange={setPage} />
              </Group>
            </Stack>
          )
        }
      </QueryState>
      <ComposeMessage event={event} opened={composing} onClose={() => setComposing(false)} />
      <MessageDrawer eventId={event.id} messageId={open} formatDate={formatDate} onClose={() => setOpen(null)} />
    </>
  );
}
