import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  managedOrderSchema,
  orderDetailsSchema,
  bulkMarkPaidResultSchema,
  type BulkMarkPaidResult,
  type CancelOrderBody,
  type PaymentMethod,
  type OrderDetails,
  type OrderStatus,
  type RefundOrderBody,
  type UpdateOrderBody,
} from '@stagedoor/contracts';
import { api, type QueryValue } from '../../platform/api/client';

const ordersAnswer = listEnvelope(managedOrderSchema);
const detailsAnswer = dataEnvelope(orderDetailsSchema);

export const ordersKey = (eventId: number) => ['events', eventId, 'orders'] as const;

/** What the list shows: the list parameters of API.md as the page's filters set them. */
export interface OrderListParams {
  page: number;
  query: string;
  statuses: OrderStatus[];
  test: 'all' | 'true' | 'false';
  manual: 'all' | 'true' | 'false';
  /** ISO instants, or null for no bound. */
  from: string | null;
  to: string | null;
  sortBy: 'created_at' | 'total_gross' | 'public_reference' | 'status' | 'email';
  /** One date of an event with several; null for every date. */
  eventDateId?: number | null;
  /** How the buyers pay; null for every method. */
  paymentMethod?: PaymentMethod | null;
  sortDirection: 'asc' | 'desc';
}

export function orderListQuery(params: OrderListParams): Record<string, QueryValue> {
  return {
    page: params.page,
    per_page: DEFAULT_PAGE_SIZE,
    query: params.query || undefined,
    sort_by: params.sortBy,
    sort_direction: params.sortDirection,
    'filter_fields[status][in]': params.statuses.length ? params.statuses.join(',') : undefined,
    'filter_fields[is_test][eq]': params.test === 'all' ? undefined : params.test,
    'filter_fields[is_manually_created][eq]': params.manual === 'all' ? undefined : params.manual,
    'filter_fields[created_at][gte]': params.from ?? undefined,
    'filter_fields[created_at][lt]': params.to ?? undefined,
    'filter_fields[event_date_id][eq]': params.eventDateId ?? undefined,
    'filter_fields[payment_method][eq]': params.paymentMethod ?? undefined,
  };
}

export function ordersQuery(eventId: number, params: OrderListParams) {
  return queryOptions({
    queryKey: [...ordersKey(eventId), 'list', params],
    queryFn: ({ signal }) => api.get(`events/${eventId}/orders`, { signal, query: orderListQuery(params), schema: ordersAnswer }),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(eventId: number, orderId: number) {
  return queryOptions({
    queryKey: [...ordersKey(eventId), 'one', orderId],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/orders/${orderId}`, { signal, schema: detailsAnswer }).then((response) => response.data),
  });
}

/** Every action answers the order's details: they replace the cached ones, and the list is read again. */
function useOrderAction<Input>(eventId: number, orderId: number, send: (input: Input) => Promise<{ data: OrderDetails }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(input).then((response) => response.data),
    onSuccess: (details) => {
      queryClient.setQueryData(orderQuery(eventId, orderId).queryKey, details);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey(eventId), 'list'] });
    },
  });
}

export function useCancelOrder(eventId: number, orderId: number) {
  return useOrderAction(eventId, orderId, (body: CancelOrderBody) =>
    api.post(`events/${eventId}/orders/${orderId}/cancel`, body, { schema: detailsAnswer }),
  );
}

export function useRefundOrder(eventId: number, orderId: number) {
  return useOrderAction(eventId, orderId, ({ body, idempotencyKey }: { body: RefundOrderBody; idempotencyKey: string }) =>
    api.post(`events/${eventId}/orders/${orderId}/refund`, body, { headers: { 'Idempotency-Key': idempotencyKey }, schema: detailsAnswer }),
  );
}

export function useResendConfirmation(eventId: number, orderId: number) {
  return useOrderAction(eventId, orderId, () =>
    api.post(`events/${eventId}/orders/${orderId}/resend_confirmation`, undefined, { schema: detailsAnswer }),
  );
}

export function useMarkOrderPaid(eventId: number, orderId: number) {
  return useOrderAction(eventId, orderId, () =>
    api.post(`events/${eventId}/orders/${orderId}/mark_paid`, undefined, { schema: detailsAnswer }),
  );
}

export function useUpdateOrder(eventId: number, orderId: number) {
  return useOrderAction(eventId, orderId, (body: UpdateOrderBody) =>
    api.put(`events/${eventId}/orders/${orderId}`, body, { schema: detailsAnswer }),
  );
}

/** Marks several orders paid at once; each order answers on its own (API.md "Money"). */
export function useMarkOrdersPaid(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: number[]): Promise<BulkMarkPaidResult> =>
      api.post(`events/${eventId}/orders/mark-paid`, { order_ids: orderIds }, { schema: bulkMarkPaidResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(eventId) }),
  });
}
