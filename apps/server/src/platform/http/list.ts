import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILTER_OPERATORS, listQuerySchema, type FilterOperator, type ListMeta } from '@stagedoor/contracts';
import { AppError, type FieldErrors } from '../errors.js';

type Column = AnyPgColumn;
export type FilterType = 'string' | 'number' | 'date' | 'boolean';

/** What a list endpoint lets callers sort, filter and search by. Anything else is a 422. */
export interface ListSpec {
  /** A column, or an expression such as a count computed per row. */
  sortable: Record<string, Column | SQL>;
  filterable: Record<string, { column: Column; type: FilterType }>;
  searchable: (Column | SQL)[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** A unique column that breaks ties, so that pages never repeat or skip rows. */
  tieBreaker: Column;
}

export interface ListPlan {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
  where: SQL | undefined;
  orderBy: SQL[];
}

interface RawFilter {
  field: string;
  operator: string;
  value: string;
}

/** Reads `filter_fields[field][op]=value` whether the query parser left the keys flat or nested. */
function rawFilters(query: Record<string, unknown>): RawFilter[] {
  const filters: RawFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    // `filter_fields[field]` without an operator is read too, so that its error names the field.
    const flat = /^filter_fields\[([^\]]*)\](?:\[([^\]]*)\])?$/.exec(key);
    if (flat) {
      for (const item of Array.isArray(value) ? value : [value]) {
        filters.push({ field: flat[1] ?? '', operator: flat[2] ?? '', value: String(item) });
      }
    } else if (key === 'filter_fields' && value && typeof value === 'object') {
      for (const [field, ops] of Object.entries(value as Record<string, unknown>)) {
        if (ops && typeof ops === 'object') {
          for (const [operator, v] of Object.entries(ops as Record<string, unknown>)) {
            filters.push({ field, operator, value: String(v) });
          }
        } else {
          filters.push({ field, operator: '', value: String(ops) });
        }
      }
    } else if (key.startsWith('filter_fields')) {
      filters.push({ field: key, operator: '', value: String(value) });
    }
  }
  return filters;
}

function coerce(value: string, type: FilterType): unknown {
  switch (type) {
    case 'number': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'date': {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? undefined : d;
    }
    case 'boolean':
      return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;
    default:
      return value;
  }
}

function condition(column: Column, operator: FilterOperator, values: unknown[]): SQL {
  const [value] = values;
  switch (operator) {
    case 'eq':
      return eq(column, value);
    case 'ne':
      return ne(column, value);
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    case 'in':
      return inArray(column, values);
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface ParsedFilter {
  field: string;
  operator: FilterOperator;
  values: unknown[];
}

interface ParsedList {
  page: number;
  perPage: number;
  search: string | undefined;
  sortField: string;
  direction: 'asc' | 'desc';
  filters: ParsedFilter[];
}

/**
 * Validates the list parameters of API.md against what an endpoint allows (its sort
 * fields and its filter fields with their types); anything else is a 422 naming the parameter.
 */
function parseListQuery(
  query: Record<string, unknown>,
  allowed: { sortable: (field: string) => boolean; filterType: (field: string) => FilterType | undefined; defaultSort: ListSpec['defaultSort'] },
): ParsedList {
  const parsed = listQuerySchema.safeParse(query);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    // The bounds fill in the messages ("Must be at most {maximum}."); page and per_page share their minimum.
    const params: Record<string, number> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === 'too_big') params.maximum = Number(issue.maximum);
      if (issue.code === 'too_small') params.minimum = Number(issue.minimum);
      (errors[issue.path.join('.') || '_'] ??= []).push(
        issue.code === 'too_big' ? 'validation.too_big' : issue.code === 'too_small' ? 'validation.too_small' : 'validation.invalid_value',
      );
    }
    throw new AppError('VALIDATION_ERROR', { errors, params });
  }
  const { page, per_page: perPage, query: search, sort_by: sortBy, sort_direction: sortDirection } = parsed.data;

  const filters: ParsedFilter[] = [];
  for (const filter of rawFilters(query)) {
    const key = `filter_fields.${filter.field}`;
    const type = allowed.filterType(filter.field);
    if (!type) {
      (errors[key] ??= []).push('validation.unknown_filter_field');
      continue;
    }
    if (!(FILTER_OPERATORS as readonly string[]).includes(filter.operator)) {
      (errors[key] ??= []).push('validation.unknown_filter_operator');
      continue;
    }
    const operator = filter.operator as FilterOperator;
    const rawValues = operator === 'in' ? filter.value.split(',').map((v) => v.trim()) : [filter.value];
    const values = rawValues.map((v) => coerce(v, type));
    if (values.some((v) => v === undefined) || values.length === 0) {
      (errors[key] ??= []).push('validation.invalid_value');
      continue;
    }
    filters.push({ field: filter.field, operator, values });
  }

  const sortField = sortBy ?? allowed.defaultSort.field;
  if (!allowed.sortable(sortField)) (errors.sort_by ??= []).push('validation.unknown_sort_field');
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
  const direction = sortDirection ?? (sortBy ? 'asc' : allowed.defaultSort.direction);
  return { page, perPage, search: search?.trim() || undefined, sortField, direction, filters };
}

