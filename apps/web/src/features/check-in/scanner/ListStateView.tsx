import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ListState } from './use-door';

/** SPEC §8 states of the scanner page other than "ready": not found, not active yet, expired, offline. */
export function ListStateView({
  state,
  onRetry,
}: {
  state: Exclude<ListState, { kind: 'ready' } | { kind: 'loading' }>;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  const when = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'full', timeStyle: 'short' }) : null);
  let title: string;
  let body: string;
  let color = 'red';
  switch (state.kind) {
    case 'not_found':
      title = t`Check-in list not found`;
      body = t`The link may be wrong, or the organizer has replaced it with a new one. Ask the organizer for the current link.`;
      break;
    case 'not_active': {
      const opens = when(state.activatesAt);
      title = t`Check-in list is not active`;
      body = opens ? t`It opens on ${opens}.` : t`It has not opened yet.`;
      color = 'yellow';
      break;
    }
    case 'expired': {
      const closed = when(state.expiresAt);
      title = t`Check-in list has expired`;
      body = closed ? t`It closed on ${closed}.` : t`Ask the organizer for another list.`;
      color = 'gray';
      break;
    }
    case 'offline':
      title = t`You are offline`;
      body = t`This list has not been downloaded to this device. Connect to the internet to start scanning.`;
      color = 'orange';
      break;
    case 'failed':
      title = t`Failed to load check-in list`;
      body = state.message;
      break;
  }
  return (
    <Stack gap="md" mt="xl">
      <Title order={1}>{title}</Title>
      <Alert color={color} variant="light">
        <Text>{body}</Text>
      </Alert>
      <Button variant="default" onClick={onRetry} w="fit-content">
        {t`Try again`}
      </Button>
    </Stack>
  );
}
