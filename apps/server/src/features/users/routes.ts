import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
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
import { loadMember, type Member } from './load-member.js';
import { presentMember, presentUser } from './present-user.js';
import { listUsers, USER_LIST } from './list-users.js';
import { inviteUser, resendInvitation, revokeInvitation } from './invitations.js';
import { updateUser } from './update-user.js';
import { updateMe } from './update-me.js';
import { cancelEmailChange, confirmEmail, confirmEmailChange, resendEmailConfirmation } from './email-confirmation.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const userEnvelope = dataEnvelope(userSchema);
const tokenParams = z.object({ id: idSchema, token: z.string().min(1).max(200) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const present = (member: Member) => ({ data: presentUser(member.user, member.membership) });
  const presentTo = (auth: AuthContext, member: Member) => ({ data: presentMember(member.user, member.membership, auth.userId) });
  const presentSelf = async (auth: AuthContext) => present(await loadMember(db, auth.accountId, auth.userId));
  /** Links in mails act on the logged-in user only; anyone else's id answers 404. */
  const requireSelf = async (request: FastifyRequest, id: number) => {
    const auth = await requireAuth(request, db);
    if (id !== auth.userId) throw notFound();
    return auth;
  };

  app.get(
    '/users/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'The caller, with role, owner flag, status and email verification',
        tags,
        security,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      return presentSelf(auth);
    },
  );

  app.put(
    '/users/me',
    {
      schema: {
        operationId: 'updateMe',
        errors: ['EMAIL_TAKEN', 'INVALID_PASSWORD', 'RATE_LIMITED'],
        tags,
        security,
        summary: 'Profile, email change and password change (attempts with current_password limited as login is)',
        body: updateMeBodySchema,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      return present(await updateMe(app.ctx, auth, request.body));
    },
  );

  app.get(
    '/users',
    {
      schema: {
        operationId: 'listUsers',
        list: USER_LIST,
        tags,
        security,
        summary: 'Members of the account (ADMIN)',
        response: { 200: listEnvelope(userSchema) },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageUsers');
      return listUsers(app.ctx, auth.accountId, auth.userId, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/users',
    {
      schema: {
        operationId: 'inviteUser',
        errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
        tags,
        security,
        summary: 'Invite a person by email (ADMIN); rate limited per account and per address (429)',
        description:
          'The answer shows the invitation as typed (names, email, status INVITED) and is the same whether or not ' +
          'the address already belongs to a person: nothing of an existing person is revealed, and the address ' +
          'stays free for its owner to register with. 422 when the address is already a member of this account.',
        body: inviteUserBodySchema,
        response: { 201: userEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageUsers');
      const member = await inviteUser(app.ctx, auth.accountId, auth.userId, request.body);
      return reply.status(201).send(presentTo(auth, member));
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        operationId: 'getUser',
        summary: 'One member of the account (ADMIN)',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      const member = await loadMember(db, auth.accountId, request.params.id);
      if (request.params.id !== auth.userId) authorize(auth, 'manageUsers');
      return presentTo(auth, member);
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        operationId: 'updateUser',
        errors: ['OWNER_IMMUTABLE', 'CANNOT_CHANGE_OWN_ROLE', 'PERSONAL_DETAILS_FORBIDDEN', 'EMAIL_TAKEN'],
        tags,
        security,
        summary: "Edit a member's role and status (ADMIN); names only your own or a pending invitation's",
        description:
          'Role and status belong to the membership and are changed by an administrator (not your own: 409). ' +
          'A name belongs to the person: on your own id, first_name and last_name change your name as PUT /users/me ' +
          'does (any role); on an invitation not yet accepted they correct what the invitation shows, never the ' +
          "person's own record; on anyone who has joined they answer 403 PERSONAL_DETAILS_FORBIDDEN. Email, " +
          'password and language are changed only by the person, through PUT /users/me.',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      const { id } = request.params;
      const body = request.body;
      await loadMember(db, auth.accountId, id);
      const membershipSent = body.role !== undefined || body.status !== undefined;
      if (id === auth.userId) {
        if (membershipSent) {
          authorize(auth, 'manageUsers');
          await updateUser(app.ctx, auth, id, { role: body.role, status: body.status });
        }
        return present(await updateMe(app.ctx, auth, { first_name: body.first_name, last_name: body.last_name }));
      }
      authorize(auth, 'manageUsers');
      return presentTo(
        auth,
        await updateUser(app.ctx, auth, id, { firstName: body.first_name, lastName: body.last_name, role: body.role, status: body.status }),
      );
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      schema: {
        operationId: 'resendInvitation',
        errors: ['INVITATION_NOT_PENDING', 'RATE_LIMITED'],
        tags,
        security,
        summary: 'Resend an invitation (ADMIN)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
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
    {
      schema: {
        operationId: 'revokeInvitation',
        errors: ['INVITATION_NOT_PENDING'],
        tags,
        security,
        summary: 'Revoke an invitation (ADMIN)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
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
    {
      schema: {
        operationId: 'resendEmailConfirmation',
        summary: 'Mail the email confirmation link again',
        errors: ['EMAIL_ALREADY_VERIFIED', 'RATE_LIMITED'],
        tags,
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireSelf(request, request.params.id);
      await enforceRateLimit(db, `resend-confirmation:${auth.userId}`, { max: 5, windowSeconds: 600 });
      await resendEmailConfirmation(app.ctx, auth.userId);
      return { message: 'ok' };
    },
  );

  /** The mailed links: each confirms with its token and answers the caller as they are now. */
  const mailedConfirmations = [
    {
      path: '/users/:id/confirm-email/:token',
      operationId: 'confirmEmail',
      summary: 'Confirm the caller’s email address with the mailed token',
      errors: ['INVALID_TOKEN', 'EMAIL_TAKEN'],
      confirm: confirmEmail,
    },
    {
      path: '/users/:id/email-change/:token',
      operationId: 'confirmEmailChange',
      summary: 'Confirm a pending email change with the mailed token',
      errors: ['INVALID_TOKEN', 'EMAIL_TAKEN'],
      confirm: confirmEmailChange,
    },
  ] as const;
  for (const { path, operationId, summary, errors, confirm } of mailedConfirmations) {
    app.post(
      path,
      { schema: { operationId, summary, errors, tags, security, params: tokenParams, response: { 200: userEnvelope } } },
      async (request) => {
        const auth = await requireSelf(request, request.params.id);
        // Confirming a registration made with an address that has a login moves the session to that login.
        const userId = await confirm(app.ctx, auth.userId, request.params.token);
        return presentSelf({ ...auth, userId });
      },
    );
  }

  app.delete(
    '/users/:id/email-change',
    {
      schema: {
        operationId: 'cancelEmailChange',
        summary: 'Cancel a pending email change',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const auth = await requireSelf(request, request.params.id);
      await cancelEmailChange(app.ctx, auth.userId);
      return presentSelf(auth);
    },
  );
};
