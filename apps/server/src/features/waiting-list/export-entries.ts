import { and, count, gt } from 'drizzle-orm';
import { asc } from 'drizzle-orm';
import type { ExportFormatName, WaitingListEntry } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { waitingListEntries } from '../../platform/db/schema.js';
import { keysetPages, exportFile, type ExportFile, type ExportColumn } from '../../platform/exports/index.js';
import { loadEvent } from '../events/load-event.js';
import { settleOffers } from './entries.js';
import { planEntries, type ListScope } from './list-entries.js';
import { presentEntry, selectEntries } from './present.js';

const COLUMNS: ExportColumn<WaitingListEntry>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Status', value: (e) => e.status },
  { header: 'Position', value: (e) => e.position },
  { header: 'First name', value: (e) => e.first_name },
  { header: 'Last name', value: (e) => e.last_name },
  { header: 'Email', value: (e) => e.email },
  { header: 'Language', value: (e) => e.locale },
  { header: 'Ticket', value: (e) => e.ticket_title },
  { header: 'Price', value: (e) => e.price_label },
  { header: 'Date ID', value: (e) => e.date_id },
  { header: 'Party size', value: (e) => e.quantity },
  { header: 'Order', value: (e) => e.order_short_id },
  { header: 'Offered at', value: (e) => e.offered_at },
  { header: 'Offer expires at', value: (e) => e.offer_expires_at },
  { header: 'Joined at', value: (e) => e.created_at },
];

/**
 * POST waiting-list/export: the entries the list would show for the same query and filters, in order of arrival,
 * read a keyset page at a time and streamed as they are read.
 */
export async function exportEntries(
  ctx: AppContext,
  options: ListScope & { format: ExportFormatName; query: Record<string, unknown> },
): Promise<ExportFile> {
  const event = await loadEvent(ctx.db, options.accountId, options.eventId);
  await settleOffers(ctx.db, { eventId: event.id });
  const { where } = planEntries(options, options.query);
  const [total] = await ctx.db.select({ value: count() }).from(waitingListEntries).where(where);
  const rows = keysetPages<WaitingListEntry>(
    async (afterId, limit) => {
      const batch = await selectEntries(ctx.db)
        .where(and(where, afterId === null ? undefined : gt(waitingListEntries.id, afterId)))
        .orderBy(asc(waitingListEntries.id))
        .limit(limit);
      return batch.map(presentEntry);
    },
    (row) => row.id,
  );
  return exportFile({ format: options.format, filename: `waiting-list-${event.id}`, total: total?.value ?? 0, columns: COLUMNS, rows });
}
