import { t } from '@lingui/core/macro';
import type { AttendeeStatus } from '@stagedoor/contracts';

export function attendeeStatusLabel(status: AttendeeStatus): string {
  switch (status) {
    case 'ACTIVE':
      return t`Active`;
    case 'CANCELLED':
      return t`Cancelled`;
    case 'AWAITING_PAYMENT':
      return t`Awaiting payment`;
  }
}

export function attendeeStatusColor(status: AttendeeStatus): string {
  return status === 'ACTIVE' ? 'teal' : status === 'CANCELLED' ? 'red' : 'orange';
}

export function attendeeName(attendee: { first_name: string; last_name: string }): string {
  return `${attendee.first_name} ${attendee.last_name}`.trim();
}
