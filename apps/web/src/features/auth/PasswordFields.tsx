import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '../../platform/forms/PasswordField';

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

/** The new password and its confirmation, shared by registration, reset and invitation. */
export function PasswordFields<Values extends PasswordValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  return (
    <Stack>
      <PasswordField
        label={t`Password`}
        description={t`At least 8 characters`}
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        required
        key={form.key('password_confirmation')}
        {...form.getInputProps('password_confirmation')}
      />
    </Stack>
  );
}
