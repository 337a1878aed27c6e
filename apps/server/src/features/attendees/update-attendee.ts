import { eq } from 'drizzle-orm';
import type { UpdateAttendeeInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees } from '../../platform/db/schema.js';
import { findAttendee } from './present-attendee.js';
import { attendeeQuestionsFor, saveAnswers, validAnswers } from './attendee-answers.js';
import { auditAttendee } from './audit-attendee.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { inAccount } from '../../platform/auth/scope.js';

/** The organizer corrects an attendee's name, email, email language and, when given, answers. */
export async function updateAttendee(
  ctx: AppContext,
  options: { accountId: number; eventId: number; attendeeId: number; input: UpdateAttendeeInput; actorUserId: number | null },
): Promise<void> {
  const { accountId, eventId, attendeeId, input } = options;
  await ctx.db.transaction(async (tx) => {
    const current = await findAttendee(tx, accountId, eventId, attendeeId);
    const asked = input.answers ? await attendeeQuestionsFor(tx, eventId, current.attendee.ticketId) : [];
    const answers = input.answers ? validAnswers(asked, input.answers) : null;
    await tx
      .update(attendees)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        ...(input.locale ? { locale: input.locale } : {}),
        updatedAt: new Date(),
      })
      .where(inAccount(attendees, accountId, eq(attendees.id, attendeeId)));
    if (answers) await saveAnswers(tx, current.attendee.orderId, attendeeId, answers, asked);
    const before = current.attendee;
    const changed = [
      before.firstName !== input.first_name && 'first_name',
      before.lastName !== input.last_name && 'last_name',
      before.email !== input.email && 'email',
      !!input.locale && before.locale !== input.locale && 'locale',
    ].filter(Boolean);
    await auditAttendee(tx, before, 'EDITED', options.actorUserId, { fields: changed, answers: answers !== null });
    await emitWebhookEvent(ctx, tx, { accountId, eventId, type: 'attendee.updated', attendeeId });
  });
}
