import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataEnvelope, listEnvelope, messageResponseSchema, sortBodySchema, type ErrorCode } from '@stagedoor/contracts';
import { TOKEN, type ListFields } from './openapi.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What the document says of one operation besides its shape. */
interface Operation {
  operationId: string;
  summary: string;
  errors?: readonly ErrorCode[];
}

/**
 * A resource behind a session token: a collection (list, create, sort) and its items (get,
 * update, delete), each operation optional. `access` runs first in every handler (the role,
 * and the scope of the path's owner); the `run` functions are the use cases, given what it
 * answered, the parsed path parameters and the parsed body.
 */
export interface ResourceRoutes<
  Auth,
  Params extends z.ZodObject,
  ItemParams extends z.ZodObject,
  Body extends z.ZodType,
  Item extends z.ZodType,
> {
  /** The collection's path, such as /events/:event_id/promo-codes; an item's path appends /:id. */
  path: string;
  tags: string[];
  params: Params;
  itemParams: ItemParams;
  /** The body of create and update. */
  body: Body;
  /** One item as answered by create, get and update (in a data envelope) and by list (in a list envelope). */
  item: Item;
  access: (request: FastifyRequest, params: z.infer<Params>) => Promise<Auth>;
  list?: Operation & {
    list: ListFields;
    run: (auth: Auth, params: z.infer<Params>, query: Record<string, unknown>, request: FastifyRequest) => Promise<unknown>;
  };
  create?: Operation & { run: (auth: Auth, params: z.infer<Params>, body: z.infer<Body>, request: FastifyRequest) => Promise<unknown> };
  get?: Operation & { run: (auth: Auth, params: z.infer<ItemParams>, request: FastifyRequest) => Promise<unknown> };
  update?: Operation & {
    run: (auth: Auth, params: z.infer<ItemParams>, body: z.infer<Body>, request: FastifyRequest) => Promise<unknown>;
  };
  delete?: Operation & { run: (auth: Auth, params: z.infer<ItemParams>, request: FastifyRequest) => Promise<void> };
  /** Drag-to-sort at `path`/sort. */
  sort?: Operation & { run: (auth: Auth, params: z.infer<Params>, body: z.infer<typeof sortBodySchema>) => Promise<void> };
}

/**
 * Registers a resource's routes in the order list, create, get, update, delete, sort. create
 * answers 201 with the item, get and update 200 with it, delete and sort 200 with { message: 'ok' }.
 */
export function registerResourceRoutes<
  Auth,
  Params extends z.ZodObject,
  ItemParams extends z.ZodObject,
  Body extends z.ZodType,
  Item extends z.ZodType,
>(app: App, resource: ResourceRoutes<Auth, Params, ItemParams, Body, Item>): void {
  const { path, tags, params, itemParams, body, access } = resource;
  // The handlers below are generic over the schemas, which the type provider cannot resolve: they
  // read the parsed parameters and body with the types the description states instead.
  const routes = app as unknown as FastifyInstance;
  const itemPath = `${path}/:id`;
  const security = TOKEN;
  const envelope = dataEnvelope(resource.item);
  // Every item path also holds the collection's parameters, so the access check reads them there.
  const collectionParams = (request: FastifyRequest) => request.params as z.infer<Params>;
  const itemParamsOf = (request: FastifyRequest) => request.params as z.infer<ItemParams>;

  const { list, create, get, update, sort } = resource;
  const remove = resource.delete;

  if (list) {
    routes.get(
      path,
      {
        schema: {
          operationId: list.operationId,
          errors: list.errors,
          list: list.list,
          tags,
          security,
          summary: list.summary,
          params,
          response: { 200: listEnvelope(resource.item) },
        },
      },
      async (request) => {
        const auth = await access(request, collectionParams(request));
        return list.run(auth, collectionParams(request), request.query as Record<string, unknown>, request);
      },
    );
  }

  if (create) {
    routes.post(
      path,
      {
        schema: {
          operationId: create.operationId,
          errors: create.errors,
          summary: create.summary,
          tags,
          security,
          params,
          body,
          response: { 201: envelope },
        },
      },
      async (request, reply) => {
        const auth = await access(request, collectionParams(request));
        const data = await create.run(auth, collectionParams(request), request.body as z.infer<Body>, request);
        return reply.status(201).send({ data });
      },
    );
  }

  if (get) {
    routes.get(
      itemPath,
      {
        schema: {
          operationId: get.operationId,
          errors: get.errors,
          summary: get.summary,
          tags,
          security,
          params: itemParams,
          response: { 200: envelope },
        },
      },
      async (request) => {
        const auth = await access(request, collectionParams(request));
        return { data: await get.run(auth, itemParamsOf(request), request) };
      },
    );
  }

  if (update) {
    routes.put(
      itemPath,
      {
        schema: {
          operationId: update.operationId,
          errors: update.errors,
          summary: update.summary,
          tags,
          security,
          params: itemParams,
          body,
          response: { 200: envelope },
        },
      },
      async (request) => {
        const auth = await access(request, collectionParams(request));
        return { data: await update.run(auth, itemParamsOf(request), request.body as z.infer<Body>, request) };
      },
    );
  }

  if (remove) {
    routes.delete(
      itemPath,
      {
        schema: {
          operationId: remove.operationId,
          errors: remove.errors,
          summary: remove.summary,
          tags,
          security,
          params: itemParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const auth = await access(request, collectionParams(request));
        await remove.run(auth, itemParamsOf(request), request);
        return { message: 'ok' };
      },
    );
  }

  if (sort) {
    routes.post(
      `${path}/sort`,
      {
        schema: {
          operationId: sort.operationId,
          errors: sort.errors,
          tags,
          security,
          summary: sort.summary,
          params,
          body: sortBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const auth = await access(request, collectionParams(request));
        await sort.run(auth, collectionParams(request), request.body as z.infer<typeof sortBodySchema>);
        return { message: 'ok' };
      },
    );
  }
}
