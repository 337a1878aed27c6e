import type { ReactNode } from 'react';
import { AppShell, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@stagedoor/contracts';
import { organizersQuery } from '../../../features/organizers/api';
import { NewOrganizerButton } from '../../../features/organizers/NewOrganizerButton';
import { isAdmin } from '../../../platform/session/session';
import {
  IconBuilding,
  IconCalendar,
  IconCreditCard,
  IconPlug,
  IconPlus,
  IconReceipt,
  IconSettings,
  IconTemplate,
  IconUsers,
} from '../../../platform/ui/icons';
import { IconSeat } from '../../../features/seating-plans/icons';

interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  onNavigate: () => void;
}

function NavItem({ to, label, icon, active, onNavigate }: NavItemProps) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

function SectionLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="md" pb={4} style={{ letterSpacing: '0.04em' }}>
      {children}
    </Text>
  );
}

export function ManageNavbar({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const organizers = useQuery(organizersQuery());
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const accountLinks = [
    { to: '/account/settings', label: t`Settings`, icon: <IconSettings /> },
    { to: '/account/users', label: t`Users`, icon: <IconUsers /> },
    { to: '/account/taxes-and-fees', label: t`Taxes and fees`, icon: <IconReceipt /> },
    { to: '/account/seating-plans', label: t`Seating plans`, icon: <IconSeat /> },
    { to: '/account/event-defaults', label: t`Event defaults`, icon: <IconTemplate /> },
    { to: '/account/payment', label: t`Payment`, icon: <IconCreditCard /> },
    { to: '/account/integrations', label: t`Integrations`, icon: <IconPlug /> },
  ];

  return (
    <AppShell.Section grow component={ScrollArea} p="sm">
      <Stack gap={2}>
        <NavItem
          to="/manage/events"
          label={t`Events`}
          icon={<IconCalendar />}
          active={under('/manage/events') || under('/manage/event')}
          onNavigate={onNavigate}
        />

        <SectionLabel>{t`Organizers`}</SectionLabel>
        {organizers.isPending && <Skeleton height={32} radius="md" />}
        {organizers.data?.data.map((organizer) => (
          <NavItem
            key={organizer.id}
            to={`/manage/organizer/${organizer.id}`}
            label={organizer.name}
            icon={<IconBuilding />}
            active={under(`/manage/organizer/${organizer.id}`)}
            onNavigate={onNavigate}
          />
        ))}
        {organizers.data?.data.length === 0 && (
          <NavItem to="/welcome" label={t`Create an organizer`} icon={<IconPlus />} active={under('/welcome')} onNavigate={onNavigate} />
        )}
        {(organizers.data?.data.length ?? 0) > 0 && <NewOrganizerButton variant="subtle" size="compact-sm" justify="flex-start" px="sm" />}

        {isAdmin(user) && (
          <>
            <SectionLabel>{t`Account`}</SectionLabel>
            {accountLinks.map((link) => (
              <NavItem key={link.to} {...link} active={under(link.to)} onNavigate={onNavigate} />
            ))}
          </>
        )}
      </Stack>
    </AppShell.Section>
  );
}
