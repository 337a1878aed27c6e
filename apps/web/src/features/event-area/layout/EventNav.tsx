import type { ReactNode } from 'react';
import { Box, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import {
  IconCalendar,
  IconChart,
  IconCheck,
  IconClock,
  IconCode,
  IconMail,
  IconReceipt,
  IconScan,
  IconSettings,
  IconTag,
  IconTicket,
  IconUsers,
} from '../../../platform/ui/icons';
import { IconArmchair, IconHelp, IconPalette } from '../icons';
import { IconLink } from '../../catalogue/shared/icons';
import classes from './EventLayout.module.css';

interface NavEntry {
  path: string;
  label: string;
  icon: ReactNode;
}

/**
 * SPEC §2 orders the event menu: Dashboard, Getting started, Tickets, Attendees, Questions,
 * Orders, Promo codes, Affiliates, Check-in, Messages, Capacity assignments, Homepage designer,
 * Widget, Settings. Only entries whose page exists are listed. Dates (issue #24) come before Tickets,
 * Seating (issue #25) after them.
 */
function useEntries(event: Event): NavEntry[] {
  const { t } = useLingui();
  const entries: (NavEntry | false)[] = [
    { path: '', label: t`Dashboard`, icon: <IconChart /> },
    !event.settings.hide_getting_started_page && { path: 'getting-started', label: t`Getting started`, icon: <IconCheck /> },
    { path: 'dates', label: t`Dates`, icon: <IconCalendar /> },
    { path: 'tickets', label: t`Tickets`, icon: <IconTicket /> },
    { path: 'seating', label: t`Seating`, icon: <IconArmchair /> },
    { path: 'attendees', label: t`Attendees`, icon: <IconUsers /> },
    { path: 'questions', label: t`Questions`, icon: <IconHelp /> },
    { path: 'orders', label: t`Orders`, icon: <IconReceipt /> },
    { path: 'promo-codes', label: t`Promo codes`, icon: <IconTag /> },
    { path: 'affiliates', label: t`Affiliates`, icon: <IconLink /> },
    { path: 'reports', label: t`Reports`, icon: <IconChart /> },
    { path: 'waiting-list', label: t`Waiting list`, icon: <IconUsers /> },
    { path: 'messages', label: t`Messages`, icon: <IconMail /> },
    { path: 'check-in', label: t`Check-in`, icon: <IconScan /> },
    { path: 'capacity-assignments', label: t`Capacity assignments`, icon: <IconUsers /> },
    { path: 'homepage-designer', label: t`Homepage designer`, icon: <IconPalette /> },
    { path: 'widget', label: t`Widget`, icon: <IconCode /> },
    { path: 'waiting-room', label: t`Waiting room`, icon: <IconClock /> },
    { path: 'settings', label: t`Settings`, icon: <IconSettings /> },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}

/** The event area's own menu: a column beside the page on wide screens, a scrollable row above it on narrow ones. */
export function EventNav({ event }: { event: Event }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const base = `/manage/event/${event.id}`;
  const current =
    pathname
      .slice(base.length)
      .replace(/^\/+|\/+$/g, '')
      .split('/')[0] ?? '';
  const isActive = (path: string) => current === path || (path === '' && current === 'dashboard');

  return (
    <Box component="nav" aria-label={t`Event menu`} className={classes.nav}>
      <ScrollArea type="auto" scrollbars="x">
        <div className={classes.navList}>
          {useEntries(event).map((entry) => {
            const active = isActive(entry.path);
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path ? `${base}/${entry.path}` : base}
                label={entry.label}
                leftSection={entry.icon}
                active={active}
                aria-current={active ? 'page' : undefined}
                className={classes.navLink}
              />
            );
          })}
        </div>
      </ScrollArea>
    </Box>
  );
}
