import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { getSeatingPlan, listSeatingPlans, SEATING_PLAN_LIST } from './list-seating-plans.js';
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

  app.post(
    '/accounts/:account_id/seating-plans',
    {
      bodyLimit: SEATING_PLAN_BODY_LIMIT,
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
      const id = await createSeatingPlan(ctx, auth.accountId, request.body);
      return reply.status(201).send({ data: await getSeatingPlan(db, auth.accountId, id) });
    },
  );

  app.get(
    '/accounts/:account_id/seating-plans/:id',
    {
      schema: {
        operationId: 'getSeatingPlan',
        summary: 'One seating plan with its layout (the export of docs/seating.md) and the events that use it',
        tags,
        security: TOKEN,
        params: planParamsSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) => {
      const auth = await requirePlanManager(request, db, request.params.account_id);
      return { data: await getSeatingPlan(db, auth.accountId, request.params.id) };
    },
  );

  app.put(
    '/accounts/:account_id/seating-plans/:id',
    {
      bodyLimit: SEATING_PLAN_BODY_LIMIT,
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
    async (request) => {
      const { account_id: accountId, id } = request.params;
      const auth = await requirePlanManager(request, db, accountId);
      await updateSeatingPlan(ctx, auth.accountId, id, request.body);
      return { data: await getSeatingPlan(db, auth.accountId, id) };
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
