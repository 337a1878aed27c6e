/** How buyers may pay for an event's orders (API.md "Money": offline payments). */
import { z } from 'zod';

export const PAYMENT_METHODS = ['CARD', 'BANK_TRANSFER', 'PAY_AT_DOOR'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Paid outside the site: the order waits, AWAITING_PAYMENT, until the organizer marks it paid or its deadline passes. */
export const OFFLINE_PAYMENT_METHODS = ['BANK_TRANSFER', 'PAY_AT_DOOR'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const MAX_PAYMENT_INSTRUCTIONS = 5000;

export function isOfflineMethod(method: string | null | undefined): method is OfflinePaymentMethod {
  return (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(method ?? '');
}

/** One method the event accepts; instructions are plain text shown and mailed to the buyer who picks it. */
export const paymentMethodSettingSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  instructions: z.string().trim().max(MAX_PAYMENT_INSTRUCTIONS).nullable().optional().default(null),
});
export type PaymentMethodSetting = z.infer<typeof paymentMethodSettingSchema>;

/**
 * The event's `settings.payment_methods`: at least one, each once; a bank transfer needs its instructions (the
 * organizer's bank details), since the buyer has nothing else to pay with.
 */
export const paymentMethodsSettingSchema = z
  .array(paymentMethodSettingSchema)
  .min(1)
  .max(PAYMENT_METHODS.length)
  .superRefine((methods, issues) => {
    const seen = new Set<string>();
    methods.forEach((entry, index) => {
      if (seen.has(entry.method)) issues.addIssue({ code: 'custom', message: 'duplicate_payment_method', path: [index, 'method'] });
      seen.add(entry.method);
      if (entry.method === 'BANK_TRANSFER' && !entry.instructions)
        issues.addIssue({ code: 'custom', message: 'required', path: [index, 'instructions'] });
    });
  });

export const DEFAULT_PAYMENT_SETTINGS = {
  payment_methods: [{ method: 'CARD', instructions: null }] as PaymentMethodSetting[],
  offline_payment_days: 3,
  pay_at_door_issues_tickets: false,
};

/** POST /public/events/{event_id}/order/{short_id}/offline-payment */
export const offlinePaymentBodySchema = z.object({ method: z.enum(OFFLINE_PAYMENT_METHODS) });
export type OfflinePaymentBody = z.input<typeof offlinePaymentBodySchema>;

/** POST /events/{event_id}/orders/mark-paid: several orders at once, each on its own. */
export const MAX_BULK_MARK_PAID = 100;
export const bulkMarkPaidBodySchema = z.object({
  order_ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(MAX_BULK_MARK_PAID)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_value' }),
});
export type BulkMarkPaidBody = z.input<typeof bulkMarkPaidBodySchema>;

export const BULK_MARK_PAID_RESULTS = ['MARKED_PAID', 'NOT_FOUND', 'ORDER_NOT_AWAITING_PAYMENT', 'SEAT_TAKEN'] as const;
export const bulkMarkPaidResultSchema = z.object({
  data: z.array(z.object({ order_id: z.number().int(), result: z.enum(BULK_MARK_PAID_RESULTS) })),
});
export type BulkMarkPaidResult = z.infer<typeof bulkMarkPaidResultSchema>;
