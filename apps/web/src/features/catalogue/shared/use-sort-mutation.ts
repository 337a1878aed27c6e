import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../platform/api/client';
import { notifyFailure } from '../../../platform/ui/notify';
import { messageResponseSchema } from '@stagedoor/contracts';

interface SortOptions<Data, Item> {
  queryKey: QueryKey;
  /** The sort endpoint, e.g. `events/1/tickets/sort`. */
  path: string;
  /** Puts the reordered items into the cached list. */
  apply: (previous: Data, items: Item[]) => Data;
  failureMessage: () => string;
}

/**
 * Drag-to-sort: the new order shows at once, is sent as `[{id, order}]`, and
 * goes back to the previous order with a message when the server refuses it.
 */
export function useSortMutation<Data, Item extends { id: number | string }>({
  queryKey,
  path,
  apply,
  failureMessage,
}: SortOptions<Data, Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: Item[]) =>
      api.post(
        path,
        items.map((item, order) => ({ id: item.id, order })),
        { schema: messageResponseSchema },
      ),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Data>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<Data>(queryKey, apply(previous, items));
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData<Data>(queryKey, context.previous);
      notifyFailure(failureMessage());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
