import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageResponseSchema, type User } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { cachedSessionUser } from '../../../platform/session/session';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';

/** A button that sends the confirmation email again; shared by the checklist and the go-live dialog. */
export function ResendConfirmationButton({ user, onSent }: { user: Pick<User, 'id' | 'email'>; onSent?: () => void }) {
  const { t } = useLingui();
  const email = user.email;
  const resend = useMutation({
    mutationFn: () => api.post(`users/${user.id}/resend-email-confirmation`, undefined, { schema: messageResponseSchema }),
    onSuccess: () => {
      notifySuccess(t`We sent a new confirmation email to ${email}.`);
      onSent?.();
    },
    onError: notifyError,
  });
  return (
    <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
      <Trans>Resend confirmation email</Trans>
    </Button>
  );
}

function EmailNotVerifiedBody({ modalId }: { modalId: string }) {
  const user = cachedSessionUser();
  const email = user?.email ?? '';
  return (
    <Stack>
      <Text>
        <Trans>
          An event can only go live once your email address is confirmed. Open the link we sent to <strong>{email}</strong>, then try again.
        </Trans>
      </Text>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={() => modals.close(modalId)}>
          <Trans>Close</Trans>
        </Button>
        {user && <ResendConfirmationButton user={user} onSent={() => modals.close(modalId)} />}
      </Group>
    </Stack>
  );
}

/** SPEC §4: the answer to a 409 EMAIL_NOT_VERIFIED when going live. */
export function openEmailNotVerifiedDialog(title: string): void {
  const modalId = 'email-not-verified';
  modals.open({ modalId, title, children: <EmailNotVerifiedBody modalId={modalId} /> });
}
