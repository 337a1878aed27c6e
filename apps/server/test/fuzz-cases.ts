/**
 * Cases for the schema-driven fuzz, generated from the OpenAPI document alone: a
 * route added tomorrow is fuzzed without anyone writing a case for it.
 */
import { randomBytes } from 'node:crypto';
import { FIELD_VALUES, LIST_QUERIES, MALFORMED_BODIES, ODD_IDS, ODD_STRINGS, PATTERN_CANDIDATES } from './fuzz-values.js';

type Schema = any;

export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: Schema }[];
  body: { contentType: string; schema: Schema } | null;
  secured: boolean;
}

export interface FuzzCase {
  op: string;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Real ids and keys of one account, so that generated requests get past "not found" into validation and use cases. */
export interface FuzzIds {
  userId: number;
  memberId: number;
  invitedId: number;
  accountId: number;
  organizerId: number;
  organizerImageId: number;
  eventId: number;
  eventImageId: number;
  ticketId: number;
  priceId: number;
  /** A ticket that only checkout requests name, so that catalogue fuzzing never changes what orders buy. */
  checkoutTicketId: number;
  checkoutPriceId: number;
  promoCodeId: number;
  promoCode: string;
  capacityAssignmentId: number;
  questionId: number;
  taxAndFeeId: number;
  orderShortId: string;
  attendeeShortId: string;
  password: string;
}

export function operationsOf(document: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(document.paths ?? {})) {
    for (const [method, op] of Object.entries<Schema>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        // Shared parameters (list parameters, Idempotency-Key) are references into components.parameters.
        parameters: (op.parameters ?? []).map((parameter: Schema) =>
          parameter.$ref ? document.components?.parameters?.[String(parameter.$ref).split('/').pop()!] : parameter,
        ),
        body: contentType ? { contentType, schema: content[contentType].schema ?? {} } : null,
        secured:
          Array.isArray(op.security) && op.security.length > 0 && !op.security.some((entry: object) => Object.keys(entry).length === 0),
      });
    }
  }
  return operations;
}

function idHint(name: string, path: string, ids: FuzzIds): number | undefined {
  if (path.startsWith('/api/public/')) {
    if (name === 'ticket_id') return ids.checkoutTicketId;
    if (name === 'price_id' || name === 'ticket_price_id') return ids.checkoutPriceId;
  }
  const byName: Record<string, number> = {
    organizer_id: ids.organizerId,
    event_id: ids.eventId,
    ticket_id: ids.ticketId,
    ticket_ids: ids.ticketId,
    applicable_ticket_ids: ids.ticketId,
    price_id: ids.priceId,
    ticket_price_id: ids.priceId,
    question_id: ids.questionId,
    tax_and_fee_ids: ids.taxAndFeeId,
    account_id: ids.accountId,
    capacity_assignment_id: ids.capacityAssignmentId,
  };
  if (name in byName) return byName[name];
  if (name === 'id') return path.includes('/questions') ? ids.questionId : ids.ticketId;
  return undefined;
}

function stringExample(schema: Schema, name: string, ids: FuzzIds): string {
  // Ends after starts, so that date pairs are valid.
  if (schema.format === 'date-time') return /end|until|expir/.test(name) ? '2031-05-01T23:00:00Z' : '2031-05-01T19:00:00Z';
  if (schema.format === 'email' || name.includes('email')) return `fuzz-${randomBytes(4).toString('hex')}@example.test`;
  if (name.includes('password')) return ids.password;
  if (name.includes('currency')) return 'EUR';
  if (/url|website/.test(name)) return 'https://example.test/fuzz';
  const byName: Record<string, string> = {
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    locale: 'en',
    card_number: '4242424242424242',
    promo_code: ids.promoCode,
    code: `FUZZ-${randomBytes(3).toString('hex')}`,
  };
  const named = byName[name];
  if (named !== undefined) return named;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (fit) return fit;
  }
  const min = Number(schema.minLength ?? 1);
  return 'Fuzz value'.padEnd(Math.max(min, 1), 'z').slice(0, Math.max(min, Math.min(Number(schema.maxLength ?? 10), 10)));
}

