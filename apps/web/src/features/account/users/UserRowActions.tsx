import { Button, Menu, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role, UpdateUserBody, User } from '@stagedoor/contracts';
import { confirmAction } from '../../../platform/ui/confirm';
import { IconChevronDown } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { resendInvitation, revokeInvitation, updateMember } from './api';
import { fullName, useUserLabels } from './labels';

/** Role, status and invitation actions of one member; an administrator's own row and the owner's have none. */
function MemberActionsMenu({ member }: { member: User }) {
  const { t } = useLingui();
  const labels = useUserLabels();
  const confirm = (options: { title: string; message: string; confirmLabel: string; onConfirm: () => void }) =>
    confirmAction({ ...options, danger: true });
  const name = fullName(member);

  const update = useMutation({
    mutationFn: (body: UpdateUserBody) => updateMember(member.id, body),
    onSuccess: (saved, body) => {
      const role = labels.role[saved.role];
      if (body.role) notifySuccess(t`The role of ${name} was changed to ${role}.`);
      else if (saved.status === 'ACTIVE') notifySuccess(t`${name} was activated.`);
      else notifySuccess(t`${name} was deactivated and can no longer log in.`);
    },
    onError: notifyError,
  });
  const resend = useMutation({
    mutationFn: () => resendInvitation(member.id),
    onSuccess: () => notifySuccess(t`The invitation was sent again to ${name}.`),
    onError: notifyError,
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvitation(member.id),
    onSuccess: () => notifySuccess(t`The invitation of ${name} was revoked.`),
    onError: notifyError,
  });
  const otherRole: Role = member.role === 'ADMIN' ? 'ORGANIZER' : 'ADMIN';
  const otherRoleLabel = labels.role[otherRole];
  const busy = update.isPending || resend.isPending || revoke.isPending;

  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button variant="default" size="xs" loading={busy} rightSection={<IconChevronDown size={14} />} aria-label={t`Actions for ${name}`}>
          <Trans>Actions</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => update.mutate({ role: otherRole })}>{t`Change role to ${otherRoleLabel}`}</Menu.Item>
        {member.status === 'INACTIVE' && <Menu.Item onClick={() => update.mutate({ status: 'ACTIVE' })}>{t`Activate`}</Menu.Item>}
        {member.status === 'ACTIVE' && (
          <Menu.Item
            color="red"
            onClick={() =>
              confirm({
                title: t`Deactivate ${name}?`,
                message: t`They will be logged out and cannot log in to this account until you activate them again.`,
                confirmLabel: t`Deactivate`,
                onConfirm: () => update.mutate({ status: 'INACTIVE' }),
              })
            }
          >
            {t`Deactivate`}
          </Menu.Item>
        )}
        {member.status === 'INVITED' && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => resend.mutate()}>{t`Resend invitation`}</Menu.Item>
            <Menu.Item
              color="red"
              onClick={() =>
                confirm({
                  title: t`Revoke the invitation of ${name}?`,
                  message: t`The link in the invitation email will stop working. You can invite them again later.`,
                  confirmLabel: t`Revoke invitation`,
                  onConfirm: () => revoke.mutate(),
                })
              }
            >
              {t`Revoke invitation`}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserRowActions({ member, currentUserId }: { member: User; currentUserId: number }) {
  const { t } = useLingui();
  if (member.is_account_owner) {
    return (
      <Text size="xs" c="dimmed" maw={220}>
        {t`The account owner's role and status cannot be changed.`}
      </Text>
    );
  }
  if (member.id === currentUserId) {
    return (
      <Text size="xs" c="dimmed" maw={220}>
        {t`You cannot change your own role or status.`}
      </Text>
    );
  }
  return <MemberActionsMenu member={member} />;
}
