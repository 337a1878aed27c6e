import { Button, EmptyState, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CapacityAssignment } from '@stagedoor/contracts';
import { IconPlus, IconTicket } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { useEventId } from '../../event-area/use-event';
import { FormModal, useEditorState } from '../shared/FormModal';
import { IconGauge } from '../shared/icons';
import { ticketsQuery } from '../tickets/api';
import { capacityAssignmentsQuery, useDeleteCapacityAssignment } from './api';
import { CapacityAssignmentCard } from './CapacityAssignmentCard';
import { CapacityAssignmentForm } from './CapacityAssignmentForm';
import { deleteQuestion } from '../shared/labels';

/** `/manage/event/:eventId/capacity-assignments` */
export function CapacityAssignmentsPage() {
  const { t } = useLingui();
  const eventId = useEventId();
  const tickets = useQuery(ticketsQuery(eventId));
  const assignments = useQuery(capacityAssignmentsQuery(eventId));
  const editor = useEditorState<CapacityAssignment>();
  const remove = useDeleteCapacityAssignment(eventId);
  const hasTickets = (tickets.data?.length ?? 0) > 0;

  const askDelete = (item: CapacityAssignment) =>
    confirmDeletion({
      title: deleteQuestion(item.name),
      message: t`Its tickets are no longer limited by it. Tickets already sold stay sold.`,
      onConfirm: () => remove.mutate(item.id, { onSuccess: () => notifySuccess(t`Capacity assignment deleted`), onError: notifyError }),
    });

  return (
    <>
      <PageHeader
        title={t`Capacity assignments`}
        description={t`Share one limit between several tickets, such as the size of a room.`}
        actions={
          hasTickets ? (
            <Button leftSection={<IconPlus />} onClick={editor.openNew}>
              <Trans>Create capacity assignment</Trans>
            </Button>
          ) : undefined
        }
      />
      <QueryState query={tickets}>
        {(ticketList) =>
          ticketList.length === 0 ? (
            <EmptyState variant="light" icon={<IconTicket size={28} />} py={48}>
              <EmptyState.Title order={2}>{t`You need to create a ticket first.`}</EmptyState.Title>
              <EmptyState.Description>
                {t`A capacity assignment limits the sales of tickets, so the event needs at least one ticket.`}
              </EmptyState.Description>
              <EmptyState.Actions>
                <Button component={Link} to={`/manage/event/${eventId}/tickets`} leftSection={<IconPlus />}>
                  <Trans>Create a ticket</Trans>
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <QueryState query={assignments}>
              {(data) =>
                data.length === 0 ? (
                  <EmptyState variant="light" icon={<IconGauge size={28} />} py={48}>
                    <EmptyState.Title order={2}>{t`No capacity assignments yet`}</EmptyState.Title>
                    <EmptyState.Description>{t`Without one, each ticket sells up to its own quantity.`}</EmptyState.Description>
                  </EmptyState>
                ) : (
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    {data.map((item) => (
                      <CapacityAssignmentCard
                        key={item.id}
                        item={item}
                        tickets={ticketList}
                        onEdit={() => editor.openEdit(item)}
                        onDelete={() => askDelete(item)}
                      />
                    ))}
                  </SimpleGrid>
                )
              }
            </QueryState>
          )
        }
      </QueryState>
      <FormModal
        opened={editor.opened}
        onClose={editor.close}
        title={editor.target ? t`Edit capacity assignment` : t`Create capacity assignment`}
        size="md"
      >
        <CapacityAssignmentForm
          key={editor.formKey}
          eventId={eventId}
          tickets={tickets.data ?? []}
          item={editor.target}
          onDone={editor.close}
        />
      </FormModal>
    </>
  );
}
