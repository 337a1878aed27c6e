import type { FastifyPluginAsync } from 'fastify';
import { contentTypeOf } from '../../platform/storage/storage.js';

/**
 * Serves stored uploads, streamed from whichever storage holds them (disk or S3). Keys carry random names, so a
 * file never changes and caches forever.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await app.ctx.storage.open(key);
    if (!file) return reply.callNotFound();
    if (file.size !== null) reply.header('content-length', file.size);
    return reply
      .type(contentTypeOf(key))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
