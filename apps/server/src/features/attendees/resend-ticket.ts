import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { findAttendee } from './present-attendee.js';
import { queueTicketEmail } from './ticket-email.js';
import { auditAttendee } from './audit-attendee.js';

/** Sends an attendee's ticket mail again, in the attendee's language; a cancelled ticket is not sent. */
export async function resendTicket(
  ctx: AppContext,
  options: { accountId: number; eventId: number; attendeeId: number; actorUserId: number | null },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { attendee } = await findAttendee(tx, options.accountId, options.eventId, options.attendeeId);
    if (attendee.status === 'CANCELLED') throw new AppError('ATTENDEE_CANCELLED');
    if (attendee.status !== 'ACTIVE') throw new AppError('CONFLICT');
    await queueTicketEmail(ctx, tx, attendee.id);
    await auditAttendee(tx, attendee, 'TICKET_RESENT', options.actorUserId, { to: attendee.email, locale: attendee.locale });
  });
}
