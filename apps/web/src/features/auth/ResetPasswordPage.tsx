import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordBodySchema } from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { PageLoader } from '../../platform/ui/PageLoader';
import { notifySuccess } from '../../platform/ui/notify';
import { AuthCard } from './AuthCard';
import { InvalidLinkCard } from './InvalidLinkCard';
import { PasswordFields } from './PasswordFields';
import { resetPassword, resetTokenQuery } from './api';
import { passwordMismatch } from './form-rules';

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', password_confirmation: '' },
    validate: (values) => ({ ...schemaErrors(resetPasswordBodySchema, values), ...passwordMismatch(values) }),
  });

  const mutation = useMutation({
    mutationFn: (values: { password: string; password_confirmation: string }) => resetPassword(token, values),
    onMutate: () => setFormError(null),
    onSuccess: async () => {
      notifySuccess(t`Your password has been changed. You can log in with it now.`);
      await navigate('/auth/login', { replace: true });
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  return (
    <AuthCard title={t`Choose a new password`}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <Text size="sm" c="dimmed">
            <Trans>
              For the login <strong>{email}</strong>
            </Trans>
          </Text>
          <FormErrorAlert message={formError} />
          <PasswordFields form={form} />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            <Trans>Save new password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const query = useQuery(resetTokenQuery(token));

  if (query.isPending) return <PageLoader minHeight={240} />;
  if (query.isError) {
    const expired = isApiError(query.error) && (query.error.status === 404 || query.error.status === 410);
    return (
      <InvalidLinkCard
        title={expired ? t`Invalid or expired reset link` : t`Something went wrong`}
        description={
          expired
            ? t`This password reset link is invalid or has expired. Reset links can be used once and only for a limited time.`
            : query.error.message
        }
        actionLabel={t`Request a new link`}
        actionTo="/auth/forgot-password"
      />
    );
  }
  return <ResetPasswordForm token={token} email={query.data.email} />;
}
