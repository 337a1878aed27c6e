import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageResponseSchema, type User } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { IconMail } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';

/** SPEC §4/§6: an unconfirmed address blocks going live and messaging, so the reminder stays visible. */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useLingui();
  const email = user.email;
  const resend = useMutation({
    mutationFn: () => api.post(`users/${user.id}/resend-email-confirmation`, undefined, { schema: messageResponseSchema }),
    onSuccess: () => notifySuccess(t`We sent a new confirmation email to ${email}.`),
    onError: notifyError,
  });
  return (
    <Alert color="orange" variant="light" icon={<IconMail />} mb="lg" title={t`Please confirm your email address`}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          <Trans>
            Open the link we sent to <strong>{email}</strong>. Until then you cannot publish events or message attendees.
          </Trans>
        </Text>
        <Button size="xs" variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
          <Trans>Resend confirmation email</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
