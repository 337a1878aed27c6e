/**
 * The one reader of the list parameters of API.md (`page`, `per_page`, `query`, `sort_by`,
 * `sort_direction`, `filter_fields[FIELD][OPERATOR]=VALUE`). Lists planned in SQL and lists
 * worked out in memory both take their input from here, so a value means the same everywhere:
 *
 * - integers (`page`, `per_page`, number filters): plain decimal digits, a leading minus for filters;
 * - dates: ISO 8601, a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`,
 *   `2026-05-01T21:00:00+02:00`, seconds and fractions optional);
 * - booleans: `true` or `false`;
 * - `in`: a comma list; `\,` is a comma inside a value and `\\` a backslash, spaces around commas are dropped;
 * - every parameter once, with one value: repeated parameters and array forms (`query[]=`) are refused.
 *
 * Anything else is a 422 whose error is keyed by the parameter as written (`filter_fields[created_at][gte]`).
 * A JSON body (the exports) may hold the same parameters, nested or flat; its numbers and booleans
 * read as their text.
 */
import { DEFAULT_PAGE_SIZE, FILTER_OPERATORS, MAX_PAGE_SIZE, type FilterOperator } from '@stagedoor/contracts';
import { AppError, type FieldErrors } from '../errors.js';

export type FilterType = 'string' | 'number' | 'date' | 'boolean';
export type FilterValue = string | number | boolean | Date;

/** What one filter field takes: its type and, for numbers, the range its column holds. */
export interface FilterRule {
  type: FilterType;
  min?: number;
  max?: number;
}

export interface ListRules {
  sortable: (field: string) => boolean;
  filter: (field: string) => FilterRule | undefined;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
}

export interface ParsedFilter {
  field: string;
  operator: FilterOperator;
  values: FilterValue[];
}

export interface ParsedList {
  page: number;
  perPage: number;
  search: string | undefined;
  sortField: string;
  direction: 'asc' | 'desc';
  filters: ParsedFilter[];
}

const NAMED = ['page', 'per_page', 'query', 'sort_by', 'sort_direction'] as const;
type Named = (typeof NAMED)[number];
const MAX_QUERY_LENGTH = 200;
const FILTER_KEY = /^filter_fields\[([^[\]]*)\]\[([^[\]]*)\]$/;
const INTEGER = /^-?[0-9]+$/;
const DIGITS = /^[0-9]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2})))?$/;

interface RawFilter {
  parameter: string;
  field: string;
  operator: string;
  value: string;
}

class Collector {
  readonly errors: FieldErrors = {};
  readonly params: Record<string, number> = {};
  add(parameter: string, message: string): void {
    (this.errors[parameter] ??= []).push(message);
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors: this.errors, params: this.params });
  }
}

/** One value as text: a string, or a JSON number or boolean; anything else (a list, an object) is not one value. */
function single(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Splits the parameters into the named ones and the filters, refusing forms API.md does not have. */
function collect(query: Record<string, unknown>, out: Collector): { named: Partial<Record<Named, string>>; filters: RawFilter[] } {
  const named: Partial<Record<Named, string>> = {};
  const filters: RawFilter[] = [];
  const filter = (parameter: string, field: string, operator: string, value: unknown) => {
    const text = single(value);
    if (text === undefined) out.add(parameter, 'validation.parameter_once');
    else filters.push({ parameter, field, operator, value: text });
  };
  for (const [key, value] of Object.entries(query)) {
    if ((NAMED as readonly string[]).includes(key)) {
      const text = single(value);
      if (text === undefined) out.add(key, 'validation.parameter_once');
      else named[key as Named] = text;
      continue;
    }
    if (NAMED.some((name) => key.startsWith(`${name}[`))) {
      out.add(key, 'validation.parameter_once');
      continue;
    }
    const flat = FILTER_KEY.exec(key);
    if (flat) {
      filter(key, flat[1]!, flat[2]!, value);
    } else if (key === 'filter_fields' && isRecord(value)) {
      // The nested form of a JSON body: { filter_fields: { status: { in: "PAID,REFUNDED" } } }.
      for (const [field, operators] of Object.entries(value)) {
        if (!isRecord(operators)) {
          out.add(`filter_fields[${field}]`, 'validation.filter_form');
          continue;
        }
        for (const [operator, item] of Object.entries(operators)) filter(`filter_fields[${field}][${operator}]`, field, operator, item);
      }
    } else if (key.startsWith('filter_fields')) {
      out.add(key, 'validation.filter_form');
    }
  }
  return { named, filters };
}

/** A whole number in plain decimal digits within [min, max], or undefined. */
function integer(text: string, min: number, max: number, signed: boolean): number | undefined {
  if (!(signed ? INTEGER : DIGITS).test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** An ISO 8601 date (midnight UTC) or date-time with offset, checked field by field; undefined otherwise. */
export function parseIsoDate(text: string): Date | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const hasTime = m[4] !== undefined;
  if (hasTime && m[8] === undefined && m[9] === undefined) return undefined;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const [offsetHours, offsetMinutes] = [Number(m[10] ?? 0), Number(m[11] ?? 0)];
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  date.setUTCFullYear(year);
  const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(date.getTime() - offset * 60_000);
}

/** The items of an `in` list: commas separate, `\,` and `\\` escape; undefined on any other backslash. */
function splitList(text: string): string[] | undefined {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1];
      if (next !== ',' && next !== '\\') return undefined;
      current += next;
      i++;
    } else if (c === ',') {
      items.push(current.trim());
      current = '';
    } else current += c;
  }
  items.push(current.trim());
  return items;
}

