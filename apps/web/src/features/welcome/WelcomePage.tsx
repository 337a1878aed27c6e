import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { createOrganizerBodySchema } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { useSessionUser } from '../../platform/session/session';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { IconBuilding } from '../../platform/ui/icons';
import { PageTitle } from '../../platform/ui/PageTitle';
import { createOrganizer } from '../organizers/api';
import { CurrencyTimezoneFields } from '../../platform/forms/CurrencyTimezoneFields';

interface OrganizerValues {
  name: string;
  email: string;
  currency: string;
  timezone: string;
}

/** `/welcome`: the first step after registration is the organizer that will run the events. */
export function WelcomePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<OrganizerValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: user.email, currency: 'EUR', timezone: user.timezone || 'UTC' },
    validate: (values) => schemaErrors(createOrganizerBodySchema, values),
  });

  const mutation = useMutation({
    mutationFn: createOrganizer,
    onMutate: () => setFormError(null),
    onSuccess: (organizer) => navigate(`/manage/organizer/${organizer.id}/events`),
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  const firstName = user.first_name;
  const title = t`Welcome to Stagedoor, ${firstName}!`;
  return (
    <Stack maw={720} mx="auto" gap="xl">
      <PageTitle title={t`Welcome`} />
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          <Trans>Let's set up the organizer behind your events. You can change all of this later.</Trans>
        </Text>
      </Stack>
      <Card withBorder padding="xl">
        <Group mb="lg" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="md">
            <IconBuilding size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              <Trans>Your organizer</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Buyers see this name on event pages, tickets and emails.</Trans>
            </Text>
          </div>
        </Group>
        <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
          <Stack>
            <FormErrorAlert message={formError} />
            <TextInput
              label={t`Organizer name`}
              description={t`For example your company, venue or festival`}
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t`Contact email`}
              type="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <CurrencyTimezoneFields
              currentTimezone={user.timezone || 'UTC'}
              currency={{ key: form.key('currency'), ...form.getInputProps('currency') }}
              timezone={{ key: form.key('timezone'), ...form.getInputProps('timezone') }}
            />
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={mutation.isPending}>
                <Trans>Create organizer</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
