import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILTER_OPERATORS, listQuerySchema, type FilterOperator, type ListMeta } from '@stagedoor/contracts';
import { AppError, type FieldErrors } from '../errors.js';

type Column = AnyPgColumn;
type FilterType = 'string' | 'number' | 'date' | 'boolean';

/** What a list endpoint lets callers sort, filter and search by. Anything else is a 422. */
export interface ListSpec {
  /** A column, or an expression such as a count computed per row. */
  sortable: Record<string, Column | SQL>;
  filterable: Record<string, { column: Column; type: FilterType }>;
  searchable: Column[];
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

/** Validates the list parameters of API.md against a spec and plans the query. */
export function planList(query: Record<string, unknown>, spec: ListSpec): ListPlan {
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

  const conditions: SQL[] = [];
  for (const filter of rawFilters(query)) {
    const key = `filter_fields.${filter.field}`;
    const target = Object.hasOwn(spec.filterable, filter.field) ? spec.filterable[filter.field] : undefined;
    if (!target) {
      (errors[key] ??= []).push('validation.unknown_filter_field');
      continue;
    }
    if (!(FILTER_OPERATORS as readonly string[]).includes(filter.operator)) {
      (errors[key] ??= []).push('validation.unknown_filter_operator');
      continue;
    }
    const operator = filter.operator as FilterOperator;
    const rawValues = operator === 'in' ? filter.value.split(',').map((v) => v.trim()) : [filter.value];
    const values = rawValues.map((v) => coerce(v, target.type));
    if (values.some((v) => v === undefined) || values.length === 0) {
      (errors[key] ??= []).push('validation.invalid_value');
      continue;
    }
    conditions.push(condition(target.column, operator, values));
  }

  const sortField = sortBy ?? spec.defaultSort.field;
  const sortColumn = Object.hasOwn(spec.sortable, sortField) ? spec.sortable[sortField] : undefined;
  if (!sortColumn) (errors.sort_by ??= []).push('validation.unknown_sort_field');
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });

  if (search && search.trim() && spec.searchable.length > 0) {
    const pattern = `%${escapeLike(search.trim())}%`;
    conditions.push(or(...spec.searchable.map((column) => ilike(column, pattern)))!);
  }

  const direction = sortDirection ?? (sortBy ? 'asc' : spec.defaultSort.direction);
  const order = direction === 'desc' ? desc(sortColumn!) : asc(sortColumn!);
  return {
    page,
    perPage,
    limit: perPage,
    offset: (page - 1) * perPage,
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [order, asc(spec.tieBreaker)],
  };
}

export function listMeta(plan: Pick<ListPlan, 'page' | 'perPage'>, total: number): ListMeta {
  return {
    current_page: plan.page,
    per_page: plan.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / plan.perPage)),
  };
}
