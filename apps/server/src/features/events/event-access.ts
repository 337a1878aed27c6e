import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@stagedoor/contracts';
import { requireAuth, type AuthContext } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import type { Db } from '../../platform/db/client.js';
import { loadEvent } from './load-event.js';

/** Path parameters of everything that lives inside an event. */
export const eventParamsSchema = z.object({ event_id: idSchema });
export const eventItemParamsSchema = z.object({ event_id: idSchema, id: idSchema });

/**
 * The checklist of every route inside an event: a session (401), a role that
 * manages events (403), and an event of the caller's account (404 otherwise).
 */
export async function requireEventManager(request: FastifyRequest, db: Db, eventId: number): Promise<AuthContext> {
  const auth = await requireAuth(request, db);
  authorize(auth, 'manageEvents');
  await loadEvent(db, auth.accountId, eventId);
  return auth;
}
