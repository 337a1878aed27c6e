import { eq } from 'drizzle-orm';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema, dataEnvelope, idParamsSchema, updateAccountBodySchema } from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { accounts } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { eventDefaultsOf, presentAccount } from './present-account.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/accounts/:id',
    {
      schema: {
        operationId: 'getAccount',
        summary: 'The account: name, email, currency, timezone and event defaults',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: dataEnvelope(accountSchema) },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'viewAccount');
      if (request.params.id !== auth.accountId) throw notFound();
      const [row] = await db.select().from(accounts).where(eq(accounts.id, auth.accountId));
      if (!row) throw notFound();
      return { data: presentAccount(row) };
    },
  );

  app.put(
    '/accounts/:id',
    {
      schema: {
        operationId: 'updateAccount',
        tags: ['accounts'],
        summary: 'Account settings and event defaults (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: updateAccountBodySchema,
        response: { 200: dataEnvelope(accountSchema) },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      if (request.params.id !== auth.accountId) throw notFound();
      authorize(auth, 'manageAccount');
      const body = request.body;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(accounts).where(eq(accounts.id, auth.accountId)).for('update');
        if (!current) throw notFound();
        const [updated] = await tx
          .update(accounts)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.email !== undefined ? { email: body.email } : {}),
            ...(body.currency_code !== undefined ? { currencyCode: body.currency_code } : {}),
            ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
            ...(body.event_defaults ? { eventDefaults: { ...eventDefaultsOf(current), ...body.event_defaults } } : {}),
            updatedAt: new Date(),
          })
          .where(eq(accounts.id, auth.accountId))
          .returning();
        return updated!;
      });
      return { data: presentAccount(row) };
    },
  );
};
