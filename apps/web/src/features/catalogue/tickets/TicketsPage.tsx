import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ticket } from '@stagedoor/contracts';
import { isAdmin, useSessionUser } from '../../../platform/session/session';
import { IconPlus, IconTicket } from '../../../platform/ui/icons';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { PageLoader } from '../../../platform/ui/PageLoader';
import { QueryState } from '../../../platform/ui/QueryState';
import { useEvent } from '../../event-area/use-event';
import { FormModal, useEditorState } from '../shared/FormModal';
import { ListEmptyState } from '../shared/ListEmptyState';
import { SortableList } from '../shared/SortableList';
import { useSortMutation } from '../shared/use-sort-mutation';
import { taxesAndFeesQuery } from '../taxes-and-fees/api';
import { ticketsKey, ticketsQuery } from './api';
import { TicketForm } from './TicketForm';
import { TicketRow } from './TicketRow';
import { useTicketActions } from './use-ticket-actions';

/** `/manage/event/:eventId/tickets` */
export function TicketsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const event = useEvent();
  const eventId = event.id;
  const tickets = useQuery(ticketsQuery(eventId));
  const admin = isAdmin(user);
  const taxes = useQuery({ ...taxesAndFeesQuery(user.account_id), enabled: admin });
  const editor = useEditorState<Ticket>();
  const actions = useTicketActions(eventId);
  const sort = useSortMutation<Ticket[], Ticket>({
    queryKey: ticketsKey(eventId),
    path: `events/${eventId}/tickets/sort`,
    apply: (_previous, items) => items.map((item, order) => ({ ...item, order })),
    failureMessage: () => t`Error sorting tickets`,
  });

  const createButton = (
    <Button leftSection={<IconPlus />} onClick={editor.openNew}>
      <Trans>Create ticket</Trans>
    </Button>
  );
  const priceMode =
    event.settings.price_display_mode === 'INCLUSIVE'
      ? t`Buyers see prices including taxes and fees.`
      : t`Buyers see prices before taxes and fees.`;

  return (
    <>
      <PageHeader
        title={t`Tickets`}
        description={t`Drag the tickets into the order buyers should see them. ${priceMode}`}
        actions={tickets.data && tickets.data.length > 0 ? createButton : undefined}
      />
      <QueryState query={tickets}>
        {(data) =>
          data.length === 0 ? (
            <ListEmptyState
              icon={<IconTicket size={28} />}
              title={t`No tickets yet`}
              description={t`Create the first ticket: paid, free, pay what you want, or tiered with several prices.`}
              actions={createButton}
            />
          ) : (
            <SortableList
              items={data}
              getId={(ticket) => ticket.id}
              getLabel={(ticket) => ticket.title}
              onReorder={(items) => sort.mutate(items)}
              disabled={sort.isPending}
              renderItem={(ticket, drag) => (
                <TicketRow
                  ticket={ticket}
                  currency={event.currency}
                  drag={drag}
                  onEdit={() => editor.openEdit(ticket)}
                  onSetHidden={(hidden) => actions.setHidden(ticket, hidden)}
                  onDelete={() => actions.askDelete(ticket)}
                />
              )}
            />
          )
        }
      </QueryState>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit ticket` : t`Create ticket`} size="xl">
        {!admin || !taxes.isPending ? (
          <TicketForm
            key={editor.formKey}
            event={event}
            ticket={editor.target}
            taxes={admin ? (taxes.data ?? []) : null}
            onDone={editor.close}
          />
        ) : (
          <PageLoader minHeight={200} />
        )}
      </FormModal>
    </>
  );
}
