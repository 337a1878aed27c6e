import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconWifiOff } from '../platform/ui/icons';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  const online = useOnline();
  // The scanner keeps working offline and shows its own state.
  const scanner = useLocation().pathname.startsWith('/check-in/');
  return (
    <div role="status" aria-live="polite">
      {!online && !scanner && (
        <Paper
          shadow="md"
          radius="xl"
          px="lg"
          py="xs"
          bg="dark.8"
          c="white"
          pos="fixed"
          top={12}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 400, maxWidth: 'calc(100vw - 24px)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <IconWifiOff />
            <Text size="sm" fw={600}>
              <Trans>You are offline</Trans>
            </Text>
            <Text size="sm" c="gray.3" visibleFrom="sm">
              <Trans>Changes cannot be saved until your connection is back.</Trans>
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
