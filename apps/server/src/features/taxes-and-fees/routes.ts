import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, taxAndFeeBodySchema, taxAndFeeSchema } from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { notFound } from '../../platform/errors.js';
import { registerResourceRoutes } from '../../platform/http/resource-routes.js';
import { listTaxesAndFeesPage, TAX_AND_FEE_LIST } from './list-taxes-and-fees.js';
import { presentTaxAndFee } from './present-tax-and-fee.js';
import { createTaxAndFee, deleteTaxAndFee, updateTaxAndFee } from './save-tax-and-fee.js';

const accountParams = z.object({ account_id: idSchema });
const itemParams = z.object({ account_id: idSchema, id: idSchema });

export const taxAndFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerResourceRoutes(app, {
    path: '/accounts/:account_id/taxes-and-fees',
    tags: ['taxes-and-fees'],
    params: accountParams,
    itemParams,
    body: taxAndFeeBodySchema,
    item: taxAndFeeSchema,
    /** Another account's path answers 404 before the role is looked at, so it reveals nothing. */
    access: async (request, params) => {
      const auth = await requireAuth(request, ctx.db);
      if (params.account_id !== auth.accountId) throw notFound();
      authorize(auth, 'manageTaxesAndFees');
      return auth;
    },
    list: {
      operationId: 'listTaxesAndFees',
      list: TAX_AND_FEE_LIST,
      summary:
        'Taxes and fees of the account (ADMIN), paged; by name unless sort_by is name, type, calculation_type or created_at; search by name; filter by type, calculation_type, is_default, is_active',
      run: (auth, _params, query) => listTaxesAndFeesPage(ctx, auth.accountId, query),
    },
    create: {
      operationId: 'createTaxOrFee',
      summary: 'Add a tax or fee; a percentage rate is a percent such as 19.5, a fixed rate minor units per ticket',
      run: async (auth, _params, body) => presentTaxAndFee(await createTaxAndFee(ctx, auth.accountId, body)),
    },
    update: {
      operationId: 'updateTaxOrFee',
      summary: 'Edit a tax or fee',
      run: async (auth, params, body) => presentTaxAndFee(await updateTaxAndFee(ctx, auth.accountId, params.id, body)),
    },
    delete: {
      operationId: 'deleteTaxOrFee',
      summary: 'Delete a tax or fee; it is taken off every ticket',
      run: (auth, params) => deleteTaxAndFee(ctx, auth.accountId, params.id),
    },
  });
};
