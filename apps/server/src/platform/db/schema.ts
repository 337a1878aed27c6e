/**
 * The database schema, one file per area. drizzle-kit reads this file to
 * generate SQL migrations (npm run db:generate).
 */
export * from './schema/accounts.js';
export * from './schema/events.js';
export * from './schema/catalogue.js';
export * from './schema/dates.js';
export * from './schema/orders.js';
export * from './schema/platform.js';
export * from './schema/payments.js';
export * from './schema/check-ins.js';
export * from './schema/audit.js';
export * from './schema/affiliates.js';
export * from './schema/integrations.js';
export * from './schema/messages.js';
export * from './schema/seating.js';
export * from './schema/waiting-room.js';
export * from './schema/waiting-list.js';
export * from './schema/invoices.js';