/** A plausible valid value of a schema: every property filled in, ids of the account's own resources. */
export function exampleOf(schema: Schema, name: string, path: string, ids: FuzzIds, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const branches: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null' && !(b.enum && b.enum.length === 1 && b.enum[0] === '')) ?? branches[0];
    return exampleOf(branch, name, path, ids, depth + 1);
  }
  if (schema.allOf) return exampleOf(schema.allOf[0], name, path, ids, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      // In checkout an optional price is the buyer's claim about the price: left out, so that the base order is valid.
      const claims = path.startsWith('/api/public/') ? new Set<string>(['price']) : new Set<string>();
      const required = new Set<string>(schema.required ?? []);
      for (const [key, sub] of Object.entries<Schema>(schema.properties ?? {})) {
        if (required.has(key) || !claims.has(key)) out[key] = exampleOf(sub, key, path, ids, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: Math.min(count, 3) }, () => exampleOf(schema.items, name.replace(/s$/, ''), path, ids, depth + 1));
    }
    case 'string':
      return stringExample(schema, name, ids);
    case 'integer':
    case 'number': {
      const hint = idHint(name, path, ids);
      if (hint !== undefined) return hint;
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + 1 : 1);
      return Math.min(Math.max(Number(min), 1), Number(schema.maximum ?? 1));
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Every path (as keys) into a value, objects and the first item of arrays, up to a depth. */
function fieldPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const paths: (string | number)[][] = [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? (value.length ? [[0, value[0]]] : []) : Object.entries(value);
  for (const [key, child] of entries) {
    const path = [...prefix, key];
    paths.push(path, ...fieldPaths(child, path, depth + 1));
  }
  return paths;
}

function withValue(base: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

// ------------------------------------------------------------------ cases

function paramValue(op: Operation, name: string, ids: FuzzIds): string {
  const p = op.path;
  switch (name) {
    case 'event_id':
      return String(ids.eventId);
    case 'account_id':
      return String(ids.accountId);
    case 'short_id':
      return p.includes('/attendees/') ? ids.attendeeShortId : ids.orderShortId;
    case 'imageId':
      return String(p.includes('/organizers/') ? ids.organizerImageId : ids.eventImageId);
    case 'code':
      return encodeURIComponent(ids.promoCode);
    case 'token':
      return randomBytes(32).toString('base64url');
  }
  const owner = /\/([a-z-]+)\/\{id\}/.exec(p)?.[1];
  const byCollection: Record<string, number> = {
    accounts: ids.accountId,
    organizers: ids.organizerId,
    events: ids.eventId,
    tickets: ids.ticketId,
    'promo-codes': ids.promoCodeId,
    'capacity-assignments': ids.capacityAssignmentId,
    questions: ids.questionId,
    'taxes-and-fees': ids.taxAndFeeId,
  };
  if (owner === 'users') return String(p.endsWith('/invitation') ? ids.invitedId : p === '/api/users/{id}' ? ids.memberId : ids.userId);
  return String(byCollection[owner ?? ''] ?? 1);
}

function urlOf(op: Operation, ids: FuzzIds, override: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => override[name] ?? paramValue(op, name, ids));
  return query ? `${path}?${query}` : path;
}

