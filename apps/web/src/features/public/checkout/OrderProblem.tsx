import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../platform/routing';
import { useLingui } from '@lingui/react/macro';
import { IconAlert } from '../../../platform/ui/icons';
import { PageTitle } from '../../../platform/ui/PageTitle';
import { ThemedButton } from '../shared/ThemedButton';

interface OrderProblemProps {
  title: string;
  description?: ReactNode;
  /** Where "back to the event" leads; no button without it. */
  eventPath: string | null;
}

/** The order cannot go on (SPEC §8: expired, no longer exists, already paid or cancelled). */
export function OrderProblem({ title, description, eventPath }: OrderProblemProps) {
  const { t } = useLingui();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="alert">
      <PageTitle title={title} />
      <IconAlert size={40} />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {description && <Text>{description}</Text>}
      {eventPath && (
        <ThemedButton component={Link} to={eventPath}>
          {t`Back to the event`}
        </ThemedButton>
      )}
    </Stack>
  );
}
