import { t } from '@lingui/core/macro';
import type { Ticket } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { confirmAction, confirmDeletion } from '../../../platform/ui/confirm';
import { ticketBody, useDeleteTicket, useSaveTicket } from './api';
import { deleteQuestion } from '../shared/labels';

/** Hide, show and delete from the list; a ticket that orders use is offered to be hidden instead (SPEC §5). */
export function useTicketActions(eventId: number) {
  const save = useSaveTicket(eventId);
  const remove = useDeleteTicket(eventId);

  const setHidden = (ticket: Ticket, hidden: boolean) =>
    save.mutate(
      { id: ticket.id, body: ticketBody(ticket, { is_hidden: hidden }) },
      {
        onSuccess: () => notifySuccess(hidden ? t`Ticket hidden` : t`Ticket shown to buyers`),
        onError: notifyError,
      },
    );

  const offerHiding = (ticket: Ticket, message: string) =>
    confirmAction({
      title: t`This ticket cannot be deleted`,
      message,
      confirmLabel: t`Hide instead`,
      onConfirm: () => setHidden(ticket, true),
    });

  const askDelete = (ticket: Ticket) =>
    confirmDeletion({
      title: deleteQuestion(ticket.title),
      message: t`The ticket and its prices are removed for good.`,
      onConfirm: () =>
        remove.mutate(ticket.id, {
          onSuccess: () => notifySuccess(t`Ticket deleted`),
          onError: (error) => {
            if (isApiError(error) && error.code === 'TICKET_HAS_ORDERS') offerHiding(ticket, error.message);
            else notifyError(error);
          },
        }),
    });

  return { setHidden, askDelete, busy: save.isPending || remove.isPending };
}
