import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { LogoMark } from '../../platform/ui/Logo';
import { PageTitle } from '../../platform/ui/PageTitle';

interface ErrorStateProps {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/**
 * SPEC §2: logo, title, description and a line back to the home page. The public pages show it too,
 * and the home page is the management app's, so the link loads the page rather than routing to it.
 */
export function ErrorState({ title, description, actions }: ErrorStateProps) {
  return (
    <Stack align="center" ta="center" gap="md" py={64} px="md" maw={560} mx="auto">
      <PageTitle title={title} />
      <LogoMark size={56} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" size="lg">
        {description}
      </Text>
      {actions}
      <Text size="sm">
        <Trans>
          Go back to the <Anchor href="/">home page</Anchor>.
        </Trans>
      </Text>
    </Stack>
  );
}
