import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@stagedoor/contracts';
import { requireAuth, type AuthContext } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';

/** Path parameters of the account's seating plans. */
export const accountParamsSchema = z.object({ account_id: idSchema });
export const planParamsSchema = z.object({ account_id: idSchema, id: idSchema });

/**
 * The checklist of every plan route: a session (401), the caller's own account (404 otherwise, before the role is
 * looked at, so another account's path reveals nothing), and a role that manages events (403): plans are drawn
 * for events, so whoever sets up events draws them.
 */
export async function requirePlanManager(request: FastifyRequest, db: Db, accountId: number): Promise<AuthContext> {
  const auth = await requireAuth(request, db);
  if (accountId !== auth.accountId) throw notFound();
  authorize(auth, 'manageEvents');
  return auth;
}
