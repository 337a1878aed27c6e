import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { acceptInvitationBodySchema, type Invitation } from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { schemaErrors } from '../../platform/forms/validation';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { PageLoader } from '../../platform/ui/PageLoader';
import { AuthCard } from './AuthCard';
import { InvalidLinkCard } from './InvalidLinkCard';
import { PasswordFields } from './PasswordFields';
import { acceptInvitation, browserTimezone, invitationQuery } from './api';
import { passwordMismatch } from './form-rules';
import { startSession } from './start-session';
import { NameFields } from '../../platform/forms/NameFields';

interface AcceptValues {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

function AcceptInvitationForm({ token, invitation, onAccepted }: { token: string; invitation: Invitation; onAccepted(): void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AcceptValues>({
    mode: 'uncontrolled',
    initialValues: {
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      password: '',
      password_confirmation: '',
    },
    validate: (values) => ({ ...schemaErrors(acceptInvitationBodySchema, values), ...passwordMismatch(values) }),
  });

  const mutation = useMutation({
    mutationFn: (values: AcceptValues) => acceptInvitation(token, { ...values, timezone: browserTimezone() }),
    onMutate: () => setFormError(null),
    onSuccess: async (response) => {
      // Before the new session empties the cache: read again, the invitation would answer "already accepted".
      onAccepted();
      startSession(response.data);
      await navigate('/manage/events', { replace: true });
    },
    onError: (error) => setFormError(applyServerErrors(form, error)),
  });

  const inviter = invitation.inviter_name;
  const email = invitation.email;
  const account = invitation.account_name;
  return (
    <AuthCard title={t`Join ${account}`} description={t`${inviter} has invited you to join ${account} on Stagedoor.`}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <FormErrorAlert message={formError} />
          <Text size="sm" c="dimmed">
            <Trans>
              You will log in as <strong>{email}</strong>
            </Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NameFields form={form} />
          </SimpleGrid>
          <PasswordFields form={form} />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            <Trans>Accept invitation</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function AcceptInvitationPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [accepted, setAccepted] = useState(false);
  const query = useQuery({ ...invitationQuery(token), enabled: !accepted });

  // Accepted: the way to the events is under way, and the used link is not read again.
  if (accepted || query.isPending) return <PageLoader minHeight={240} />;
  if (query.isError) {
    const invalid = isApiError(query.error) && (query.error.status === 404 || query.error.status === 409);
    return (
      <InvalidLinkCard
        title={invalid ? t`Invalid invitation link` : t`Something went wrong`}
        description={
          invalid
            ? t`This invitation is invalid, has already been accepted or was withdrawn. Ask the person who invited you to send a new one.`
            : query.error.message
        }
        actionLabel={t`Go to login`}
        actionTo="/auth/login"
      />
    );
  }
  return <AcceptInvitationForm token={token} invitation={query.data} onAccepted={() => setAccepted(true)} />;
}
