import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  authResponseSchema,
  dataEnvelope,
  forgotPasswordBodySchema,
  invitationSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordResetTokenSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenParamsSchema,
} from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { requestLocale } from '../../platform/http/locale.js';
import { t } from '../../platform/i18n/index.js';
import { presentUser } from '../users/present-user.js';
import { presentAccount } from '../accounts/present-account.js';
import { acceptInvitation, getInvitation } from '../users/invitations.js';
import { registerAccount, toRegisterInput } from './register-account.js';
import { login } from './login.js';
import { checkPasswordResetToken, requestPasswordReset, resetPassword } from './password-reset.js';
import { revokeSession } from '../../platform/auth/sessions.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const limit = (name: string, ip: string) => enforceRateLimit(db, `${name}:${ip}`, { max: config.rateLimitAuth, windowSeconds: 60 });

  app.post(
    '/auth/register',
    {
      schema: {
        operationId: 'registerAccount',
        errors: ['RATE_LIMITED'],
        issuesToken: true,
        tags,
        summary: 'Create an account with the caller as owner',
        body: registerBodySchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      await limit('register', request.ip);
      const result = await registerAccount(app.ctx, toRegisterInput(request.body, requestLocale(request)));
      reply.header('x-auth-token', result.token);
      return reply.status(201).send({
        token: result.token,
        data: presentUser(result.member.user, result.member.membership),
        account: presentAccount(result.account),
      });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
        issuesToken: true,
        tags,
        summary: 'Log in; users of several accounts get the list to choose from',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      await limit('login', request.ip);
      const result = await login(app.ctx, {
        email: request.body.email,
        password: request.body.password,
        accountId: request.body.account_id,
      });
      if (result.kind === 'choose-account') return { accounts: result.accounts };
      reply.header('x-auth-token', result.token);
      return { token: result.token, data: presentUser(result.member.user, result.member.membership) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'End the session: its token stops working',
        tags,
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      await revokeSession(db, auth.sessionId);
      return { message: 'ok' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        errors: ['RATE_LIMITED'],
        tags,
        summary: 'Mail a reset link; answers the same whether or not the email exists',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limit('forgot-password', request.ip);
      await requestPasswordReset(app.ctx, request.body.email);
      return { message: 'ok' };
    },
  );

  app.get(
    '/auth/reset-password/:token',
    {
      schema: {
        operationId: 'checkPasswordResetToken',
        summary: 'Check a password reset token (404 when invalid or expired)',
        errors: ['INVALID_TOKEN'],
        tags,
        params: tokenParamsSchema,
        response: { 200: dataEnvelope(passwordResetTokenSchema) },
      },
    },
    async (request) => ({ data: await checkPasswordResetToken(app.ctx, request.params.token) }),
  );

  app.post(
    '/auth/reset-password/:token',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        errors: ['INVALID_TOKEN', 'RATE_LIMITED'],
        tags,
        params: tokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limit('reset-password', request.ip);
      await resetPassword(app.ctx, request.params.token, request.body.password);
      return { message: t(requestLocale(request), 'mail.password_changed.subject') };
    },
  );

  app.get(
    '/auth/invitation/:token',
    {
      schema: {
        operationId: 'getInvitation',
        summary: 'Show a pending invitation',
        errors: ['INVALID_TOKEN'],
        tags,
        params: tokenParamsSchema,
        response: { 200: dataEnvelope(invitationSchema) },
      },
    },
    async (request) => ({ data: await getInvitation(app.ctx, request.params.token) }),
  );

  app.post(
    '/auth/invitation/:token',
    {
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation: activates the user and logs in',
        errors: ['INVALID_TOKEN', 'RATE_LIMITED'],
        issuesToken: true,
        tags,
        params: tokenParamsSchema,
        body: acceptInvitationBodySchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      await limit('accept-invitation', request.ip);
      const body = request.body;
      const result = await acceptInvitation(app.ctx, request.params.token, {
        firstName: body.first_name,
        lastName: body.last_name,
        password: body.password,
        timezone: body.timezone,
      });
      reply.header('x-auth-token', result.token);
      return { token: result.token, data: presentUser(result.member.user, result.member.membership) };
    },
  );
};
