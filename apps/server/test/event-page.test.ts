import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent } from './selling-factories.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="app" /><title>Stagedoor</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

describe('server-rendered event page', () => {
  it('sends the event, its tickets, SEO and Open Graph tags and JSON-LD in the HTML', async () => {
    const live = await liveEvent(t.app, t.ctx, { seo_description: 'Lanterns over the water', seo_keywords: 'festival, harbour' });
    await addTicket(t.app, live, { title: 'Early bird <b>', prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const page = await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`, { headers: { cookie: 'locale=de' } });
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Harbour Lights Festival</title>');
    expect(html).toContain('<meta name="description" content="Lanterns over the water" />');
    expect(html).toContain('<meta name="keywords" content="festival, harbour" />');
    expect(html).toContain('<meta property="og:title" content="Harbour Lights Festival" />');
    expect(html).toContain('<h1>Harbour Lights Festival</h1>');
    expect(html).toContain('Early bird &#60;b&#62;');
    expect(html).toContain('<p role="note"');
    expect(html).toContain('Testmodus: Es werden keine echten Zahlungen durchgeführt');
    expect(html).not.toContain('noindex');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Harbour Lights Festival', offers: [{ price: '15.00', priceCurrency: 'EUR' }] });
  });

  it('redirects a wrong slug to the right one and marks pages that must not be indexed', async () => {
    const live = await liveEvent(t.app, t.ctx, { allow_search_engine_indexing: false });
    const wrong = await request(t.app, 'GET', `/e/${live.eventId}/old-name?promo_code=X1`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(`/e/${live.eventId}/harbour-lights-festival?promo_code=X1`);
    const page = await request(t.app, 'GET', `/e/${live.eventId}/harbour-lights-festival`);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    const missing = await request(t.app, 'GET', '/event/99999999/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});

describe('event slugs', () => {
  it('transliterates a new title, and links made with an earlier slug keep working', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const renamed = await request(t.app, 'PUT', `/api/events/${live.eventId}`, { token: live.owner.token, body: { title: 'Straßenfest 夏祭り' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.slug).toBe('strassenfest-xia-ji-ri');
    // The slug this title got before transliteration, and the one before the rename, lead to the page.
    for (const old of ['stra-enfest', 'harbour-lights-festival']) {
      const moved = await request(t.app, 'GET', `/event/${live.eventId}/${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.location).toBe(`/event/${live.eventId}/strassenfest-xia-ji-ri`);
    }
    expect((await request(t.app, 'GET', `/event/${live.eventId}/strassenfest-xia-ji-ri`)).status).toBe(200);

    // A slug stored before transliteration stays the event's address: it is never recomputed on read.
    await t.ctx.db.update(events).set({ slug: 'stra-enfest' }).where(eq(events.id, live.eventId));
    expect((await request(t.app, 'GET', `/event/${live.eventId}/stra-enfest`)).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}`)).body.data.slug).toBe('stra-enfest');
  });
});

describe('the public entry', () => {
  let lean: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>');
    writeFileSync(path.join(dist, 'public.html'), '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div><script type="module" src="/assets/public.js"></script></body></html>');
    lean = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await lean.close();
  });

  it('renders the event page into public.html with the event as the public API answers it', async () => {
    const live = await liveEvent(lean.app, lean.ctx);
    await addTicket(lean.app, live, { title: 'Early </script><b>', prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const page = await request(lean.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain('/assets/public.js');
    expect(html).not.toContain('/assets/main.js');
    const embedded = /<script type="application\/json" id="sd-event-data">(.*?)<\/script>/.exec(html)![1]!;
    // No text of the organizer's can close the element.
    expect(embedded).not.toContain('<');
    const api = await request(lean.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(JSON.parse(embedded)).toEqual({ promo_code: null, event: api.body.data });
  });

  it('sends public.html for the buyer pages and the scanner, index.html for the rest', async () => {
    for (const url of ['/widget/1', '/checkout/1/abc/details', '/order/1/abc/print', '/ticket/1/abc', '/check-in/abc', '/event/abc']) {
      const page = await request(lean.app, 'GET', url);
      expect(page.body, url).toContain('/assets/public.js');
    }
    for (const url of ['/', '/manage/events', '/auth/login', '/events-list', '/tickets']) {
      const page = await request(lean.app, 'GET', url);
      expect(page.body, url).toContain('/assets/main.js');
    }
  });
});

describe('event page cache', () => {
  it('serves anonymous readers from memory for its time to live, organizers always fresh', async () => {
    const cached = await createTestApp({ publicCacheMs: 60_000 });
    try {
      const live = await liveEvent(cached.app, cached.ctx);
      const first = await request(cached.app, 'GET', `/api/public/events/${live.eventId}`);
      expect(first.body.data.tickets).toHaveLength(0);
      await addTicket(cached.app, live, {});
      const anonymous = await request(cached.app, 'GET', `/api/public/events/${live.eventId}`);
      expect(anonymous.body).toEqual(first.body);
      const organizer = await request(cached.app, 'GET', `/api/public/events/${live.eventId}`, { token: live.owner.token });
      expect(organizer.body.data.tickets).toHaveLength(1);
    } finally {
      await cached.close();
    }
  });

  it('says nothing of test mode once real payments are on', async () => {
    const live = await createTestApp({ webDist, stripeSecretKey: 'sk_test_unused', stripePublishableKey: 'pk_test_unused', testPayments: false });
    try {
      const event = await liveEvent(live.app, live.ctx);
      const page = await request(live.app, 'GET', `/event/${event.eventId}/harbour-lights-festival`);
      expect(page.status).toBe(200);
      expect(page.body as string).toContain('<h1>Harbour Lights Festival</h1>');
      expect(page.body as string).not.toContain('Test mode');
    } finally {
      await live.close();
    }
  });
});
