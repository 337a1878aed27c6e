import type { Db } from '../../platform/db/client.js';
import { writeAudit } from '../../platform/audit/audit.js';

export type AttendeeAuditAction = 'CREATED' | 'EDITED' | 'CHECKED_IN' | 'CHECKED_OUT' | 'CANCELLED' | 'REACTIVATED' | 'TICKET_RESENT';

/** One entry of an attendee's history, in the transaction of the change. */
export async function auditAttendee(
  tx: Db,
  attendee: { id: number; accountId: number; eventId: number },
  action: AttendeeAuditAction,
  actorUserId: number | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  await writeAudit(tx, {
    accountId: attendee.accountId,
    eventId: attendee.eventId,
    subject: { type: 'ATTENDEE', id: attendee.id },
    action,
    actorUserId,
    data,
  });
}
