import type { FastifyPluginAsync } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** Serves stored uploads. Keys carry random names, so a file never changes and caches forever. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const body = await app.ctx.storage.get(key);
    if (!body) return reply.callNotFound();
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    return reply
      .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
};