export function casesFor(op: Operation, ids: FuzzIds): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const key = `${op.method} ${op.path}`;
  const add = (kind: string, url: string, headers: Record<string, string> = {}, payload?: string | Buffer) =>
    cases.push({ op: key, kind, method: op.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  const json = { 'content-type': 'application/json' };
  const base = op.body?.contentType === 'application/json' ? exampleOf(op.body.schema, '', op.path, ids) : {};
  const url = urlOf(op, ids);

  for (const param of op.parameters) {
    if (param.in === 'path')
      for (const odd of ODD_IDS) add(`path ${param.name}=${odd}`, urlOf(op, ids, { [param.name]: odd }), json, JSON.stringify(base));
    if (param.in === 'query') {
      for (const odd of [...ODD_IDS, ...ODD_STRINGS.slice(0, 6).map(encodeURIComponent)])
        add(`query ${param.name}=${odd.slice(0, 20)}`, `${url}?${param.name}=${odd}`);
      for (const shape of [`${param.name}[]=a`, `${param.name}[x]=1`, `${param.name}=a&${param.name}=b`])
        add(`query ${shape}`, `${url}?${shape}`);
    }
  }
  if (op.method === 'GET') for (const query of LIST_QUERIES) add(`list ${query.slice(0, 40)}`, `${url}?${query}`);

  for (const [kind, body] of MALFORMED_BODIES) add(`body ${kind}`, url, json, body);
  add('empty body as JSON', url, json, '');
  add('JSON as text/plain', url, { 'content-type': 'text/plain' }, JSON.stringify(base));
  add('form-urlencoded', url, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b[]=2&c[d]=3');
  add(
    'multipart',
    url,
    { 'content-type': 'multipart/form-data; boundary=fuzz' },
    '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
  );
  add('multipart without boundary', url, { 'content-type': 'multipart/form-data' }, 'garbage');
  add('multipart garbage', url, { 'content-type': 'multipart/form-data; boundary=fuzz' }, '--fuzz\r\ngarbage');
  add(
    'multipart text file as image',
    url,
    { 'content-type': 'multipart/form-data; boundary=fuzz' },
    '--fuzz\r\nContent-Disposition: form-data; name="type"\r\n\r\nEVENT_COVER\r\n--fuzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--fuzz--\r\n',
  );
  add('XML', url, { 'content-type': 'application/xml' }, '<a>1</a>');
  add('JSON in UTF-16 charset', url, { 'content-type': 'application/json; charset=utf-16' }, JSON.stringify(base));
  add('odd content type', url, { 'content-type': ';;;' }, '{}');
  add('bad bearer', url, { ...json, authorization: `Bearer ${'\u00ff'.repeat(3)}${'t'.repeat(5000)}` }, JSON.stringify(base));
  add('odd auth scheme', url, { ...json, authorization: 'Basic Og==' }, JSON.stringify(base));
  add('odd accept-language', url, { ...json, 'accept-language': 'zz-ZZ;q=abc, *;q=-1, de' }, JSON.stringify(base));
  add('odd idempotency key', url, { ...json, 'idempotency-key': 'k'.repeat(5000) }, JSON.stringify(base));

  if (op.body?.contentType === 'application/json') {
    for (const path of fieldPaths(base)) {
      const name = path.join('.');
      add(`field ${name} missing`, url, json, JSON.stringify(withValue(base, path, undefined, true)));
      for (const value of FIELD_VALUES) {
        const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 12)) : JSON.stringify(value);
        add(`field ${name}=${shown}`, url, json, JSON.stringify(withValue(base, path, value)));
      }
    }
    add(
      'valid body with an unknown field',
      url,
      json,
      JSON.stringify(Array.isArray(base) ? base : { ...(base as object), unknown_field: 1 }),
    );
    // Last, so that the mutations above run against the fixture as it was.
    add('valid body', url, json, JSON.stringify(base));
  } else if (op.method !== 'GET') {
    add('no body', url);
  } else {
    add('plain', url);
  }
  return cases;
}

/** A deterministic sample (mulberry32) in the original order; cases that `keep` accepts are always in it. */
export function sample<T>(items: T[], size: number, seed: number, keep: (item: T) => boolean = () => false): T[] {
  if (items.length <= size) return items;
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const indices = items.map((_, i) => i);
  const kept = indices.filter((i) => keep(items[i]!));
  const rest = indices.filter((i) => !keep(items[i]!));
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const chosen = [...kept, ...rest.slice(0, Math.max(0, size - kept.length))].sort((a, b) => a - b);
  return chosen.map((i) => items[i]!);
}
