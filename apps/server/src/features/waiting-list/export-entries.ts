import { and, count, gt } from 'drizzle-orm';
import { asc } from 'drizzle-orm';
import type { ExportFormatName, Locale, WaitingListEntry } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { waitingListEntries } from '../../platform/db/schema.js';
import { keysetPages, exportFile, type ExportFile, type ExportColumn } from '../../platform/exports/index.js';
import { t } from '../../platform/i18n/index.js';
import { loadEvent } from '../events/load-event.js';
import { settleOffers } from './entries.js';
import { planEntries, type ListScope } from './list-entries.js';
import { presentEntry, selectEntries } from './present.js';

/** The columns, named in the caller's language. */
function columnsFor(locale: Locale): ExportColumn<WaitingListEntry>[] {
  const label = (key: string) => t(locale, `export.waiting_list.${key}`);
  return [
    { header: label('id'), value: (e) => e.id },
    { header: label('status'), value: (e) => e.status },
    { header: label('position'), value: (e) => e.position },
    { header: label('first_name'), value: (e) => e.first_name },
    { header: label('last_name'), value: (e) => e.last_name },
    { header: label('email'), value: (e) => e.email },
    { header: label('language'), value: (e) => e.locale },
    { header: label('ticket'), value: (e) => e.ticket_title },
    { header: label('price'), value: (e) => e.price_label },
    { header: label('date_id'), value: (e) => e.date_id },
    // The line a seat category's or a capacity pool's (docs/waiting-list.md); empty on the price's own line.
    { header: label('seat_category'), value: (e) => e.seat_category ?? null },
    { header: label('capacity_pool'), value: (e) => e.capacity_assignment_name ?? null },
    { header: label('party_size'), value: (e) => e.quantity },
    { header: label('order'), value: (e) => e.order_short_id },
    { header: label('offered_at'), value: (e) => e.offered_at },
    { header: label('offer_expires_at'), value: (e) => e.offer_expires_at },
    { header: label('joined_at'), value: (e) => e.created_at },
  ];
}

/**
 * POST waiting-list/export: the entries the list would show for the same query and filters, in order of arrival,
 * read a keyset page at a time and streamed as they are read.
 */
export async function exportEntries(
  ctx: AppContext,
  options: ListScope & { format: ExportFormatName; query: Record<string, unknown>; locale: Locale },
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
  return exportFile({
    format: options.format,
    filename: `waiting-list-${event.id}`,
    total: total?.value ?? 0,
    columns: columnsFor(options.locale),
    rows,
  });
}
