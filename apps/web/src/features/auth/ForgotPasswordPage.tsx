import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordBodySchema } from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { IconMail } from '../../platform/ui/icons';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './api';

function BackToLogin() {
  return (
    <Anchor component={Link} to="/auth/login">
      <Trans>Back to login</Trans>
    </Anchor>
  );
}

/** The answer is the same whether or not an account exists for the address. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: (values) => schemaErrors(forgotPasswordBodySchema, values),
  });

  const mutation = useMutation({
    mutationFn: (values: { email: string }) => requestPasswordReset(values.email.trim()),
    onMutate: () => setFormError(null),
    onSuccess: (_response, values) => setSentTo(values.email.trim()),
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  if (sentTo) {
    return (
      <AuthCard title={t`Check your email`} footer={<BackToLogin />}>
        <Stack align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMail size={28} />
          </ThemeIcon>
          <Text>
            <Trans>
              If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link is valid for a
              limited time.
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>No email after a few minutes? Check your spam folder or try again.</Trans>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter the email address you use to log in and we will send you a link to choose a new password.`}
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <FormErrorAlert message={formError} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            <Trans>Send reset link</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