const TYPE_MESSAGE: Record<FilterType, string> = {
  string: 'validation.invalid_value',
  number: 'validation.list_integer',
  date: 'validation.list_date',
  boolean: 'validation.list_boolean',
};

function filterValue(text: string, rule: FilterRule): FilterValue | undefined {
  switch (rule.type) {
    case 'number':
      return integer(text, rule.min ?? Number.MIN_SAFE_INTEGER, rule.max ?? Number.MAX_SAFE_INTEGER, true);
    case 'date':
      return parseIsoDate(text);
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'string':
      // The database cannot hold a NUL character, so no value has one.
      return text.includes('\u0000') ? undefined : text;
  }
}

/** `page` and `per_page`, for lists that take nothing else. */
export function readPaging(query: Record<string, unknown>): { page: number; perPage: number } {
  const out = new Collector();
  const { named } = collect(query, out);
  const paging = readPagingInto(named, out);
  out.throwIfAny();
  return paging;
}

function readPagingInto(named: Partial<Record<Named, string>>, out: Collector): { page: number; perPage: number } {
  const read = (name: 'page' | 'per_page', fallback: number, max: number): number => {
    const text = named[name];
    if (text === undefined) return fallback;
    if (!DIGITS.test(text)) {
      out.add(name, 'validation.list_integer');
      return fallback;
    }
    const n = Number(text);
    if (n < 1) {
      out.params.minimum = 1;
      out.add(name, 'validation.too_small');
    } else if (!Number.isSafeInteger(n) || n > max) {
      out.params.maximum = max;
      out.add(name, 'validation.too_big');
    }
    return n;
  };
  return { page: read('page', 1, Number.MAX_SAFE_INTEGER), perPage: read('per_page', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** Reads and checks the list parameters against what a list allows; anything else is a 422 naming the parameter. */
export function parseListParameters(query: Record<string, unknown>, rules: ListRules): ParsedList {
  const out = new Collector();
  const { named, filters: raw } = collect(query, out);
  const { page, perPage } = readPagingInto(named, out);

  const search = named.query;
  if (search !== undefined && search.length > MAX_QUERY_LENGTH) {
    out.params.maximum = MAX_QUERY_LENGTH;
    out.add('query', 'validation.too_big');
  }
  const sortBy = named.sort_by;
  const sortField = sortBy ?? rules.defaultSort.field;
  if (!rules.sortable(sortField)) out.add('sort_by', 'validation.unknown_sort_field');
  const sortDirection = named.sort_direction;
  if (sortDirection !== undefined && sortDirection !== 'asc' && sortDirection !== 'desc')
    out.add('sort_direction', 'validation.invalid_value');

  const filters: ParsedFilter[] = [];
  for (const filter of raw) {
    const rule = rules.filter(filter.field);
    if (!rule) {
      out.add(filter.parameter, 'validation.unknown_filter_field');
      continue;
    }
    if (!(FILTER_OPERATORS as readonly string[]).includes(filter.operator)) {
      out.add(filter.parameter, 'validation.unknown_filter_operator');
      continue;
    }
    const operator = filter.operator as FilterOperator;
    const items = operator === 'in' ? splitList(filter.value) : [filter.value];
    if (!items) {
      out.add(filter.parameter, 'validation.list_escape');
      continue;
    }
    const values = items.map((item) => filterValue(item, rule));
    if (values.some((value) => value === undefined)) {
      out.add(filter.parameter, TYPE_MESSAGE[rule.type]);
      continue;
    }
    filters.push({ field: filter.field, operator, values: values as FilterValue[] });
  }

  out.throwIfAny();
  const direction = (sortDirection as 'asc' | 'desc' | undefined) ?? (sortBy ? 'asc' : rules.defaultSort.direction);
  return { page, perPage, search: search?.trim() || undefined, sortField, direction, filters };
}
