import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { User } from '@stagedoor/contracts';
import { isAdmin } from '../../../platform/session/session';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '../../../platform/ui/icons';
import { useLogout } from './use-logout';

function initials(user: User): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal={false}>
      <Menu.Target>
        <UnstyledButton aria-haspopup="menu" px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="teal" radius="xl" size={34}>
              {initials(user)}
            </Avatar>
            <VisuallyHidden>
              <Trans>User menu</Trans>
            </VisuallyHidden>
            <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/manage/profile" leftSection={<IconUser />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        {isAdmin(user) && (
          <Menu.Item component={Link} to="/account/settings" leftSection={<IconSettings />}>
            <Trans>Account settings</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout />} onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
