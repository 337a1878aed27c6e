import { Button, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CapacityAssignment } from '@stagedoor/contracts';
import { IconPlus } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { useEventId } from '../../event-area/use-event';
import { FormModal, useEditorState } from '../shared/FormModal';
import { IconGauge } from '../shared/icons';
import { ListEmptyState, NoTicketsYet } from '../shared/ListEmptyState';
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
            <NoTicketsYet
              eventId={eventId}
              description={t`A capacity assignment limits the sales of tickets, so the event needs at least one ticket.`}
            />
          ) : (
            <QueryState query={assignments}>
              {(data) =>
                data.length === 0 ? (
                  <ListEmptyState
                    icon={<IconGauge size={28} />}
                    title={t`No capacity assignments yet`}
                    description={t`Without one, each ticket sells up to its own quantity.`}
                  />
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
