import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { events } from '../../platform/db/schema.js';

/** Rows read per query while a sitemap streams: one query per batch, never the whole table in memory. */
const BATCH = 1000;

export interface IndexableEvent {
  id: number;
  slug: string;
  updatedAt: Date;
}

/**
 * What search engines may list: live events whose organizer allows indexing and that have not
 * ended, the same set as GET /api/public/events. Drafts and archived events are never listed.
 */
function indexable() {
  return and(
    eq(events.status, 'LIVE'),
    sql`coalesce((${events.settings}->>'allow_search_engine_indexing')::boolean, true)`,
    gte(events.effectiveEndDate, new Date()),
  );
}

export async function countIndexableEvents(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ value: count() }).from(events).where(indexable());
  return row?.value ?? 0;
}

/**
 * The indexable events of one sitemap page (page 1 first, `pageSize` events each, in id order),
 * read in keyset batches so that a page of 50,000 events is streamed rather than loaded at once.
 */
export async function* readIndexableEvents(ctx: AppContext, options: { page: number; pageSize: number }): AsyncGenerator<IndexableEvent> {
  const { page, pageSize } = options;
  const columns = { id: events.id, slug: events.slug, updatedAt: events.updatedAt };
  // The id just before the page starts: the page's first batch is then a keyset read like the others.
  let afterId = 0;
  if (page > 1) {
    const [before] = await ctx.db
      .select({ id: events.id })
      .from(events)
      .where(indexable())
      .orderBy(asc(events.id))
      .limit(1)
      .offset((page - 1) * pageSize - 1);
    if (!before) return;
    afterId = before.id;
  }
  let left = pageSize;
  while (left > 0) {
    const rows = await ctx.db
      .select(columns)
      .from(events)
      .where(and(indexable(), gt(events.id, afterId)))
      .orderBy(asc(events.id))
      .limit(Math.min(BATCH, left));
    for (const row of rows) yield row;
    if (rows.length < Math.min(BATCH, left)) return;
    left -= rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}
