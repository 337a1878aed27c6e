import { useState } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateOrganizerBodySchema, type Organizer } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { updateOrganizer } from './organizer-edit-api';
import { CurrencyTimezoneFields } from '../../platform/forms/CurrencyTimezoneFields';

interface OrganizerValues {
  name: string;
  email: string;
  description: string;
  website: string;
  currency: string;
  timezone: string;
}

function toBody(values: OrganizerValues) {
  return { ...values, description: values.description.trim() || null, website: values.website.trim() || null };
}

interface OrganizerDetailsFormProps {
  organizer: Organizer;
  onSaved: () => void;
  onCancel: () => void;
}

export function OrganizerDetailsForm({ organizer, onSaved, onCancel }: OrganizerDetailsFormProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OrganizerValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: organizer.name,
      email: organizer.email,
      description: organizer.description ?? '',
      website: organizer.website ?? '',
      currency: organizer.currency,
      timezone: organizer.timezone,
    },
    validate: (values) => schemaErrors(updateOrganizerBodySchema, toBody(values)),
  });

  const mutation = useMutation({
    mutationFn: (values: OrganizerValues) => updateOrganizer(organizer.id, toBody(values)),
    onMutate: () => setFormError(null),
    onSuccess: (saved) => {
      const name = saved.name;
      notifySuccess(t`The organizer “${name}” was saved.`);
      onSaved();
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <TextInput label={t`Organizer name`} required data-autofocus key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label={t`Contact email`} type="email" required key={form.key('email')} {...form.getInputProps('email')} />
        <Textarea
          label={t`Description`}
          description={t`A few words about the organizer, shown to buyers`}
          autosize
          minRows={3}
          maxRows={10}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <TextInput label={t`Website`} type="url" placeholder="https://" key={form.key('website')} {...form.getInputProps('website')} />
        <CurrencyTimezoneFields
          currentTimezone={organizer.timezone}
          currency={{ key: form.key('currency'), ...form.getInputProps('currency') }}
          timezone={{ key: form.key('timezone'), ...form.getInputProps('timezone') }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Save organizer</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
