import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Readiness: the database answers and migrations are applied',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`SELECT 1 FROM accounts LIMIT 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
