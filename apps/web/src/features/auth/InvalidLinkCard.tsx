import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlert } from '../../platform/ui/icons';
import { AuthCard } from './AuthCard';

interface InvalidLinkCardProps {
  title: string;
  description: ReactNode;
  actionLabel: string;
  actionTo: string;
}

export function InvalidLinkCard({ title, description, actionLabel, actionTo }: InvalidLinkCardProps) {
  return (
    <AuthCard title={title}>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconAlert size={28} />
        </ThemeIcon>
        <Text>{description}</Text>
        <Button component={Link} to={actionTo} variant="light">
          {actionLabel}
        </Button>
      </Stack>
    </AuthCard>
  );
}
