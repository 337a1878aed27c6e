import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idSchema, listEnvelope, mailSchema, wholeNumberParam } from '@stagedoor/contracts';
import { devMailbox } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { devMailboxFiles } from '../../platform/mail/dev-mailbox-files.js';

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');
}

/**
 * A reverse proxy on the same host makes every request loopback, so a request that carries any sign of having
 * been forwarded is refused, whether or not the proxy is trusted (TRUST_PROXY).
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'via',
];

function wasForwarded(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some((name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name));
}

/**
 * API.md "Development mailbox": mail kept instead of sent when no SMTP server is
 * configured, with its attachments. Reset links and tickets are in it, so it answers
 * loopback callers that came straight to the socket only, and only while DEV_MAILBOX is on
 * (by default off for an https APP_URL).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = devMailboxFiles(app.ctx.config.dataDir);
  const assertOpen = (request: FastifyRequest) => {
    const open = app.ctx.mailer.kind === 'dev-mailbox' && app.ctx.config.devMailbox;
    if (!open || wasForwarded(request) || !isLoopback(request.socket.remoteAddress ?? request.ip)) throw notFound();
  };

  app.get(
    '/dev/mailbox',
    {
      schema: {
        operationId: 'listDevMailbox',
        errors: ['NOT_FOUND'],
        tags: ['platform'],
        summary: 'Development mailbox, newest first, with each mail’s attachments (loopback only, no SMTP configured)',
        querystring: z.object({ to: z.string().max(255).optional(), limit: wholeNumberParam(1, 500).default(100) }),
        response: { 200: listEnvelope(mailSchema).omit({ meta: true }) },
      },
    },
    async (request) => {
      assertOpen(request);
      const { to, limit } = request.query;
      const rows = await app.ctx.db
        .select()
        .from(devMailbox)
        .where(to ? eq(sql`lower(${devMailbox.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(devMailbox.id))
        .limit(limit);
      const data = [];
      for (const row of rows) {
        const attachments = await files.list(row);
        data.push({
          id: row.id,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: attachments.map((attachment, index) => ({
            index,
            ...attachment,
            url: `/api/dev/mailbox/${row.id}/attachments/${index}`,
          })),
          created_at: row.createdAt.toISOString(),
        });
      }
      return { data };
    },
  );

  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      schema: {
        operationId: 'getDevMailAttachment',
        errors: ['NOT_FOUND'],
        download: ['application/octet-stream'],
        tags: ['platform'],
        summary: 'One attachment of a development mail, as the file it was sent as (loopback only, no SMTP configured)',
        params: z.object({ id: idSchema, index: wholeNumberParam(0, 99) }),
        response: { 200: z.string().describe('The file') },
      },
    },
    async (request, reply) => {
      assertOpen(request);
      const [row] = await app.ctx.db
        .select({ id: devMailbox.id, createdAt: devMailbox.createdAt })
        .from(devMailbox)
        .where(eq(devMailbox.id, request.params.id));
      const attachment = row ? await files.read(row, request.params.index) : null;
      if (!attachment) throw notFound();
      return reply
        .type(attachment.content_type)
        .header('content-disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]+/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(attachment.body as never);
    },
  );
};
