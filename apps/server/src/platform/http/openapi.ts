import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '@stagedoor/contracts';
import type { FilterType } from './list.js';

/**
 * What a route tells the OpenAPI document beyond its zod schemas. The route states facts
 * (the codes it can answer, that it is a list, that it takes an upload); the document's
 * responses, parameters and headers are built from them in one place (openapi-document.ts).
 */
export interface OpenApiRouteFacts {
  /**
   * Error codes the operation answers besides those that follow from its shape (401/403 when a
   * token is required, 404 for a path id, 422 for any input): each lands under its status.
   */
  errors?: readonly ErrorCode[];
  /**
   * A list endpoint: takes the list parameters of API.md (page, per_page, query, sort_by,
   * sort_direction, filter_fields); given its ListSpec, the sort and filter fields are named.
   */
  list?: true | ListFields;
  /** Honours an Idempotency-Key header (API.md "General rules"). */
  idempotent?: true;
  /** A multipart/form-data upload: the form fields, a file field as `uploadFile`. */
  upload?: z.ZodObject;
  /** Answers a file (media types) with Content-Disposition (and X-Total-Count for CSV/XLSX exports) instead of JSON. */
  download?: readonly string[];
  /** Answers a session token in the `x-auth-token` header as well as in the body. */
  issuesToken?: true;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the facts join the route schema's keys
  interface FastifySchema extends OpenApiRouteFacts {}
}

/** A file part of a multipart upload. */
export const uploadFile = z.string().meta({ format: 'binary', description: 'The file' });

/** Security of an operation: anyone; a session token; a session token when the caller has one (previews). */
type Security = { [scheme: string]: string[] }[];
export const PUBLIC: Security = [];
export const TOKEN: Security = [{ bearer: [] }];
export const OPTIONAL_TOKEN: Security = [{}, { bearer: [] }];

/** The key under which the route's facts travel from the route transform to the document pass. */
export const FACTS_KEY = 'x-stagedoor-facts';

/** What the document needs of a ListSpec or MemoryListSpec (platform/http/list.ts). */
export interface ListFields {
  sortable: Record<string, unknown>;
  filterable: Record<string, { type: FilterType }>;
}

export interface CarriedFacts extends Omit<OpenApiRouteFacts, 'upload' | 'list'> {
  upload?: Record<string, unknown>;
  list?: { sortable: string[]; filterable: Record<string, FilterType> } | true;
}

const FACT_KEYS = ['errors', 'list', 'idempotent', 'upload', 'download', 'issuesToken'] as const;

/**
 * The route transform of @fastify/swagger: the zod schemas become JSON schemas (components by
 * their registry id), an operation without `security` is public (`[]`), and the route's facts
 * ride along to the document pass under an `x-` key, which @fastify/swagger copies onto the operation.
 */
export const openApiRouteTransform: typeof jsonSchemaTransform = (input) => {
  const source = input.schema as (FastifySchema & Record<string, unknown>) | undefined;
  const stripped = source
    ? Object.fromEntries(Object.entries(source).filter(([key]) => !(FACT_KEYS as readonly string[]).includes(key)))
    : source;
  const result = jsonSchemaTransform({ ...input, schema: stripped as typeof input.schema });
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!source || !schema || schema.hide) return result;
  schema.security ??= PUBLIC;
  const facts: CarriedFacts = {};
  for (const key of FACT_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    if (key === 'upload') {
      const { $schema: _dialect, ...form } = z.toJSONSchema(value as z.ZodObject, {
        target: 'draft-2020-12',
        io: 'input',
        unrepresentable: 'any',
      });
      facts.upload = form;
    } else if (key === 'list') {
      // Only the field names and types travel: a spec's columns are no JSON.
      const spec = value as true | ListFields;
      facts.list =
        spec === true
          ? true
          : {
              sortable: Object.keys(spec.sortable),
              filterable: Object.fromEntries(Object.entries(spec.filterable).map(([field, { type }]) => [field, type])),
            };
    } else (facts as Record<string, unknown>)[key] = value;
  }
  schema[FACTS_KEY] = facts;
  return result;
};

/** The files the exports answer (API.md "Exports"). */
export const EXPORT_MEDIA_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
