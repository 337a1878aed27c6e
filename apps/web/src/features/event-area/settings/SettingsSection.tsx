import type { FormEventHandler, ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A section with a form gets a Save button; a section without one manages its own actions. */
  form?: { onSubmit: FormEventHandler<HTMLFormElement>; saving: boolean; formError: string | null };
}

export function SettingsSection({ id, title, description, children, form }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  const body = <Stack gap="md">{children}</Stack>;
  return (
    <Card withBorder padding="lg" component="section" id={id} aria-labelledby={headingId} style={{ scrollMarginTop: 80 }}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {form ? (
        <form noValidate onSubmit={form.onSubmit}>
          <Stack gap="md">
            <FormErrorAlert message={form.formError} />
            {body}
            <Group justify="flex-end">
              <Button type="submit" loading={form.saving}>
                <Trans>Save</Trans>
                <VisuallyHidden>: {title}</VisuallyHidden>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        body
      )}
    </Card>
  );
}
