import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/http/error-handler.js';
import { probeStorage } from './storage-probe.js';

const failingSchema = z.array(z.enum(['database', 'storage'])).describe('What keeps the process from serving');

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Readiness: the database answers in time, migrations are applied and files can be written',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), failing: failingSchema }),
        },
      },
    },
    async (_request, reply) => {
      // The same pool and timeouts as every request: when requests would wait for a connection
      // past DATABASE_ACQUIRE_TIMEOUT_MS, so does this, and it answers 503 instead of a late 200.
      const [database, storage] = await Promise.all([
        app.ctx.db.execute(sql`SELECT 1 FROM accounts LIMIT 1`).then(
          () => true,
          () => false,
        ),
        probeStorage(app.ctx),
      ]);
      if (database && storage) return { status: 'ok' as const };
      const failing = [...(database ? [] : ['database' as const]), ...(storage ? [] : ['storage' as const])];
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, failing });
    },
  );
};
