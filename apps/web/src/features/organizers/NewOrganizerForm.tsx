import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { createOrganizerBodySchema, type Organizer } from '@stagedoor/contracts';
import { CurrencyTimezoneFields } from '../../platform/forms/CurrencyTimezoneFields';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { useSessionUser } from '../../platform/session/session';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { createOrganizer } from './api';

interface OrganizerValues {
  name: string;
  email: string;
  currency: string;
  timezone: string;
}

interface NewOrganizerFormProps {
  onCreated: (organizer: Organizer) => void;
  onCancel?: () => void;
  /** Focus the name when the form opens in a dialog. */
  autoFocus?: boolean;
}

/** The organizer's name, contact and defaults: the welcome step and the "New organizer" dialog share it. */
export function NewOrganizerForm({ onCreated, onCancel, autoFocus = false }: NewOrganizerFormProps) {
  const { t } = useLingui();
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
    onSuccess: onCreated,
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <TextInput
          label={t`Organizer name`}
          description={t`For example your company, venue or festival`}
          required
          data-autofocus={autoFocus || undefined}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput label={t`Contact email`} type="email" required key={form.key('email')} {...form.getInputProps('email')} />
        <CurrencyTimezoneFields
          currentTimezone={user.timezone || 'UTC'}
          currency={{ key: form.key('currency'), ...form.getInputProps('currency') }}
          timezone={{ key: form.key('timezone'), ...form.getInputProps('timezone') }}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" size="md" loading={mutation.isPending}>
            <Trans>Create organizer</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
