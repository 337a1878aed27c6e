import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/api-error';

const MAX_RETRIES = 2;

/** SPEC §9: data stays fresh for 60 seconds and is not refetched on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
    },
  },
});
