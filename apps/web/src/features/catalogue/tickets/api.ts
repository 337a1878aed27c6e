import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope, messageResponseSchema, ticketSchema, type CreateTicketBody, type Ticket } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

const itemAnswer = dataEnvelope(ticketSchema);

export const ticketsKey = (eventId: number) => ['events', eventId, 'tickets'] as const;

export function ticketsQuery(eventId: number) {
  return queryOptions({
    queryKey: ticketsKey(eventId),
    queryFn: ({ signal }) => getAllPages(api, `events/${eventId}/tickets`, ticketSchema, { signal }),
  });
}

/** Creates the ticket, or replaces it whole when it has an id. */
export function useSaveTicket(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateTicketBody }) =>
      (id === undefined
        ? api.post(`events/${eventId}/tickets`, body, { schema: itemAnswer })
        : api.put(`events/${eventId}/tickets/${id}`, body, { schema: itemAnswer })
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events', eventId] }),
  });
}

export function useDeleteTicket(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/tickets/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events', eventId] }),
  });
}

/** The body that saves a ticket as it is, to change one field (hide, pause) without the form. */
export function ticketBody(ticket: Ticket, changes: Partial<CreateTicketBody> = {}): CreateTicketBody {
  // A save replaces the ticket whole; an update keeps the validity it leaves out, yet it goes along all the same.
  return {
    validity: ticket.validity,
    type: ticket.type,
    title: ticket.title,
    description: ticket.description,
    prices: ticket.prices.map((price) => ({
      id: price.id,
      label: price.label,
      price: price.price,
      initial_quantity_available: price.initial_quantity_available,
      is_hidden: price.is_hidden,
      sale_start_date: price.sale_start_date,
      sale_end_date: price.sale_end_date,
    })),
    min_per_order: ticket.min_per_order,
    max_per_order: ticket.max_per_order,
    sale_start_date: ticket.sale_start_date,
    sale_end_date: ticket.sale_end_date,
    hide_before_sale_start_date: ticket.hide_before_sale_start_date,
    hide_after_sale_end_date: ticket.hide_after_sale_end_date,
    hide_when_sold_out: ticket.hide_when_sold_out,
    is_hidden: ticket.is_hidden,
    is_hidden_without_promo_code: ticket.is_hidden_without_promo_code,
    start_collapsed: ticket.start_collapsed,
    show_quantity_remaining: ticket.show_quantity_remaining,
    is_paused: ticket.is_paused,
    tax_and_fee_ids: ticket.tax_and_fee_ids,
    ...changes,
  };
}
