import type { PromoCode } from '@stagedoor/contracts';
import type { promoCodes } from '../../platform/db/schema.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export function presentPromoCode(row: PromoCodeRow & { usageCount: number }): PromoCode {
  return {
    id: row.id,
    event_id: row.eventId,
    code: row.code,
    discount_type: row.discountType,
    // Stored in thousandths of a percent (docs/money.md), shown as a percent.
    discount: row.discountType === 'PERCENTAGE' ? row.discount / 1000 : row.discount,
    applicable_ticket_ids: row.applicableTicketIds,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    max_allowed_usages: row.maxAllowedUsages,
    usage_count: Number(row.usageCount),
  };
}
