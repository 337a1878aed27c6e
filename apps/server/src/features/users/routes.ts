import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  idParamsSchema,
  idSchema,
  inviteUserBodySchema,
  listEnvelope,
  messageResponseSchema,
  updateMeBodySchema,
  updateUserBodySchema,
  userSchema,
} from '@stagedoor/contracts';
import { requireAuth, type AuthContext } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { notFound } from '../../platform/errors.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { loadMember } from './load-member.js';
import { presentUser } from './present-user.js';
import { listUsers } from './list-users.js';
import { inviteUser, resendInvitation, revokeInvitation } from './invitations.js';
import { updateUser } from './update-user.js';
import { updateMe } from './update-me.js';
import { cancelEmailChange, confirmEmail, confirmEmailChange, resendEmailConfirmation } from './email-confirmation.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const userEnvelope = dataEnvelope(userSchema);
const tokenParams = z.object({ id: idSchema, token: z.string().min(1).max(200) });

/** Links in mails act on the logged-in user only; anyone else's id answers 404. */
function requireSelf(auth: AuthContext, id: number): void {
  if (id !== auth.userId) throw notFound();
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const present = (member: Awaited<ReturnType<typeof loadMember>>) => ({ data: presentUser(member.user, member.membership) });

  app.get('/users/me', { schema: { tags, security, response: { 200: userEnvelope } } }, async (request) => {
    const auth = await requireAuth(request, db);
    return present(await loadMember(db, auth.accountId, auth.userId));
  });

  app.put(
    '/users/me',
    { schema: { tags, security, summary: 'Profile, email change and password change', body: updateMeBodySchema, response: { 200: userEnvelope } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      return present(await updateMe(app.ctx, auth, request.body));
    },
  );

  app.get(
    '/users',
    { schema: { tags, security, summary: 'Members of the account (ADMIN)', response: { 200: listEnvelope(userSchema) } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageUsers');
      return listUsers(app.ctx, auth.accountId, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/users',
    { schema: { tags, security, summary: 'Invite a person by email (ADMIN)', body: inviteUserBodySchema, response: { 201: userEnvelope } } },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageUsers');
      const member = await inviteUser(app.ctx, auth.accountId, auth.userId, request.body);
      return reply.status(201).send(present(member));
    },
  );

  app.get('/users/:id', { schema: { tags, security, params: idParamsSchema, response: { 200: userEnvelope } } }, async (request) => {
    const auth = await requireAuth(request, db);
    const member = await loadMember(db, auth.accountId, request.params.id);
    if (request.params.id !== auth.userId) authorize(auth, 'manageUsers');
    return present(member);
  });

  app.put(
    '/users/:id',
    { schema: { tags, security, summary: "Edit a member's role and status (ADMIN)", params: idParamsSchema, body: updateUserBodySchema, response: { 200: userEnvelope } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      await loadMember(db, auth.accountId, request.params.id);
      authorize(auth, 'manageUsers');
      const body = request.body;
      return present(
        await updateUser(app.ctx, auth, request.params.id, {
          firstName: body.first_name,
          lastName: body.last_name,
          role: body.role,
          status: body.status,
        }),
      );
    },
  );

  app.post(
    '/users/:id/invitation',
    { schema: { tags, security, summary: 'Resend an invitation (ADMIN)', params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      await loadMember(db, auth.accountId, request.params.id);
      authorize(auth, 'manageUsers');
      await resendInvitation(app.ctx, auth.accountId, auth.userId, request.params.id);
      return { message: 'ok' };
    },
  );

  app.delete(
    '/users/:id/invitation',
    { schema: { tags, security, summary: 'Revoke an invitation (ADMIN)', params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      await loadMember(db, auth.accountId, request.params.id);
      authorize(auth, 'manageUsers');
      await revokeInvitation(app.ctx, auth.accountId, request.params.id);
      return { message: 'ok' };
    },
  );

  app.post(
    '/users/:id/resend-email-confirmation',
    { schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      requireSelf(auth, request.params.id);
      await enforceRateLimit(db, `resend-confirmation:${auth.userId}`, { max: 5, windowSeconds: 600 });
      await resendEmailConfirmation(app.ctx, auth.userId);
      return { message: 'ok' };
    },
  );

  app.post(
    '/users/:id/confirm-email/:token',
    { schema: { tags, security, params: tokenParams, response: { 200: userEnvelope } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      requireSelf(auth, request.params.id);
      await confirmEmail(app.ctx, auth.userId, request.params.token);
      return present(await loadMember(db, auth.accountId, auth.userId));
    },
  );

  app.post(
    '/users/:id/email-change/:token',
    { schema: { tags, security, params: tokenParams, response: { 200: userEnvelope } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      requireSelf(auth, request.params.id);
      await confirmEmailChange(app.ctx, auth.userId, request.params.token);
      return present(await loadMember(db, auth.accountId, auth.userId));
    },
  );

  app.delete(
    '/users/:id/email-change',
    { schema: { tags, security, params: idParamsSchema, response: { 200: userEnvelope } } },
    async (request) => {
      const auth = await requireAuth(request, db);
      requireSelf(auth, request.params.id);
      await cancelEmailChange(app.ctx, auth.userId);
      return present(await loadMember(db, auth.accountId, auth.userId));
    },
  );
};
