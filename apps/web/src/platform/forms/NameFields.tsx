import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';

/** First and last name of a person, as registration, invitations and the profile ask for them. */
export function NameFields<Values extends { first_name: string; last_name: string }>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`First name`}
        autoComplete="given-name"
        required
        key={form.key('first_name')}
        {...form.getInputProps('first_name')}
      />
      <TextInput label={t`Last name`} autoComplete="family-name" key={form.key('last_name')} {...form.getInputProps('last_name')} />
    </>
  );
}
