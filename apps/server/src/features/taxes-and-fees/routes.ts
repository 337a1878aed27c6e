import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, idSchema, listEnvelope, messageResponseSchema, taxAndFeeBodySchema, taxAndFeeSchema } from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { notFound } from '../../platform/errors.js';
import { listTaxesAndFeesPage, TAX_AND_FEE_LIST } from './list-taxes-and-fees.js';
import { presentTaxAndFee } from './present-tax-and-fee.js';
import { createTaxAndFee, deleteTaxAndFee, updateTaxAndFee } from './save-tax-and-fee.js';

const tags = ['taxes-and-fees'];
const security = [{ bearer: [] }];
const accountParams = z.object({ account_id: idSchema });
const itemParams = z.object({ account_id: idSchema, id: idSchema });

export const taxAndFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  /** Another account's path answers 404 before the role is looked at, so it reveals nothing. */
  const caller = async (request: Parameters<typeof requireAuth>[0], accountId: number) => {
    const auth = await requireAuth(request, db);
    if (accountId !== auth.accountId) throw notFound();
    authorize(auth, 'manageTaxesAndFees');
    return auth;
  };

  app.get(
    '/accounts/:account_id/taxes-and-fees',
    {
      schema: {
        operationId: 'listTaxesAndFees',
        list: TAX_AND_FEE_LIST,
        tags,
        security,
        summary:
          'Taxes and fees of the account (ADMIN), paged; by name unless sort_by is name, type, calculation_type or created_at; search by name; filter by type, calculation_type, is_default, is_active',
        params: accountParams,
        response: { 200: listEnvelope(taxAndFeeSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return listTaxesAndFeesPage(app.ctx, auth.accountId, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/accounts/:account_id/taxes-and-fees',
    {
      schema: {
        operationId: 'createTaxOrFee',
        tags,
        security,
        summary: 'Add a tax or fee; a percentage rate is a percent such as 19.5, a fixed rate minor units per ticket',
        params: accountParams,
        body: taxAndFeeBodySchema,
        response: { 201: dataEnvelope(taxAndFeeSchema) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.account_id);
      return reply.status(201).send({ data: presentTaxAndFee(await createTaxAndFee(app.ctx, auth.accountId, request.body)) });
    },
  );

  app.put(
    '/accounts/:account_id/taxes-and-fees/:id',
    {
      schema: {
        operationId: 'updateTaxOrFee',
        summary: 'Edit a tax or fee',
        tags,
        security,
        params: itemParams,
        body: taxAndFeeBodySchema,
        response: { 200: dataEnvelope(taxAndFeeSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return { data: presentTaxAndFee(await updateTaxAndFee(app.ctx, auth.accountId, request.params.id, request.body)) };
    },
  );

  app.delete(
    '/accounts/:account_id/taxes-and-fees/:id',
    {
      schema: {
        operationId: 'deleteTaxOrFee',
        tags,
        security,
        summary: 'Delete a tax or fee; it is taken off every ticket',
        params: itemParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      await deleteTaxAndFee(app.ctx, auth.accountId, request.params.id);
      return { message: 'ok' };
    },
  );
};
