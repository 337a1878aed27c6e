import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/mail/layout.js';
import { countIndexableEvents, readIndexableEvents } from './indexable-events.js';
import { PRIVATE_PAGE_PREFIXES } from './private-pages.js';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Crawlers re-read these often enough; a short public cache spares the database a crawl storm. */
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml: the live events that allow indexing, as canonical event-page
 * addresses. Past the sitemap protocol's page size, /sitemap.xml becomes an index of
 * /sitemap-events-{n}.xml pages. Pages behind order or ticket links are kept out of crawlers' way.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const { appUrl, sitemapPageSize: pageSize } = app.ctx.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = ['User-agent: *', ...PRIVATE_PAGE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join(
      '\n',
    );
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(body);
  });

  const urlset = (page: number) =>
    Readable.from(
      (async function* () {
        yield `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
        for await (const event of readIndexableEvents(app.ctx, { page, pageSize })) {
          const loc = escapeHtml(`${appUrl}/event/${event.id}/${event.slug}`);
          yield `<url><loc>${loc}</loc><lastmod>${event.updatedAt.toISOString()}</lastmod></url>\n`;
        }
        yield '</urlset>\n';
      })(),
    );

  const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const total = await countIndexableEvents(app.ctx);
    if (total <= pageSize) return xml(reply).send(urlset(1));
    const pages = Math.ceil(total / pageSize);
    const entries = Array.from(
      { length: pages },
      (_, i) => `<sitemap><loc>${escapeHtml(`${appUrl}/sitemap-events-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return xml(reply).send(`${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`);
  });

  app.get('/sitemap-events-:page.xml', { schema: { hide: true } }, async (request, reply) => {
    const page = Number((request.params as { page: string }).page);
    const total = await countIndexableEvents(app.ctx);
    if (!Number.isSafeInteger(page) || page < 1 || page > Math.max(1, Math.ceil(total / pageSize))) throw notFound();
    return xml(reply).send(urlset(page));
  });
};
