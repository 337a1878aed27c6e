import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isPublicPagePath } from '@stagedoor/contracts';
import type { AppContext } from './platform/context.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { allowFramingAnywhere } from './platform/http/framing.js';
import { addSecurityHeaders } from './platform/http/security-headers.js';
import { openApiRouteTransform } from './platform/http/openapi.js';
import { openApiDocumentTransform } from './platform/http/openapi-document.js';
import { nameContractSchemas } from './platform/http/openapi-components.js';
import { requestLocale } from './platform/http/locale.js';
import { withApiTokenSecurity } from './platform/http/openapi-security.js';
import { authenticateApiToken } from './platform/auth/api-tokens.js';
import { assertTokenScopeDecided } from './platform/auth/token-scopes.js';
import { t } from './platform/i18n/index.js';
import { registerFeatures } from './features/index.js';
import { eventPageRoutes } from './features/event-page/routes.js';
import { serializeRequestForLog } from './platform/http/log-redaction.js';
import {
  loadEventPageAppRenderer,
  publicCatalogueFiles,
  publicSeatPickerFiles,
  withInlineStyles,
} from './features/event-page/app-renderer.js';
import { sitemapRoutes } from './features/sitemap/routes.js';
import { isPrivatePagePath, NOINDEX } from './features/sitemap/private-pages.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The embed script of the widget, served from the web app's build at /widget.js. */
const WIDGET_SCRIPT = 'widget.js';

/**
 * The web app may run its own scripts and styles, plus Stripe.js for card payments
 * (its script, API and 3-D Secure frames); Mantine needs inline style attributes.
 * Frames: the app's own pages (previews) and Stripe's card and 3-D Secure frames, nothing
 * else. The payment step is reached by in-app navigation from any public page, so the
 * page that was loaded first must already allow Stripe's frames.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com', 'https://m.stripe.network'],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
  },
};

export interface BuildAppOptions {
  /** Called for every route as it is registered (the access-matrix test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
}

const PUBLIC_HTML = 'public.html';

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens and short ids in paths are capabilities: the request log writes them redacted.
    loggerInstance: ctx.logger.child({}, { serializers: { req: serializeRequestForLog } }),
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot even read (bad percent-encoding, a segment over 100 characters) names nothing.
    frameworkErrors: (_error, request, reply) => {
      const body = { message: t(requestLocale(request as FastifyRequest), 'error.NOT_FOUND'), code: 'NOT_FOUND' };
      void (reply as FastifyReply).status(404).type('application/json').send(JSON.stringify(body));
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRoute', assertTokenScopeDecided);
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', (request) => authenticateApiToken(request, ctx.db, ctx.config.rateLimitApiToken));

  // JSON, the rendered event page and other dynamic answers; the web app's files come precompressed
  // (scripts/precompress.mjs), and a response that already has a Content-Encoding is left as it is.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  addSecurityHeaders(app, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    // HSTS only means something when the app is served over https.
    strictTransportSecurity: ctx.config.appUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // The embeddable widget, and the checkout it continues to inside its frame, are framed by other sites.
  allowFramingAnywhere(app, ['/widget/', '/checkout/']);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

  nameContractSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stagedoor API',
        version: '1.0.0',
        description: 'Event ticketing: events, tickets, checkout and check-in.',
        license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
      },
      // Paths carry the /api prefix; the API is served on the web app's origin.
      servers: [{ url: '/', description: 'The origin serving this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token from login or registration' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token (sd_live_…) acting for its account within its scopes (docs/integrations.md)',
          },
        },
      },
    },
    transform: withApiTokenSecurity(openApiRouteTransform),
    transformObject: openApiDocumentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(registerFeatures, { prefix: '/api' });
  await app.register(sitemapRoutes);

  const webDist = ctx.config.webDist;
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  // The lean entry of the public pages (event page, widget, checkout, order, ticket, scanner).
  const publicFile = webDist ? path.join(webDist, PUBLIC_HTML) : null;
  const publicHtml = publicFile && existsSync(publicFile) ? readFileSync(publicFile, 'utf8') : null;
  if (webDist && indexHtml) {
    // The event page is drawn by the public entry's own React app when the build has its server entry.
    const renderer = publicHtml
      ? await loadEventPageAppRenderer(webDist).catch((error: unknown) => {
          // A server entry that cannot even load (a build from another version) must not keep the app from starting.
          app.log.error({ err: error }, 'the event page will be sent as an outline: its server renderer does not load');
          return null;
        })
      : null;
    await app.register(eventPageRoutes, {
      indexHtml: publicHtml ? withInlineStyles(publicHtml, webDist) : indexHtml,
      renderer,
      catalogues: publicCatalogueFiles(webDist),
      seatPicker: publicSeatPickerFiles(webDist),
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies, chosen by Accept-Encoding (with Vary: Accept-Encoding).
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        // Hashed build assets never change; everything else (index.html, widget.js, favicon) is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.basename(filePath) === WIDGET_SCRIPT) {
          // The embed script is loaded by other sites' pages, and cached there for a while.
          res.header('cache-control', 'public, max-age=3600');
          res.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Missing API routes and build assets are real 404s; every other GET is a page of the web app.
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/') || request.method !== 'GET' || !indexHtml) {
      const locale = requestLocale(request);
      return reply.status(404).send({ message: t(locale, 'error.NOT_FOUND'), code: 'NOT_FOUND' });
    }
    // Every other GET is a route of the single-page web app: public.html for the buyer pages, index.html
    // for the rest, in the encoding the client accepts (the static handler's negotiation, its
    // precompressed copies and no-cache).
    if (isPrivatePagePath(url)) reply.header('x-robots-tag', NOINDEX);
    return reply.sendFile(publicHtml && isPublicPagePath(url) ? PUBLIC_HTML : 'index.html');
  });

  return app;
}
