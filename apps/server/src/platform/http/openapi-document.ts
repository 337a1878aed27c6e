import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DEFAULT_PAGE_SIZE, FILTER_OPERATORS, MAX_PAGE_SIZE, type ErrorCode } from '@stagedoor/contracts';
import { STATUS_BY_CODE } from '../errors.js';
import { FACTS_KEY, type CarriedFacts } from './openapi.js';
import type { FilterType } from './list.js';
import { describeConventions, pruneUnusedSchemas } from './openapi-schemas.js';

type Json = any;

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };
const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  402: 'Payment declined',
  403: 'The caller may not do this',
  404: 'Not found, or not the caller’s',
  409: 'Conflicts with the current state',
  413: 'Upload too large',
  422: 'Invalid input, with per-field errors',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'Unexpected error',
  503: 'The database or the disk cannot serve right now; Retry-After says when to try again',
};

const HEADERS: Record<string, Json> = {
  RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  AuthToken: {
    description: 'The session token, also in the body field `token`; send it as `Authorization: Bearer <token>`.',
    schema: { type: 'string' },
  },
  TotalCount: { description: 'How many rows the file holds, so that a page can show progress.', schema: { type: 'integer', minimum: 0 } },
  ContentDisposition: { description: '`attachment` with the file name.', schema: { type: 'string' } },
};
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

