import { and, count, desc, lt } from 'drizzle-orm';
import type { Affiliate, ExportFormatName, Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { affiliates } from '../../platform/db/schema.js';
import { dateTimeCell, keysetPages, exportFile, moneyCell, type ExportFile, type ExportColumn } from '../../platform/exports/index.js';
import { t } from '../../platform/i18n/index.js';
import { loadEvent } from '../events/load-event.js';
import { checkAffiliateDate, planAffiliateQuery, withFigures, type AffiliateScope } from './list-affiliates.js';
import { presentAffiliate } from './present-affiliate.js';

/** Amounts in the event's currency, in its major unit and named; times in the event's time zone; column names in the caller's language. */
function columnsOf(locale: Locale, event: { currency: string; timezone: string }): ExportColumn<Affiliate>[] {
  const label = (key: string) => t(locale, `export.affiliates.${key}`);
  return [
    { header: label('id'), value: (a) => a.id },
    { header: label('name'), value: (a) => a.name },
    { header: label('code'), value: (a) => a.code },
    { header: label('email'), value: (a) => a.email },
    { header: label('status'), value: (a) => a.status },
    { header: label('orders'), value: (a) => a.sales_count },
    { header: label('tickets'), value: (a) => a.tickets_count },
    { header: label('gross_sales'), value: (a) => moneyCell(a.sales_gross, event.currency) },
    { header: label('currency'), value: () => event.currency },
    { header: label('created_at'), value: (a) => dateTimeCell(new Date(a.created_at), event.timezone) },
  ];
}

/**
 * POST affiliates/export: the affiliates the list would show for the same query
 * and filters, newest first, with their figures, streamed as they are read.
 */
export async function exportAffiliates(
  ctx: AppContext,
  options: AffiliateScope & { format: ExportFormatName; query: Record<string, unknown>; locale: Locale },
): Promise<ExportFile> {
  const event = await loadEvent(ctx.db, options.accountId, options.eventId);
  await checkAffiliateDate(ctx, options);
  const { where } = planAffiliateQuery(options, options.query);
  const [total] = await ctx.db.select({ value: count() }).from(affiliates).where(where);
  const rows = keysetPages<Affiliate>(
    async (afterId, limit) => {
      const batch = await ctx.db
        .select(withFigures(options.dateId))
        .from(affiliates)
        .where(and(where, afterId === null ? undefined : lt(affiliates.id, afterId)))
        .orderBy(desc(affiliates.id))
        .limit(limit);
      return batch.map(presentAffiliate);
    },
    (row) => row.id,
  );
  return exportFile({
    format: options.format,
    filename: `affiliates-${event.id}`,
    total: total?.value ?? 0,
    columns: columnsOf(options.locale, event),
    rows,
  });
}
