import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { emailSchema } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { PasswordField } from '../../platform/forms/PasswordField';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { updateProfile } from './api';

interface EmailValues {
  email: string;
  current_password: string;
}

interface ChangeEmailFormProps {
  /** Prefills the address, as when the link to a pending address is sent again. */
  initialEmail?: string;
  onDone: () => void;
  onCancel: () => void;
}

/** The login changes only once the link sent to the new address is opened. */
export function ChangeEmailForm({ initialEmail = '', onDone, onCancel }: ChangeEmailFormProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, current_password: '' },
    validate: {
      email: (value) => (emailSchema.safeParse(value).success ? null : t`Please enter a valid email address.`),
      current_password: (value) => (value ? null : t`This field is required.`),
    },
  });

  const mutation = useMutation({
    mutationFn: (values: EmailValues) => updateProfile(values),
    onMutate: () => setFormError(null),
    onSuccess: (user) => {
      const email = user.pending_email ?? user.email;
      notifySuccess(t`We sent a confirmation link to ${email}.`);
      onDone();
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <TextInput
          label={t`New email address`}
          type="email"
          autoComplete="email"
          required
          autoFocus={!initialEmail}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t`Current password`}
          description={t`For your security, confirm the change with your password.`}
          autoComplete="current-password"
          required
          autoFocus={!!initialEmail}
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Send confirmation link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
