import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordSchema } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { PasswordField } from '../../platform/forms/PasswordField';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { updateProfile } from './api';

const initialValues = { current_password: '', password: '', password_confirmation: '' };
type PasswordValues = typeof initialValues;

/** SPEC §5: at least 8 characters, and the confirmation must match; both checked before sending. */
function useValidate() {
  const { t } = useLingui();
  return (values: PasswordValues): FormErrors => {
    const errors: FormErrors = {};
    if (!values.current_password) errors.current_password = t`This field is required.`;
    if (!passwordSchema.safeParse(values.password).success) errors.password = t`The password must be at least 8 characters.`;
    if (values.password !== values.password_confirmation) errors.password_confirmation = t`The passwords are not the same.`;
    return errors;
  };
}

/** A new password needs the current one; every other session of the user ends. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordValues>({ mode: 'uncontrolled', initialValues, validate: useValidate() });

  const mutation = useMutation({
    mutationFn: (values: PasswordValues) => updateProfile(values),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      form.reset();
      notifySuccess(t`Your password was changed. Other devices have been logged out.`);
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack>
        <FormErrorAlert message={formError} />
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          required
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <PasswordField
          label={t`New password`}
          description={t`At least 8 characters`}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          key={form.key('password_confirmation')}
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