/** Validates the list parameters of API.md against a spec and plans the query. */
export function planList(query: Record<string, unknown>, spec: ListSpec): ListPlan {
  const list = parseListQuery(query, {
    sortable: (field) => Object.hasOwn(spec.sortable, field),
    filterType: (field) => (Object.hasOwn(spec.filterable, field) ? spec.filterable[field]!.type : undefined),
    defaultSort: spec.defaultSort,
  });
  const conditions = list.filters.map((filter) => condition(spec.filterable[filter.field]!.column, filter.operator, filter.values));
  if (list.search && spec.searchable.length > 0) {
    const pattern = `%${escapeLike(list.search)}%`;
    conditions.push(or(...spec.searchable.map((column) => ilike(column, pattern)))!);
  }
  const sortColumn = spec.sortable[list.sortField]!;
  const order = list.direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  return {
    page: list.page,
    perPage: list.perPage,
    limit: list.perPage,
    offset: (list.page - 1) * list.perPage,
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [order, asc(spec.tieBreaker)],
  };
}

type Value = string | number | boolean | Date | null;

/**
 * The same list parameters for a list that is worked out in memory (its rows carry
 * computed values such as a ticket's status): small lists of one event or account.
 */
export interface MemoryListSpec<T> {
  sortable: Record<string, (item: T) => Value>;
  filterable: Record<string, { value: (item: T) => Value; type: FilterType }>;
  searchable: ((item: T) => string | null)[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
}

function comparable(value: Value): number | string | boolean | null {
  return value instanceof Date ? value.getTime() : value;
}

/** Orders as PostgreSQL does: NULL after every value ascending, before them descending. */
function compare(a: Value, b: Value): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : 1;
}

function matches(value: Value, operator: FilterOperator, values: unknown[]): boolean {
  // Like SQL, a missing value matches no comparison.
  if (value === null) return false;
  const x = comparable(value) as number | string | boolean;
  const wanted = values.map((v) => comparable(v as Value));
  const [y] = wanted;
  switch (operator) {
    case 'eq':
      return x === y;
    case 'ne':
      return x !== y;
    case 'lt':
      return y !== null && y !== undefined && x < y;
    case 'lte':
      return y !== null && y !== undefined && x <= y;
    case 'gt':
      return y !== null && y !== undefined && x > y;
    case 'gte':
      return y !== null && y !== undefined && x >= y;
    case 'in':
      return wanted.includes(x);
  }
}

/**
 * Filters, searches, sorts and pages rows in memory by the rules of `planList`. Rows come
 * in their default order, and the sort is stable, so that order breaks ties.
 */
export function listInMemory<T>(items: T[], query: Record<string, unknown>, spec: MemoryListSpec<T>): { data: T[]; meta: ListMeta } {
  const list = parseListQuery(query, {
    sortable: (field) => Object.hasOwn(spec.sortable, field),
    filterType: (field) => (Object.hasOwn(spec.filterable, field) ? spec.filterable[field]!.type : undefined),
    defaultSort: spec.defaultSort,
  });
  const search = list.search?.toLowerCase();
  const sortValue = spec.sortable[list.sortField]!;
  const sign = list.direction === 'desc' ? -1 : 1;
  const rows = items
    .filter((item) => list.filters.every((filter) => matches(spec.filterable[filter.field]!.value(item), filter.operator, filter.values)))
    .filter((item) => !search || spec.searchable.some((text) => (text(item) ?? '').toLowerCase().includes(search)))
    .sort((a, b) => sign * compare(sortValue(a), sortValue(b)));
  const offset = (list.page - 1) * list.perPage;
  return { data: rows.slice(offset, offset + list.perPage), meta: listMeta(list, rows.length) };
}

export function listMeta(plan: Pick<ListPlan, 'page' | 'perPage'>, total: number): ListMeta {
  return {
    current_page: plan.page,
    per_page: plan.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / plan.perPage)),
  };
}
