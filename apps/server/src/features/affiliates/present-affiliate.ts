import type { Affiliate } from '@stagedoor/contracts';
import type { affiliates } from '../../platform/db/schema.js';

export type AffiliateRow = typeof affiliates.$inferSelect;
export interface AffiliateFigures {
  salesCount: number | string;
  salesGross: number | string;
  ticketsCount: number | string;
}

export function presentAffiliate(row: AffiliateRow & AffiliateFigures): Affiliate {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    code: row.code,
    email: row.email,
    status: row.status,
    // Aggregates may come back as strings (bigint); the amounts stay far below 2^53.
    sales_count: Number(row.salesCount),
    tickets_count: Number(row.ticketsCount),
    sales_gross: Number(row.salesGross),
    created_at: row.createdAt.toISOString(),
  };
}
