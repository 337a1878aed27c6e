import { useState } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginBodySchema, type AuthResponse } from '@stagedoor/contracts';
import { takeReturnUrl } from '../../platform/api/auth-redirect';
import { PasswordField } from '../../platform/forms/PasswordField';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { AccountChooser } from './AccountChooser';
import { AuthCard } from './AuthCard';
import { isAccountChoice, login, type AccountChoice } from './api';
import { startSession } from './start-session';

interface Credentials {
  email: string;
  password: string;
  account_id?: number;
}

interface PendingChoice {
  credentials: Credentials;
  accounts: AccountChoice[];
}

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<PendingChoice | null>(null);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(loginBodySchema, values),
  });

  async function finish(response: AuthResponse) {
    startSession(response.data);
    await navigate(takeReturnUrl(), { replace: true });
  }

  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    onMutate: () => setFormError(null),
    onSuccess: async (response, credentials) => {
      if (isAccountChoice(response)) {
        setChoice({ credentials, accounts: response.accounts });
        return;
      }
      await finish(response);
    },
    onError: (error) => {
      setChoice(null);
      setFormError(applyServerErrors(form, error));
    },
  });

  if (choice) {
    return (
      <AccountChooser
        accounts={choice.accounts}
        pendingAccountId={mutation.isPending ? mutation.variables.account_id : undefined}
        onChoose={(accountId) => mutation.mutate({ ...choice.credentials, account_id: accountId })}
        onBack={() => setChoice(null)}
      />
    );
  }

  return (
    <AuthCard
      title={t`Welcome back`}
      description={t`Log in to manage your events.`}
      footer={
        <Trans>
          New to Stagedoor?{' '}
          <Anchor component={Link} to="/auth/register">
            Create an account
          </Anchor>
        </Trans>
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <FormErrorAlert message={formError} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              <Trans>Forgot your password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            <Trans>Log in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
