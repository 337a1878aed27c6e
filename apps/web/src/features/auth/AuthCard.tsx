import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../platform/ui/PageTitle';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Stack gap={6} ta="center">
        <Title order={1} fz={28}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Paper>
      {footer && (
        <Text ta="center" size="sm">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
