import { Anchor, Burger, Divider, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@stagedoor/contracts';
import { LanguageSwitcher } from '../../../platform/i18n/LanguageSwitcher';
import { accountQuery } from '../../../platform/session/session';
import { ColorSchemeToggle } from '../../../platform/theme/ColorSchemeToggle';
import { Logo } from '../../../platform/ui/Logo';
import { UserMenu } from './UserMenu';

interface ManageHeaderProps {
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
}

export function ManageHeader({ user, navOpened, onToggleNav }: ManageHeaderProps) {
  const { t } = useLingui();
  const account = useQuery(accountQuery(user.account_id));
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t`Close navigation` : t`Open navigation`}
          aria-expanded={navOpened}
          aria-controls="manage-navigation"
        />
        <Anchor component={Link} to="/manage/events" underline="never" aria-label={t`Stagedoor, go to events`}>
          <Logo size={28} wordmarkVisibleFrom="xs" />
        </Anchor>
        {account.data && (
          <>
            <Divider orientation="vertical" visibleFrom="sm" />
            <Text size="sm" fw={600} c="dimmed" truncate visibleFrom="sm" maw={260}>
              {account.data.name}
            </Text>
          </>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        <ColorSchemeToggle />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
