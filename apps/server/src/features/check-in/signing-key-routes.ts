import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idSchema, rotateSigningKeyBodySchema, ticketSigningKeyDetailsSchema } from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize, type Ability } from '../../platform/auth/policies.js';
import { notFound } from '../../platform/errors.js';
import { rotateSigningKey, signingKeysOf } from '../../platform/auth/ticket-signing.js';

const tags = ['check-in'];
const security = [{ bearer: [] }];
const params = z.object({ account_id: idSchema });
const keysEnvelope = z.object({ data: z.array(ticketSigningKeyDetailsSchema) });
const errors = (...statuses: number[]) => Object.fromEntries([401, 403, 404, ...statuses].map((status) => [status, errorResponseSchema]));

/** The account's keys that sign ticket QR codes, and their rotation (docs/check-in.md "Key rotation"). */
export const signingKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  /** Another account's path answers 404 before the role is looked at, so it reveals nothing. */
  const caller = async (request: FastifyRequest, accountId: number, permission: Ability) => {
    const auth = await requireAuth(request, ctx.db);
    if (accountId !== auth.accountId) throw notFound();
    authorize(auth, permission);
    return auth;
  };

  app.get(
    '/accounts/:account_id/ticket-signing-keys',
    {
      schema: {
        tags,
        security,
        operationId: 'listTicketSigningKeys',
        summary: 'The Ed25519 keys that sign the account’s ticket QR codes, current first',
        params,
        response: { 200: keysEnvelope, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id, 'viewAccount');
      return { data: await signingKeysOf(ctx.db, ctx.config.appSecret, auth.accountId) };
    },
  );

  app.post(
    '/accounts/:account_id/ticket-signing-keys/rotate',
    {
      schema: {
        tags,
        security,
        operationId: 'rotateTicketSigningKey',
        summary: 'Start a new signing key; with revoke_previous the old key’s codes are refused at once, otherwise they stay valid',
        params,
        body: rotateSigningKeyBodySchema,
        response: { 200: keysEnvelope, ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id, 'manageAccount');
      await rotateSigningKey(ctx.db, ctx.config.appSecret, auth.accountId, { revokePrevious: request.body.revoke_previous });
      return { data: await signingKeysOf(ctx.db, ctx.config.appSecret, auth.accountId) };
    },
  );
};
