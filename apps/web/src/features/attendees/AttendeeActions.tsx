import { ActionIcon, Button, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Attendee } from '@stagedoor/contracts';
import { IconPrinter, IconSend } from '../../platform/ui/icons';
import { IconDots, IconEdit, IconX } from '../catalogue/shared/icons';
import { IconRefresh } from '../../platform/ui/icons';
import { IconArmchair } from '../event-area/icons';
import type { AttendeeAction } from './api';
import { attendeeName } from './labels';

interface AttendeeActionsProps {
  attendee: Attendee;
  busy: boolean;
  onAction(attendee: Attendee, action: AttendeeAction): void;
  onEdit(attendee: Attendee): void;
  onPrint(attendee: Attendee): void;
  /** Offered for an active attendee with a seat (a seated event). */
  onChangeSeat?: ((attendee: Attendee) => void) | undefined;
}

/** Check in or out at a click; everything else in the row's menu. */
export function AttendeeActions({ attendee, busy, onAction, onEdit, onPrint, onChangeSeat }: AttendeeActionsProps) {
  const { t } = useLingui();
  const name = attendeeName(attendee);
  const active = attendee.status === 'ACTIVE';
  return (
    <>
      {active &&
        (attendee.checked_in_at ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={busy}
            onClick={() => onAction(attendee, 'check_out')}
            aria-label={t`Check out ${name}`}
          >
            {t`Check out`}
          </Button>
        ) : (
          <Button size="compact-sm" loading={busy} onClick={() => onAction(attendee, 'check_in')} aria-label={t`Check in ${name}`}>
            {t`Check in`}
          </Button>
        ))}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t`More actions for ${name}`}>
            <IconDots />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit />} onClick={() => onEdit(attendee)}>
            {t`Edit`}
          </Menu.Item>
          {active && (
            <Menu.Item leftSection={<IconSend />} onClick={() => onAction(attendee, 'resend_ticket')}>
              {t`Resend ticket email`}
            </Menu.Item>
          )}
          {active && attendee.seat && onChangeSeat && (
            <Menu.Item leftSection={<IconArmchair />} onClick={() => onChangeSeat(attendee)}>
              {t`Change seat`}
            </Menu.Item>
          )}
          {attendee.status !== 'AWAITING_PAYMENT' && (
            <Menu.Item leftSection={<IconPrinter />} onClick={() => onPrint(attendee)}>
              {t`Print ticket`}
            </Menu.Item>
          )}
          {active && (
            <Menu.Item color="red" leftSection={<IconX />} onClick={() => onAction(attendee, 'cancel')}>
              {t`Cancel ticket`}
            </Menu.Item>
          )}
          {attendee.status === 'CANCELLED' && (
            <Menu.Item leftSection={<IconRefresh />} onClick={() => onAction(attendee, 'reactivate')}>
              {t`Reactivate ticket`}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
