import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { IconAlert, IconCheck } from '../../platform/ui/icons';
import { errorMessage } from '../../platform/api/error-message';
import { PageLoader } from '../../platform/ui/PageLoader';
import { PageTitle } from '../../platform/ui/PageTitle';

interface ConfirmationResultProps {
  query: UseQueryResult<unknown>;
  successTitle: string;
  successDescription: ReactNode;
  failureTitle: string;
}

/** The outcome of opening a confirmation link from an email. */
export function ConfirmationResult({ query, successTitle, successDescription, failureTitle }: ConfirmationResultProps) {
  if (query.isPending) return <PageLoader />;
  const ok = query.isSuccess;
  const title = ok ? successTitle : failureTitle;
  return (
    <EmptyState variant="light" color={ok ? 'teal' : 'orange'} icon={ok ? <IconCheck size={28} /> : <IconAlert size={28} />} py={64}>
      <PageTitle title={title} />
      <EmptyState.Title order={1}>{title}</EmptyState.Title>
      <EmptyState.Description>{ok ? successDescription : errorMessage(query.error)}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/manage/profile" variant="light">
          <Trans>Go to your profile</Trans>
        </Button>
        <Button component={Link} to="/manage/events">
          <Trans>Go to events</Trans>
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
