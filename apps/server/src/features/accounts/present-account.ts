import type { Account, EventDefaults } from '@stagedoor/contracts';
import { type accounts } from '../../platform/db/schema.js';

export const DEFAULT_EVENT_DEFAULTS: EventDefaults = {
  order_timeout_in_minutes: 15,
  price_display_mode: 'EXCLUSIVE',
  support_email: null,
  email_footer_message: null,
  notify_organizer_of_new_orders: true,
  show_powered_by_footer: true,
};

export function eventDefaultsOf(row: typeof accounts.$inferSelect): EventDefaults {
  return { ...DEFAULT_EVENT_DEFAULTS, ...row.eventDefaults };
}

export function presentAccount(row: typeof accounts.$inferSelect): Account {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    currency_code: row.currencyCode,
    timezone: row.timezone,
    owner_user_id: row.ownerUserId,
    event_defaults: eventDefaultsOf(row),
    created_at: row.createdAt.toISOString(),
  };
}
