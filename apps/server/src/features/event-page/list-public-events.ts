import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { events, organizers } from '../../platform/db/schema.js';
import { imagesOf } from '../../platform/images/images.js';
import { listMeta, planList } from '../../platform/http/list.js';
import { EVENT_LIST } from '../events/list-events.js';
import { EVENT_ENTITY, presentPublicEvent } from '../events/present-event.js';

/** Live events that allow search engines and have not ended, a page of them as the list parameters ask. */
export async function listPublicEvents(ctx: AppContext, query: Record<string, unknown>) {
  const { db } = ctx;
  const plan = planList(query, EVENT_LIST);
  const where = and(
    eq(events.status, 'LIVE'),
    sql`coalesce((${events.settings}->>'allow_search_engine_indexing')::boolean, true)`,
    gte(events.effectiveEndDate, new Date()),
    plan.where,
  );
  const rows = await db
    .select()
    .from(events)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await db.select({ value: count() }).from(events).where(where);
  const ids = [...new Set(rows.map((row) => row.organizerId))];
  const organizerRows = ids.length ? await db.select().from(organizers).where(inArray(organizers.id, ids)) : [];
  const byId = new Map(organizerRows.map((row) => [row.id, row]));
  const images = await imagesOf(
    db,
    EVENT_ENTITY,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => presentPublicEvent(ctx.storage, row, byId.get(row.organizerId)!, images)),
    meta: listMeta(plan, total?.value ?? 0),
  };
}
