import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from './PageTitle';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The heading block of a management page: its one `h1`, a short description and page actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="xl" gap="md">
      <PageTitle title={title} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
