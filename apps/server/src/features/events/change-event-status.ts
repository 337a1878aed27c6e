import { eq } from 'drizzle-orm';
import type { EventStatus } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { events } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { loadEvent, presentEventById } from './load-event.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { inAccount } from '../../platform/auth/scope.js';

/** SPEC §4: the moves an event may make. Restoring an archived event returns it to draft. */
const ALLOWED: Record<EventStatus, readonly EventStatus[]> = {
  DRAFT: ['LIVE', 'ARCHIVED'],
  LIVE: ['DRAFT', 'ARCHIVED'],
  ARCHIVED: ['DRAFT'],
};

/**
 * Moves an event to another status with a conditional update, so that two
 * organizers acting at once cannot both win. Going live needs a confirmed email.
 */
export async function changeEventStatus(ctx: AppContext, auth: AuthContext, eventId: number, status: EventStatus) {
  const current = await loadEvent(ctx.db, auth.accountId, eventId);
  if (current.status !== status) {
    if (!ALLOWED[current.status].includes(status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', { params: { from: current.status, to: status } });
    }
    if (status === 'LIVE' && !auth.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    await ctx.db.transaction(async (tx) => {
      const updated = await tx
        .update(events)
        .set({ status, updatedAt: new Date() })
        .where(inAccount(events, auth.accountId, eq(events.id, eventId), eq(events.status, current.status)))
        .returning({ id: events.id });
      if (updated.length === 0) throw new AppError('CONFLICT');
      const type = status === 'LIVE' ? 'event.published' : status === 'ARCHIVED' ? 'event.archived' : null;
      if (type) await emitWebhookEvent(ctx, tx, { accountId: auth.accountId, eventId, type });
    });
  }
  return presentEventById(ctx, auth.accountId, eventId);
}
