import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { IconPlus, IconTicket } from '../../../platform/ui/icons';

interface ListEmptyStateProps {
  /** A decorative icon, drawn at 28 pixels. */
  icon: ReactNode;
  title: string;
  description: string;
  /** Buttons that lead out of the empty state. */
  actions?: ReactNode;
}

/** What a page shows in place of a list that has nothing in it yet (or nothing that matches). */
export function ListEmptyState({ icon, title, description, actions }: ListEmptyStateProps) {
  return (
    <EmptyState variant="light" icon={icon} py={48}>
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** The empty state of a page about tickets of an event that has none yet, with a way to create the first. */
export function NoTicketsYet({ eventId, description }: { eventId: number; description: string }) {
  const { t } = useLingui();
  return (
    <ListEmptyState
      icon={<IconTicket size={28} />}
      title={t`You need to create a ticket first.`}
      description={description}
      actions={
        <Button component={Link} to={`/manage/event/${eventId}/tickets`} leftSection={<IconPlus />}>
          <Trans>Create a ticket</Trans>
        </Button>
      }
    />
  );
}
