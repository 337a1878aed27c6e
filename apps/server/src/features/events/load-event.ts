import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, organizers } from '../../platform/db/schema.js';
import { findInAccount, inAccount } from '../../platform/auth/scope.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { imagesOf } from '../../platform/images/images.js';
import { EVENT_ENTITY, presentEvent, type EventRow, type OrganizerRow } from './present-event.js';

/** An event of the caller's account, locked for update when asked; others answer 404. */
export async function loadEvent(db: Db, accountId: number, eventId: number, options: { forUpdate?: boolean } = {}): Promise<EventRow> {
  if (!options.forUpdate) return findInAccount(db, events, accountId, eventId);
  const [row] = await db
    .select()
    .from(events)
    .where(inAccount(events, accountId, eq(events.id, eventId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The organizer named in a request body; one of another account is a 422 on the field, like a missing one. */
export async function organizerForEvent(db: Db, accountId: number, organizerId: number): Promise<OrganizerRow> {
  const [row] = await db
    .select()
    .from(organizers)
    .where(inAccount(organizers, accountId, eq(organizers.id, organizerId)));
  if (!row) throw fieldError('organizer_id', 'validation.organizer_not_found');
  return row;
}

export async function presentEventById(ctx: AppContext, accountId: number, eventId: number) {
  const row = await loadEvent(ctx.db, accountId, eventId);
  const [organizer] = await ctx.db.select().from(organizers).where(eq(organizers.id, row.organizerId));
  return presentEvent(ctx.storage, row, organizer!, await imagesOf(ctx.db, EVENT_ENTITY, [row.id]));
}

/** A live event for everyone; a draft or archived one only for members of its account (preview). */
export async function loadVisibleEvent(ctx: AppContext, eventId: number, viewerAccountId: number | null): Promise<EventRow> {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!row || (row.status !== 'LIVE' && row.accountId !== viewerAccountId)) throw notFound();
  return row;
}
