import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * A public page that keeps its data in TanStack Query, inside the app's query client. The public
 * entry has no client at its root: the event page does without, and so does not load the library.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
