import type { FastifyInstance } from 'fastify';

const FRAME_ANCESTORS = /frame-ancestors[^;]*/;

/**
 * Pages under the given path prefixes may be shown in a frame on any site (the embeddable
 * widget and the checkout it continues to). Every other response keeps the app-wide
 * policy of `frame-ancestors 'self'` and X-Frame-Options from helmet.
 */
export function allowFramingAnywhere(app: FastifyInstance, pathPrefixes: readonly string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (!pathPrefixes.some((prefix) => path.startsWith(prefix))) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        FRAME_ANCESTORS.test(policy) ? policy.replace(FRAME_ANCESTORS, 'frame-ancestors *') : `${policy};frame-ancestors *`,
      );
    }
    reply.removeHeader('x-frame-options');
    // A host page that isolates itself (COEP) may still embed these pages.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}
