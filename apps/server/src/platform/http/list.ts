import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FilterOperator, ListMeta } from '@stagedoor/contracts';
import { parseListParameters, type FilterRule, type FilterType, type FilterValue, type ParsedFilter } from './list-parameters.js';

export type { FilterType } from './list-parameters.js';

type Column = AnyPgColumn;

/** What a list endpoint lets callers sort, filter and search by. Anything else is a 422. */
export interface ListSpec {
  /** A column, or an expression such as a count computed per row. */
  sortable: Record<string, Column | SQL>;
  /** A column, or an expression derived from the row (a boolean such as "has been checked in"). */
  filterable: Record<string, { column: Column | SQL; type: FilterType }>;
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
  /** The sort as read (the spec's default when none is given). */
  sortField: string;
  direction: 'asc' | 'desc';
  /** The free text of `query`, trimmed; undefined when empty. */
  search: string | undefined;
  /** The fields the request filters by. */
  filteredFields: ReadonlySet<string>;
}

const INT4 = { min: -2147483648, max: 2147483647 };

/** A number filter holds what its column holds: a 32-bit integer column refuses larger values with a 422, not a database error. */
function filterRule(filter: ListSpec['filterable'][string]): FilterRule {
  const columnType = (filter.column as { columnType?: string }).columnType;
  return filter.type === 'number' && (columnType === 'PgInteger' || columnType === 'PgSerial')
    ? { type: filter.type, ...INT4 }
    : { type: filter.type };
}

function condition(target: Column | SQL, operator: FilterOperator, values: FilterValue[]): SQL {
  // The operators take a column or an expression alike; the union only trips their overloads.
  const column = target as Column;
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

/** Validates the list parameters of API.md against a spec and plans the query. */
export function planList(query: Record<string, unknown>, spec: ListSpec): ListPlan {
  const list = parseListParameters(query, {
    sortable: (field) => Object.hasOwn(spec.sortable, field),
    filter: (field) => (Object.hasOwn(spec.filterable, field) ? filterRule(spec.filterable[field]!) : undefined),
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
    sortField: list.sortField,
    search: list.search,
    direction: list.direction,
    filteredFields: new Set(list.filters.map((filter) => filter.field)),
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

function matches(value: Value, operator: FilterOperator, values: ParsedFilter['values']): boolean {
  // Like SQL, a missing value matches no comparison.
  if (value === null) return false;
  const x = comparable(value) as number | string | boolean;
  const wanted = values.map(comparable);
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
  const list = parseListParameters(query, {
    sortable: (field) => Object.hasOwn(spec.sortable, field),
    filter: (field) => (Object.hasOwn(spec.filterable, field) ? { type: spec.filterable[field]!.type } : undefined),
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
