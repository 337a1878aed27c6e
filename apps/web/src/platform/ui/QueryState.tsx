import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconAlert } from './icons';
import { errorMessage } from './notify';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeletonRows?: number;
}

/** Loading skeleton, an error with a retry button, or the data. */
export function QueryState<T>({ query, children, skeletonRows = 3 }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
        <Group justify="space-between" gap="sm">
          <span>{errorMessage(query.error)}</span>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
