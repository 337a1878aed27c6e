import { z } from 'zod';
import { LOCALES } from './locale.js';

export const localeSchema = z.enum(LOCALES);

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * Validation messages are sent as keys; the server translates them into the
 * caller's language before answering (see server platform/i18n).
 */
export const V = {
  required: 'required',
  invalidEmail: 'invalid_email',
  passwordTooShort: 'password_too_short',
  passwordsNotSame: 'passwords_not_same',
  firstNameLength: 'first_name_length',
  lastNameLength: 'last_name_length',
  nameTooLong: 'name_too_long',
  descriptionTooLong: 'description_too_long',
  invalidUrl: 'invalid_url',
  invalidHexColor: 'invalid_hex_color',
  invalidTimezone: 'invalid_timezone',
  invalidCurrency: 'invalid_currency',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .pipe(z.email({ message: V.invalidEmail }));
export const passwordSchema = z.string().min(8, { message: V.passwordTooShort }).max(200);
export const firstNameSchema = z.string().trim().min(1, { message: V.firstNameLength }).max(50, { message: V.firstNameLength });
/** A user's last name, which may be left out. */
export const lastNameSchema = z.string().trim().max(50, { message: V.lastNameLength });
/**
 * A buyer's or ticket holder's last name: one of the default questions every order asks
 * (SPEC §3, "first name, last name, email"), required like the first name, in checkout and
 * in the back office alike.
 */
export const personLastNameSchema = z.string().trim().min(1, { message: V.lastNameLength }).max(50, { message: V.lastNameLength });
/** SPEC §5: names are under 150 characters. */
export const nameSchema = z.string().trim().min(1, { message: V.required }).max(149, { message: V.nameTooLong });
/** SPEC §5: descriptions are under 50,000 characters. */
export const descriptionSchema = z.string().max(49_999, { message: V.descriptionTooLong });
export const hexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { message: V.invalidHexColor });
export const urlSchema = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ message: V.invalidUrl, protocol: /^https?$/ }));
export const timezoneSchema = z.string().refine(isTimezone, { message: V.invalidTimezone });
export const currencySchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, { message: V.invalidCurrency }));

function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The largest amount, in minor units, accepted as a price, a fixed tax or fee, or a fixed discount
 * (10 billion in a two-decimal currency). Amounts are PostgreSQL `bigint`; orders and totals built
 * from these stay exact JSON numbers up to Number.MAX_SAFE_INTEGER (docs/money.md).
 */
export const MAX_AMOUNT = 1_000_000_000_000_000;

/** Ids are PostgreSQL `integer` columns: anything beyond their range cannot exist and must not reach the database. */
export const MAX_ID = 2_147_483_647;
/** An integer written the one way it is written: `16`, never `0x10`, `016`, `1e1`, `16.0` or ` 16`. */
const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;
/**
 * An id, as a JSON number or, in paths and forms, as its canonical decimal text. Any other
 * text is `invalid_id`, which in a path answers 404: `/events/0x10` names no event.
 */
export const idSchema = z
  .union([z.number(), z.string().regex(CANONICAL_INTEGER).transform(Number)], { error: 'invalid_id' })
  .pipe(z.number().int().positive().max(MAX_ID));
export const idParamsSchema = z.object({ id: idSchema });
/** A whole number in a query string or path, written plainly: `0x10`, `1e3`, ` 7` and `07` are refused. */
export const wholeNumberParam = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(CANONICAL_INTEGER).transform(Number)]).pipe(z.number().int().min(min).max(max));
export const isoDateTime = z.string();

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const FILTER_OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/**
 * A whole number in a query string as the list parameters take it (`page`, `per_page`): plain decimal
 * digits, no sign, exponent, hex, fraction or spaces. The server reads the list parameters of API.md
 * in one place (apps/server/src/platform/http/list-parameters.ts); routes with a query schema of their own use this.
 */
export const queryIntegerSchema = z
  .string()
  .regex(/^[0-9]{1,15}$/, { message: 'list_integer' })
  .transform(Number);

export const okResponseSchema = z.object({ ok: z.literal(true) });
