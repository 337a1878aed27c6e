import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope, mailSchema } from '@stagedoor/contracts';
import { devMailbox } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');
}

/**
 * API.md "Development mailbox": mail kept instead of sent when no SMTP server is
 * configured. Reset links are in it, so it answers loopback callers only.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        operationId: 'listDevMailbox', errors: ['NOT_FOUND'],
        tags: ['platform'],
        summary: 'Development mailbox, newest first (loopback only, no SMTP configured)',
        querystring: z.object({ to: z.string().max(255).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: listEnvelope(mailSchema).omit({ meta: true }) },
      },
    },
    async (request) => {
      if (app.ctx.mailer.kind !== 'dev-mailbox' || !isLoopback(request.socket.remoteAddress ?? request.ip)) throw notFound();
      const { to, limit } = request.query;
      const rows = await app.ctx.db
        .select()
        .from(devMailbox)
        .where(to ? eq(sql`lower(${devMailbox.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(devMailbox.id))
        .limit(limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
