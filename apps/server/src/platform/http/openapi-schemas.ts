type Json = any;

/**
 * API.md's naming rules, stated once for the document: timestamps (`*_at`, `*_date`,
 * `reserved_until`) are ISO 8601 date-times, and these fields are money in minor units.
 */
const TIMESTAMP = /(_at|_date|^reserved_until)$/;
const MONEY_FIELDS = new Set([
  'amount',
  'amount_paid',
  'price',
  'price_before_discount',
  'discounted_price',
  'display_price',
  'display_taxes_and_fees',
  'fee',
  'tax',
  'gross',
  'refunded',
  'total_before_additions',
  'total_discount',
  'total_fee',
  'total_tax',
  'total_gross',
  'total_refunded',
  'sales_total_gross',
  'sales_gross',
]);
const MONEY = 'An amount in the minor unit of the currency (1050 is 10.50 EUR).';
const DISCOUNT = 'A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones.';

const typesOf = (schema: Json): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...((schema.anyOf ?? schema.oneOf ?? []) as Json[]).flatMap(typesOf),
];

function describeProperty(name: string, schema: Json): void {
  if (!schema || typeof schema !== 'object' || schema.$ref) return;
  const types = typesOf(schema);
  if (TIMESTAMP.test(name) && types.includes('string')) {
    if (schema.anyOf) for (const branch of schema.anyOf as Json[]) if (branch.type === 'string') branch.format ??= 'date-time';
    if (types.includes('string') && !schema.anyOf) schema.format ??= 'date-time';
  }
  if (MONEY_FIELDS.has(name) && (types.includes('integer') || types.includes('number'))) schema.description ??= MONEY;
  if (name === 'discount' && (types.includes('integer') || types.includes('number'))) schema.description ??= DISCOUNT;
}

function walk(schema: Json, visit: (name: string, property: Json) => void): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const entry of schema) walk(entry, visit);
    return;
  }
  if (schema.properties && typeof schema.properties === 'object') {
    for (const [name, property] of Object.entries<Json>(schema.properties)) visit(name, property);
  }
  for (const value of Object.values(schema)) walk(value, visit);
}

export function describeConventions(document: Json): void {
  walk(document.components?.schemas, describeProperty);
  walk(document.paths, describeProperty);
}

function refsIn(value: Json, found: Set<string>): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const entry of value) refsIn(entry, found);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') found.add(child);
    else refsIn(child, found);
  }
}

/**
 * The type provider emits an input and an output copy of every named schema; only those an
 * operation reaches, directly or through other schemas, stay.
 */
export function pruneUnusedSchemas(document: Json): void {
  const schemas: Record<string, Json> = document.components?.schemas ?? {};
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const pending = new Set<string>();
  refsIn(document.paths, pending);
  refsIn(document.components?.parameters, pending);
  refsIn(document.components?.headers, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref!);
    if (!ref!.startsWith(prefix) || used.has(ref!)) continue;
    used.add(ref!);
    const found = new Set<string>();
    refsIn(schemas[ref!.slice(prefix.length)], found);
    for (const next of found) if (!used.has(next)) pending.add(next);
  }
  for (const name of Object.keys(schemas)) if (!used.has(prefix + name)) delete schemas[name];
}