const PARAMETERS: Record<string, Json> = {
  IdempotencyKey: {
    in: 'header',
    name: 'Idempotency-Key',
    required: false,
    description: 'A repeat with the same key answers the first response and changes nothing; the same key with another request is a 422.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  },
  Page: {
    in: 'query',
    name: 'page',
    required: false,
    description: 'Plain decimal digits.',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  PerPage: {
    in: 'query',
    name: 'per_page',
    required: false,
    description: 'Plain decimal digits.',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
  Query: { in: 'query', name: 'query', required: false, description: 'Free text search.', schema: { type: 'string', maxLength: 200 } },
  SortDirection: { in: 'query', name: 'sort_direction', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
};
const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** What a filter value looks like, by the rules of platform/http/list-parameters.ts. */
const VALUE_BY_TYPE: Record<FilterType, Json> = {
  string: { type: 'string' },
  number: { type: 'integer', description: 'Plain decimal digits, an optional leading minus.' },
  date: {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
    description: 'ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`).',
  },
  boolean: { type: 'boolean', description: '`true` or `false`.' },
};

const IN_DESCRIPTION =
  'A comma-separated list of values of the field’s type; `\\,` is a comma inside a value and `\\\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored.';

/** The operators of one filter field; `in` takes a comma-separated list whatever the field's type. */
function operatorsSchema(type: FilterType): Json {
  const properties = Object.fromEntries(
    FILTER_OPERATORS.map((operator) => [
      operator,
      operator === 'in' ? { type: 'string', description: IN_DESCRIPTION } : VALUE_BY_TYPE[type],
    ]),
  );
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * The list parameters of API.md. With the endpoint's fields known, each filter field is a
 * parameter `filter_fields[FIELD]` in deepObject style (`filter_fields[status][eq]=PAID`), which
 * generated clients serialize as they are; otherwise one `filter_fields` describes the form.
 */
function listParameters(list: CarriedFacts['list']): Json[] {
  const fields = list === true || !list ? null : list;
  const sortBy = { type: 'string', maxLength: 64, ...(fields ? { enum: fields.sortable } : {}) };
  const filters = fields
    ? Object.entries(fields.filterable).map(([field, type]) => ({
        in: 'query',
        name: `filter_fields[${field}]`,
        required: false,
        style: 'deepObject',
        explode: true,
        description: `\`filter_fields[${field}][OPERATOR]=VALUE\`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter.`,
        schema: operatorsSchema(type),
      }))
    : [
        {
          in: 'query',
          name: 'filter_fields',
          required: false,
          style: 'deepObject',
          explode: true,
          description: '`filter_fields[FIELD][OPERATOR]=VALUE`, each once; unknown fields or operators are a 422 naming the parameter.',
          schema: { type: 'object', additionalProperties: operatorsSchema('string') },
        },
      ];
  return [
    parameterRef('Page'),
    parameterRef('PerPage'),
    parameterRef('Query'),
    {
      in: 'query',
      name: 'sort_by',
      required: false,
      description:
        'The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422.',
      schema: sortBy,
    },
    parameterRef('SortDirection'),
    ...filters,
  ];
}

/** The codes an operation can answer: those its shape implies, plus the ones the route names. */
function codesOf(method: string, operation: Json, facts: CarriedFacts): ErrorCode[] {
  const codes = new Set<ErrorCode>(facts.errors ?? []);
  const security: Json[] = operation.security ?? [];
  if (security.length > 0 && !security.some((entry) => Object.keys(entry).length === 0)) {
    codes.add('UNAUTHENTICATED');
    codes.add('FORBIDDEN');
  }
  const parameters: Json[] = operation.parameters ?? [];
  if (parameters.some((parameter) => parameter.in === 'path')) codes.add('NOT_FOUND');
  if (parameters.length > 0 || operation.requestBody) codes.add('VALIDATION_ERROR');
  if (facts.idempotent) codes.add('IDEMPOTENCY_KEY_REUSED');
  if (facts.upload) codes.add('PAYLOAD_TOO_LARGE');
  // Every operation reads the database, and any can meet it away (platform/http/error-handler.ts);
  // a route that declares its own 503 (health) keeps it.
  if (!operation.responses?.['503']) {
    codes.add('DATABASE_UNAVAILABLE');
    // A write can meet a full disk, the uploads' or the database's.
    if (method !== 'get') codes.add('STORAGE_UNAVAILABLE');
  }
  return [...codes];
}

function errorResponse(status: number, codes: ErrorCode[]): Json {
  const schema =
    codes.length > 0 ? { allOf: [ERROR_REF, { type: 'object', properties: { code: { type: 'string', enum: codes } } }] } : ERROR_REF;
  const retries = status === 429 || status === 503 || codes.includes('BUSY');
  return {
    description: codes.length > 0 ? `${REASONS[status] ?? 'Error'}: ${codes.join(', ')}` : (REASONS[status] ?? 'Error'),
    ...(retries ? { headers: { 'Retry-After': headerRef('RetryAfter') } } : {}),
    content: { 'application/json': { schema } },
  };
}

function completeOperation(method: string, operation: Json): void {
  const facts: CarriedFacts = operation[FACTS_KEY] ?? {};
  delete operation[FACTS_KEY];
  const parameters: Json[] = operation.parameters ?? [];
  if (facts.list) parameters.push(...listParameters(facts.list));
  if (facts.idempotent) parameters.push(parameterRef('IdempotencyKey'));
  if (parameters.length > 0) operation.parameters = parameters;
  if (facts.upload) operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: facts.upload } } };

  const responses: Json = operation.responses ?? {};
  const success = Object.keys(responses).find((status) => status.startsWith('2'));
  if (success && facts.issuesToken) responses[success].headers = { ...responses[success].headers, 'x-auth-token': headerRef('AuthToken') };
  if (success && facts.download) {
    responses[success].description = 'The file, sent as an attachment';
    // Exports (CSV or XLSX) count their rows; a single file such as a calendar has no rows to count.
    const counted = facts.download.includes('text/csv');
    responses[success].headers = {
      'Content-Disposition': headerRef('ContentDisposition'),
      ...(counted ? { 'X-Total-Count': headerRef('TotalCount') } : {}),
    };
    responses[success].content = Object.fromEntries(facts.download.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  }

  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codesOf(method, operation, facts)) {
    const status = STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // Statuses a route declared in its response schemas without naming codes stay documented.
  for (const status of Object.keys(responses)
    .map(Number)
    .filter((status) => status >= 400))
    if (!byStatus.has(status)) byStatus.set(status, []);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    // A 503 of the route's own shape (health) stays as declared and announces its retry too.
    if (status === 503 && codes.length === 0 && responses['503']?.content) {
      responses['503'] = {
        ...responses['503'],
        description: 'The process cannot serve; Retry-After says when to try again',
        headers: { 'Retry-After': headerRef('RetryAfter') },
      };
    } else responses[String(status)] = errorResponse(status, codes);
  }
  operation.responses = responses;
}

/**
 * The transformObject of @fastify/swagger: the named components of the type provider, then
 * every operation completed from its route's facts (list parameters, Idempotency-Key, upload
 * bodies, file answers, token and Retry-After headers, error responses by code), the naming
 * conventions of API.md applied to the schemas, and unused components dropped.
 */
export const openApiDocumentTransform: typeof jsonSchemaTransformObject = (input) => {
  const document: Json = jsonSchemaTransformObject(input);
  document.components = { ...document.components, parameters: PARAMETERS, headers: HEADERS };
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (['get', 'put', 'post', 'delete', 'patch'].includes(method)) completeOperation(method, operation);
    }
  }
  describeConventions(document);
  pruneUnusedSchemas(document);
  return document;
};
