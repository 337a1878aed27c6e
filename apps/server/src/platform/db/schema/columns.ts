import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A jsonb column whose value may be a bare JSON string. Both drivers already parse
 * jsonb; Drizzle's own jsonb parses any string it gets once more, so an answer such
 * as "-1", "007" or "true" would come back as a number or a boolean.
 */
export const jsonbValue = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);
