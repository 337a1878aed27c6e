import { useState } from 'react';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { registerBodySchema } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { currentLocale } from '../../platform/i18n/i18n';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { AuthCard } from './AuthCard';
import { PasswordFields } from './PasswordFields';
import { browserTimezone, register } from './api';
import { passwordMismatch, termsNotAccepted } from './form-rules';
import { startSession } from './start-session';
import { NameFields } from '../../platform/forms/NameFields';

const initialValues = {
  first_name: '',
  last_name: '',
  account_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

type RegisterValues = typeof initialValues;

function validate(values: RegisterValues) {
  return { ...schemaErrors(registerBodySchema, values), ...passwordMismatch(values), ...termsNotAccepted(values) };
}

export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues, validate });

  const mutation = useMutation({
    mutationFn: (values: RegisterValues) =>
      register({
        first_name: values.first_name,
        last_name: values.last_name,
        ...(values.account_name.trim() ? { account_name: values.account_name } : {}),
        email: values.email,
        password: values.password,
        password_confirmation: values.password_confirmation,
        timezone: browserTimezone(),
        locale: currentLocale(),
      }),
    onMutate: () => setFormError(null),
    onSuccess: async (response) => {
      startSession(response.data);
      await navigate('/welcome', { replace: true });
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <AuthCard
      title={t`Create your account`}
      description={t`Set up Stagedoor for your events in a minute.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login">
            Log in
          </Anchor>
        </Trans>
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NameFields form={form} />
          </SimpleGrid>
          <TextInput
            label={t`Organization name`}
            description={t`Optional: the company, venue or collective your team works for. Invitations to join name it. Left empty, your own name is used.`}
            autoComplete="organization"
            key={form.key('account_name')}
            {...form.getInputProps('account_name')}
          />
          <TextInput label={t`Email`} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordFields form={form} />
          <Checkbox
            label={t`I agree to the terms and conditions`}
            required
            key={form.key('terms')}
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            <Trans>Create account</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
