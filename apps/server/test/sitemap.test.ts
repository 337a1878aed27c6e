import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { liveEvent, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

async function draftOf(live: LiveEvent) {
  const created = await request(t.app, 'POST', '/api/events', {
    token: live.owner.token,
    body: {
      organizer_id: (await t.ctx.db.select().from(events).where(eq(events.id, live.eventId)))[0]!.organizerId,
      title: 'Secret draft',
      start_date: '2031-08-01T18:00:00+02:00',
    },
  });
  expect(created.status).toBe(201);
  return created.body.data.id as number;
}

describe('robots.txt', () => {
  it('is a real robots file that points to the sitemap and keeps crawlers off private pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/checkout\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/ticket\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/check-in\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/manage\/$/m);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/stagedoor\.test\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  it('lists the live events that allow indexing, and no draft, hidden, archived or ended one', async () => {
    const listed = await liveEvent(t.app, t.ctx);
    const hidden = await liveEvent(t.app, t.ctx, { allow_search_engine_indexing: false });
    const draft = await draftOf(listed);
    const archived = await liveEvent(t.app, t.ctx);
    await t.ctx.db.update(events).set({ status: 'ARCHIVED' }).where(eq(events.id, archived.eventId));
    const ended = await liveEvent(t.app, t.ctx);
    await t.ctx.db
      .update(events)
      .set({ startDate: new Date('2020-01-01T18:00:00Z'), endDate: new Date('2020-01-01T22:00:00Z') })
      .where(eq(events.id, ended.eventId));

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemap.body).toMatch(/<\/urlset>\n$/);
    const urls = locs(sitemap.body);
    expect(urls).toContain(`http://stagedoor.test/event/${listed.eventId}/harbour-lights-festival`);
    for (const id of [hidden.eventId, draft, archived.eventId, ended.eventId]) {
      expect(urls.some((url) => url!.includes(`/event/${id}/`))).toBe(false);
    }
    expect(sitemap.body).toMatch(new RegExp(`/event/${listed.eventId}/harbour-lights-festival</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  // Exact page contents need a database of this file's own: PGlite gives each file one, while on PostgreSQL every
  // file's live events share the sitemap.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'becomes an index of pages once there are more events than one sitemap may hold',
    async () => {
      const paged = await createTestApp({ sitemapPageSize: 2 });
      try {
        const ids: number[] = [];
        for (let i = 0; i < 5; i++) ids.push((await liveEvent(paged.app, paged.ctx)).eventId);
        const index = await paged.app.inject({ method: 'GET', url: '/sitemap.xml' });
        expect(index.statusCode).toBe(200);
        expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `http://stagedoor.test/sitemap-events-${n}.xml`));

        const pages = [];
        for (const n of [1, 2, 3]) {
          const page = await paged.app.inject({ method: 'GET', url: `/sitemap-events-${n}.xml` });
          expect(page.statusCode).toBe(200);
          pages.push(locs(page.body));
        }
        expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
        expect(pages.flat()).toEqual(ids.map((id) => `http://stagedoor.test/event/${id}/harbour-lights-festival`));

        for (const url of ['/sitemap-events-4.xml', '/sitemap-events-0.xml', '/sitemap-events-x.xml']) {
          expect((await paged.app.inject({ method: 'GET', url })).statusCode).toBe(404);
        }
      } finally {
        await paged.close();
      }
    },
  );
});
