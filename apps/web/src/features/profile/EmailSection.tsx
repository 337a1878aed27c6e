import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@stagedoor/contracts';
import { IconMail } from '../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { cancelEmailChange, resendEmailConfirmation } from './api';
import { ChangeEmailForm } from './ChangeEmailForm';

/** What the email part of the profile shows: the address, a form for a new one, or that one being sent again. */
type Mode = { kind: 'view' } | { kind: 'change'; initialEmail: string };

function PendingChange({ user, onResend }: { user: User; onResend: () => void }) {
  const { t } = useLingui();
  const pendingEmail = user.pending_email ?? '';
  const cancel = useMutation({
    mutationFn: () => cancelEmailChange(user.id),
    onSuccess: () => notifySuccess(t`The email change was cancelled.`),
    onError: notifyError,
  });
  return (
    <Alert color="blue" variant="light" icon={<IconMail />} title={t`Email change pending confirmation`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Pending confirmation at <strong>{pendingEmail}</strong>. Your login changes once you open the link we sent there.
          </Trans>
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onResend}>
            <Trans>Resend link</Trans>
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            <Trans>Cancel email change</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The login address, whether it is confirmed, and changing it (SPEC §4: pending, then confirmed or cancelled). */
export function EmailSection({ user }: { user: User }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const email = user.email;
  const resend = useMutation({
    mutationFn: () => resendEmailConfirmation(user.id),
    onSuccess: () => notifySuccess(t`We sent a new confirmation email to ${email}.`),
    onError: notifyError,
  });

  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Badge variant="light" color={user.email_verified ? 'teal' : 'orange'}>
            {user.email_verified ? t`Confirmed` : t`Not confirmed`}
          </Badge>
        </Group>
        <Group gap="xs">
          {!user.email_verified && (
            <Button variant="default" size="xs" onClick={() => resend.mutate()} loading={resend.isPending}>
              <Trans>Resend confirmation email</Trans>
            </Button>
          )}
          {mode.kind === 'view' && (
            <Button variant="light" size="xs" onClick={() => setMode({ kind: 'change', initialEmail: '' })}>
              <Trans>Change email</Trans>
            </Button>
          )}
        </Group>
      </Group>
      {user.pending_email && (
        <PendingChange user={user} onResend={() => setMode({ kind: 'change', initialEmail: user.pending_email ?? '' })} />
      )}
      {mode.kind === 'change' && (
        <ChangeEmailForm
          key={mode.initialEmail}
          initialEmail={mode.initialEmail}
          onDone={() => setMode({ kind: 'view' })}
          onCancel={() => setMode({ kind: 'view' })}
        />
      )}
    </Stack>
  );
}
