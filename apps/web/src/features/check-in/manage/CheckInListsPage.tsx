import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckInList } from '@stagedoor/contracts';
import { IconPlus, IconScan } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { FormModal, useEditorState } from '../../catalogue/shared/FormModal';
import { ListEmptyState, NoTicketsYet } from '../../catalogue/shared/ListEmptyState';
import { deleteQuestion } from '../../catalogue/shared/labels';
import { ticketsQuery } from '../../catalogue/tickets/api';
import { eventCheckInStatsQuery } from '../../event-area/api';
import { useEvent } from '../../event-area/use-event';
import { checkInListsQuery, useDeleteCheckInList } from './api';
import { CheckInListCard } from './CheckInListCard';
import { CheckInListForm } from './CheckInListForm';
import { ConflictsSection } from './ConflictsSection';
import { StaffLink } from './StaffLink';

function EventTotal({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const stats = useQuery({ ...eventCheckInStatsQuery(eventId), refetchInterval: 10_000 });
  if (!stats.data) return null;
  const checkedIn = stats.data.checked_in;
  const total = stats.data.total_attendees;
  return (
    <Text fw={600} size="lg" aria-live="polite">
      {t`Whole event: ${checkedIn} of ${total} attendees checked in`}
    </Text>
  );
}

/** `/manage/event/:eventId/check-in` */
export function CheckInListsPage() {
  const { t } = useLingui();
  const event = useEvent();
  const eventId = event.id;
  const tickets = useQuery(ticketsQuery(eventId));
  const lists = useQuery(checkInListsQuery(eventId));
  const editor = useEditorState<CheckInList>();
  const [linkListId, setLinkListId] = useState<number | null>(null);
  const remove = useDeleteCheckInList(eventId);
  const hasTickets = (tickets.data?.length ?? 0) > 0;
  const linkList = lists.data?.find((list) => list.id === linkListId) ?? null;

  const askDelete = (list: CheckInList) =>
    confirmDeletion({
      title: deleteQuestion(list.name),
      message: t`Its link stops working. Check-ins already made stay in the attendees' history.`,
      onConfirm: () => remove.mutate(list.id, { onSuccess: () => notifySuccess(t`Check-in list deleted`), onError: notifyError }),
    });

  return (
    <>
      <PageHeader
        title={t`Check-in`}
        description={t`Give each door a list and its link. Staff scan tickets with a phone, even without network.`}
        actions={
          hasTickets ? (
            <Button leftSection={<IconPlus />} onClick={editor.openNew}>
              <Trans>Create check-in list</Trans>
            </Button>
          ) : undefined
        }
      />
      <QueryState query={tickets}>
        {(ticketList) =>
          ticketList.length === 0 ? (
            <NoTicketsYet eventId={eventId} description={t`A check-in list admits the holders of chosen tickets.`} />
          ) : (
            <Stack gap="xl">
              <Group justify="space-between">
                <EventTotal eventId={eventId} />
              </Group>
              <QueryState query={lists}>
                {(data) =>
                  data.length === 0 ? (
                    <ListEmptyState
                      icon={<IconScan size={28} />}
                      title={t`No check-in lists yet`}
                      description={t`Create one for each entrance or group of tickets.`}
                    />
                  ) : (
                    <SimpleGrid cols={{ base: 1, md: 2 }}>
                      {data.map((list) => (
                        <CheckInListCard
                          key={list.id}
                          list={list}
                          tickets={ticketList}
                          zone={event.timezone}
                          onLink={() => setLinkListId(list.id)}
                          onEdit={() => editor.openEdit(list)}
                          onDelete={() => askDelete(list)}
                        />
                      ))}
                    </SimpleGrid>
                  )
                }
              </QueryState>
              <ConflictsSection eventId={eventId} lists={lists.data ?? []} zone={event.timezone} />
            </Stack>
          )
        }
      </QueryState>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit check-in list` : t`Create check-in list`}>
        <CheckInListForm
          key={editor.formKey}
          eventId={eventId}
          zone={event.timezone}
          tickets={tickets.data ?? []}
          list={editor.target}
          onDone={editor.close}
        />
      </FormModal>
      <Modal
        opened={linkList !== null}
        onClose={() => setLinkListId(null)}
        title={linkList ? t`Staff link: ${linkList.name}` : ''}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {linkList && <StaffLink eventId={eventId} list={linkList} />}
      </Modal>
    </>
  );
}
