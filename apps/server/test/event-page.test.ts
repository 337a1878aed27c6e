import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent } from './selling-factories.js';

/** A web build in a folder of its own, `name: text` relative to it; answers its `dist`, the server's WEB_DIST. */
function webBuild(files: Record<string, string>): string {
  const build = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
    writeFileSync(path.join(build, name), text);
  }
  return path.join(build, 'dist');
}

const page = (head = '') =>
  `<!doctype html><html lang="en"><head><title>Stagedoor</title>${head}</head><body><div id="root"></div></body></html>`;

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
    const renamed = await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token: live.owner.token,
      body: { title: 'Straßenfest 夏祭り' },
    });
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
    dist = webBuild({
      'dist/index.html': page('<script type="module" src="/assets/main.js"></script>'),
      'dist/public.html': page('<script type="module" src="/assets/public.js"></script>'),
    });
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

  it('prices the page with the promo code as the browser reads it: trimmed, and none when it cannot be a code', async () => {
    const live = await liveEvent(lean.app, lean.ctx);
    await addTicket(lean.app, live, { prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const embeddedFor = async (query: string) => {
      const html = (await request(lean.app, 'GET', `/event/${live.eventId}/harbour-lights-festival?${query}`)).body as string;
      return JSON.parse(/<script type="application\/json" id="sd-event-data">(.*?)<\/script>/.exec(html)![1]!) as {
        promo_code: string | null;
        event: { promo_code: unknown };
      };
    };
    const plain = (await request(lean.app, 'GET', `/api/public/events/${live.eventId}`)).body.data;
    // Too short to be a code: the page is the plain page, which the browser also asks for.
    expect(await embeddedFor('promo_code=ab')).toEqual({ promo_code: null, event: plain });
    const padded = await embeddedFor('promo_code=%20NOPE%20');
    expect(padded.promo_code).toBe('NOPE');
    expect(padded.event.promo_code).toMatchObject({ valid: false });
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

describe('the event page drawn by the web app on the server', () => {
  let drawn: TestApp;
  let drawnDist: string;
  beforeAll(async () => {
    // A web build with its server entry beside it (dist-ssr/public-server.js, as scripts/build.mjs makes it):
    // this one draws the event it is given, and fails for one title, as a broken build would.
    const dist = webBuild({
      'dist/index.html': page(),
      'dist/public.html': page('<link rel="stylesheet" crossorigin href="/assets/public.css">'),
      'dist/assets/public.css': 'body{margin:0}',
      'dist/.vite/public-manifest.json': JSON.stringify({ 'src/locales/fr/messages.po?public': { file: 'assets/messages-fr.js' } }),
      'dist-ssr/public-server.js': `export async function renderEventPageApp({ href, locale, event }) {
        if (event.title === 'Broken') throw new Error('cannot draw');
        return '<title>' + event.title + ' · Stagedoor</title><main data-href="' + href + '" data-locale="' + locale + '">' + event.tickets.length + ' tickets</main>';
      }`,
    });
    drawnDist = dist;
    drawn = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await drawn.close();
  });

  it("puts the app's markup into the page with the language it was drawn in, and its title only in the head", async () => {
    const live = await liveEvent(drawn.app, drawn.ctx);
    await addTicket(drawn.app, live, { title: 'Early bird', prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const page = await request(drawn.app, 'GET', `/event/${live.eventId}/harbour-lights-festival?promo_code=NOPE`, {
      headers: { cookie: 'locale=fr' },
    });
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain(
      `<div id="root" data-ssr-locale="fr"><main data-href="http://stagedoor.test/event/${live.eventId}/harbour-lights-festival?promo_code=NOPE" data-locale="fr">1 tickets</main></div>`,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The styles are in the page, and the reader's catalogue is asked for with the app's code.
    // A disabled link is not fetched; it tells the app's loader of route modules that the rules are there.
    expect(html).toContain(
      '<style data-href="/assets/public.css">body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/public.css" disabled>',
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-fr.js" />');
    // The SEO head and the embedded event stay as they are.
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('id="sd-event-data"');
  });

  it('draws a page once a second per address and language for anonymous readers, and a promo-code page each time', async () => {
    const cached = await createTestApp({ webDist: drawnDist, publicCacheMs: 60_000 });
    try {
      const live = await liveEvent(cached.app, cached.ctx);
      const address = `/event/${live.eventId}/harbour-lights-festival`;
      expect((await request(cached.app, 'GET', address)).body).toContain('>0 tickets<');
      await addTicket(cached.app, live, { prices: [{ price: 1500, initial_quantity_available: 10 }] });
      expect((await request(cached.app, 'GET', address)).body).toContain('>0 tickets<');
      expect((await request(cached.app, 'GET', address, { headers: { cookie: 'locale=de' } })).body).toContain('>1 tickets<');
      expect((await request(cached.app, 'GET', `${address}?promo_code=NOPE`)).body).toContain('>1 tickets<');
    } finally {
      await cached.close();
    }
  });

  it('starts, and sends the outline, when the server entry cannot even load', async () => {
    const dist = webBuild({
      'dist/index.html': page(),
      'dist/public.html': page(),
      'dist-ssr/public-server.js': "import 'a-package-that-is-not-installed';\n",
    });
    const broken = await createTestApp({ webDist: dist });
    try {
      const live = await liveEvent(broken.app, broken.ctx);
      const page = await request(broken.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<h1>Harbour Lights Festival</h1>');
    } finally {
      await broken.close();
    }
  });

  it('falls back to the plain outline when the app cannot draw the page', async () => {
    const live = await liveEvent(drawn.app, drawn.ctx);
    await drawn.ctx.db.update(events).set({ title: 'Broken' }).where(eq(events.id, live.eventId));
    const page = await request(drawn.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain('<div id="root"><main class="sd-prerender"');
    expect(html).toContain('<h1>Broken</h1>');
    expect(html).not.toContain('data-ssr-locale');
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
    const live = await createTestApp({
      webDist,
      stripeSecretKey: 'sk_test_unused',
      stripePublishableKey: 'pk_test_unused',
      testPayments: false,
    });
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
