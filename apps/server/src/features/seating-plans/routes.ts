import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchemaCompiler } from 'fastify';
import {
  copySeatingPlanBodySchema,
  dataEnvelope,
  listEnvelope,
  messageResponseSchema,
  seatingPlanBodySchema,
  seatingPlanSchema,
  seatingPlanSummarySchema,
} from '@stagedoor/contracts';
import { t } from '../../platform/i18n/index.js';
import { requestLocale } from '../../platform/http/locale.js';
import { TOKEN } from '../../platform/http/openapi.js';
import { getSeatingPlan, listSeatingPlans, savedSeatingPlanJson, SEATING_PLAN_LIST, seatingPlanJson } from './list-seating-plans.js';
import { checkPlanBody } from './plan-body-check.js';
import { accountParamsSchema, planParamsSchema, requirePlanManager } from './plan-access.js';
import { copySeatingPlan, createSeatingPlan, deleteSeatingPlan, updateSeatingPlan } from './save-seating-plan.js';

const tags = ['seating-plans'];
const planEnvelope = dataEnvelope(seatingPlanSchema);
/**
 * A plan's body may be far above the server's 1 MiB default: a 20,000-seat arena is 1 to 2 MB of JSON, the largest
 * plan (100,000 seats) 5 to 9 MB. Beyond this the answer is 413.
 */
export const SEATING_PLAN_BODY_LIMIT = 10 * 1024 * 1024;
const NAME_MAX = 255;

/**
 * The saves' body is checked by checkPlanBody in a worker thread, not by the request's validation on the event loop:
 * the body schema stays for the documentation, and the body passes through as the text it came as.
 */
const bodyInWorker: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (data) => ({ value: data }) : (validatorCompiler as FastifySchemaCompiler<unknown>)(route);
/** A plan's answer is JSON text made without writing out the layout again (seatingPlanJson, savedSeatingPlanJson). */
const textAnswer = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/** The account's seating plans (docs/seating.md): list, draw, read (the export), redraw, delete and copy. */
export const seatingPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    '/accounts/:account_id/seating-plans',
    {
      schema: {
        operationId: 'listSeatingPlans',
        summary:
          'Seating plans of the account without their layouts, paged; by name unless sort_by says otherwise; search by name; filter by seat_count, in_use',
        list: SEATING_PLAN_LIST,
        tags,
        security: TOKEN,
        params: accountParamsSchema,
        response: { 200: listEnvelope(seatingPlanSummarySchema) },
      },
    },
    async (request) => {
      const auth = await requirePlanManager(request, db, request.params.account_id);
      return listSeatingPlans(ctx, auth.accountId, request.query as Record<string, unknown>);
    },
  );

  // Drawing and redrawing: the body is read as text and checked in a worker thread (plan-body-check.ts), so that a
  // stadium's plan does not hold the process while it is parsed and checked.
  const saveRoutes: FastifyPluginAsyncZod = async (saves) => {
    saves.removeContentTypeParser('application/json');
    saves.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: SEATING_PLAN_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    saves.post(
      '/accounts/:account_id/seating-plans',
      {
        bodyLimit: SEATING_PLAN_BODY_LIMIT,
        validatorCompiler: bodyInWorker,
        serializerCompiler: textAnswer,
        schema: {
          operationId: 'createSeatingPlan',
          summary: 'Draw a seating plan, or import one: a name and a layout as docs/seating.md describes it',
          tags,
          security: TOKEN,
          params: accountParamsSchema,
          body: seatingPlanBodySchema,
          response: { 201: planEnvelope },
        },
      },
      async (request, reply) => {
        const auth = await requirePlanManager(request, db, request.params.account_id);
        const body = await checkPlanBody(request.body);
        const id = await createSeatingPlan(ctx, auth.accountId, body);
        return reply
          .status(201)
          .type('application/json; charset=utf-8')
          .send((await savedSeatingPlanJson(db, auth.accountId, id, body.layoutJson)) as never);
      },
    );

    saves.put(
      '/accounts/:account_id/seating-plans/:id',
      {
        bodyLimit: SEATING_PLAN_BODY_LIMIT,
        validatorCompiler: bodyInWorker,
        serializerCompiler: textAnswer,
        schema: {
          operationId: 'updateSeatingPlan',
          summary:
            'Replace a seating plan’s name and layout; while an event using it has seats held or sold, every seat id and standing area id stays (409 PLAN_IN_USE)',
          errors: ['PLAN_IN_USE'],
          tags,
          security: TOKEN,
          params: planParamsSchema,
          body: seatingPlanBodySchema,
          response: { 200: planEnvelope },
        },
      },
      async (request, reply) => {
        const { account_id: accountId, id } = request.params;
        const auth = await requirePlanManager(request, db, accountId);
        const body = await checkPlanBody(request.body);
        await updateSeatingPlan(ctx, auth.accountId, id, body);
        return reply
          .type('application/json; charset=utf-8')
          .send((await savedSeatingPlanJson(db, auth.accountId, id, body.layoutJson)) as never);
      },
    );
  };
  await app.register(saveRoutes);

  app.get(
    '/accounts/:account_id/seating-plans/:id',
    {
      serializerCompiler: textAnswer,
      schema: {
        operationId: 'getSeatingPlan',
        summary: 'One seating plan with its layout (the export of docs/seating.md) and the events that use it',
        tags,
        security: TOKEN,
        params: planParamsSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await requirePlanManager(request, db, request.params.account_id);
      return reply.type('application/json; charset=utf-8').send((await seatingPlanJson(db, auth.accountId, request.params.id)) as never);
    },
  );

  app.delete(
    '/accounts/:account_id/seating-plans/:id',
    {
      schema: {
        operationId: 'deleteSeatingPlan',
        summary: 'Delete a seating plan that no event uses (409 PLAN_IN_USE otherwise)',
        errors: ['PLAN_IN_USE'],
        tags,
        security: TOKEN,
        params: planParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await requirePlanManager(request, db, request.params.account_id);
      await deleteSeatingPlan(ctx, auth.accountId, request.params.id);
      return { message: 'ok' };
    },
  );

  app.post(
    '/accounts/:account_id/seating-plans/:id/copy',
    {
      schema: {
        operationId: 'copySeatingPlan',
        summary: 'Copy a seating plan, in use or not, into a new independent one named “<name> (copy)” unless a name is given',
        tags,
        security: TOKEN,
        params: planParamsSchema,
        body: copySeatingPlanBodySchema.nullish(),
        response: { 201: planEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await requirePlanManager(request, db, request.params.account_id);
      const locale = requestLocale(request);
      const given = request.body?.name;
      const name = (original: string) => given ?? t(locale, 'seating.plan_copy_name', { name: original }).slice(0, NAME_MAX);
      const id = await copySeatingPlan(ctx, auth.accountId, request.params.id, name);
      return reply.status(201).send({ data: await getSeatingPlan(db, auth.accountId, id) });
    },
  );
};
