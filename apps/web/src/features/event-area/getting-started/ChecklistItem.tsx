import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconCheck } from '../../../platform/ui/icons';

interface ChecklistItemProps {
  step: number;
  title: string;
  description: ReactNode;
  done: boolean;
  action?: ReactNode;
}

export function ChecklistItem({ step, title, description, done, action }: ChecklistItemProps) {
  return (
    <Card withBorder padding="lg" component="li" bg={done ? 'var(--mantine-color-teal-light)' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={36} radius="xl" color={done ? 'teal' : 'gray.7'} variant={done ? 'filled' : 'outline'} aria-hidden="true">
          {done ? <IconCheck /> : <Text fw={700}>{step}</Text>}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }} miw={0}>
          <Title order={2} size="h5">
            {title}
            <VisuallyHidden>{done ? <Trans>(done)</Trans> : <Trans>(to do)</Trans>}</VisuallyHidden>
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {action && <div style={{ flexShrink: 0 }}>{action}</div>}
      </Group>
    </Card>
  );
}
