import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, tickets } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

/** What an attacker with an organizer login would paste into every rich-text field. */
const HOSTILE = [
  '<p>Doors open at <strong>seven</strong>.</p>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<iframe src="https://evil.example/"></iframe>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example/"><input name="card"><button>Pay</button></form>',
  '<svg onload="alert(1)"><circle r="4"/></svg>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="jav&#x09;ascript:alert(1)">encoded</a>',
  '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data</a>',
  '<a href="//evil.example/">relative</a>',
  '<p onclick="alert(1)" style="position:fixed">click</p>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
  '<a href="https://example.org/map">Map</a>',
].join('');

const FORBIDDEN = [
  /<script/i,
  /<img/i,
  /<meta/i,
  /<iframe/i,
  /<style/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<svg/i,
  /<object/i,
  /<embed/i,
  /<base/i,
  /<link/i,
  /\son\w+=/i,
  /javascript:/i,
  /data:text/i,
  /href="\/\//i,
  /style=/i,
  /window\.__xss/,
  /http-equiv/i,
  /evil\.example/,
];

/** The organizer's formatting and link survive; nothing active does. */
function expectHarmless(html: string | null | undefined, where: string) {
  expect(html, where).toBeTruthy();
  for (const pattern of FORBIDDEN) expect(html, `${where}: ${pattern}`).not.toMatch(pattern);
  expect(html, where).toContain('<strong>seven</strong>');
  expect(html, where).toContain('href="https://example.org/map"');
}

const MESSAGES = { pre_checkout_message: HOSTILE, post_checkout_message: HOSTILE, ticket_page_message: HOSTILE };
const BREAKOUT = '"><script>window.__xss=1</script>';
const SEO = { seo_title: BREAKOUT, seo_description: BREAKOUT, seo_keywords: BREAKOUT };

async function hostileEvent(): Promise<{ live: LiveEvent; ticket: { id: number; prices: { id: number }[] } }> {
  const live = await liveEvent(t.app, t.ctx, { ...MESSAGES, ...SEO });
  const updated = await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
    token: live.owner.token,
    body: { description: HOSTILE, is_online_event: true, online_event_connection_details: HOSTILE },
  });
  expect(updated.status).toBe(200);
  const ticket = await addTicket(t.app, live, {
    description: HOSTILE,
    prices: [{ price: 0, initial_quantity_available: 10 }],
    type: 'FREE',
  });
  return { live, ticket };
}

/** Every answer and page that carries the event's organizer HTML. */
async function expectEverywhereHarmless(live: LiveEvent, ticket: { id: number; prices: { id: number }[] }) {
  const own = await request(t.app, 'GET', `/api/events/${live.eventId}`, { token: live.owner.token });
  expectHarmless(own.body.data.description, 'event description');
  expectHarmless(own.body.data.online_event_connection_details, 'online details');
  for (const key of Object.keys(MESSAGES)) expectHarmless(own.body.data.settings[key], `event ${key}`);

  const list = await request(t.app, 'GET', `/api/events/${live.eventId}/tickets`, { token: live.owner.token });
  expectHarmless(list.body.data.find((row: { id: number }) => row.id === ticket.id).description, 'ticket list');

  const publicEvent = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
  expectHarmless(publicEvent.body.data.description, 'public description');
  expectHarmless(publicEvent.body.data.tickets[0].description, 'public ticket description');
  for (const key of Object.keys(MESSAGES)) expectHarmless(publicEvent.body.data.settings[key], `public ${key}`);

  const page = await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`);
  expect(page.status).toBe(200);
  // Plain-text fields in the head and the JSON-LD stay text.
  expect(page.body as string).not.toMatch(/<script>|<img|<\/script><script/);
  expect(page.body as string).toContain('content="&#34;&#62;&#60;script&#62;window.__xss=1&#60;/script&#62;"');
  const about = /<\/p><div>([\s\S]*?)<\/div><h2>/.exec(page.body as string)![1]!;
  expectHarmless(about, 'server-rendered page');
  expect(page.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com(;|$)/);
  expect(page.headers['content-security-policy']).toContain("object-src 'none'");
  expect(page.headers['content-security-policy']).toContain("base-uri 'none'");
  expect(page.headers['content-security-policy']).toContain("form-action 'self'");

  const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
  expect(reserved.status).toBe(201);
  const done = await details(t.app, live.eventId, reserved.body.data, uniqueEmail('buyer'));
  expect(done.body.data.status).toBe('COMPLETED');
  const ticketPage = await request(
    t.app,
    'GET',
    `/api/public/events/${live.eventId}/attendees/${reserved.body.data.attendees[0].short_id}`,
  );
  expect(ticketPage.status).toBe(200);
  expectHarmless(ticketPage.body.data.ticket_page_message, 'ticket page message');
  expectHarmless(ticketPage.body.data.event.description, 'ticket page event');
}

describe('organizer HTML', () => {
  it('is sanitized when it is written, in every rich-text field', async () => {
    const { live, ticket } = await hostileEvent();
    const [row] = await t.ctx.db.select().from(events).where(eq(events.id, live.eventId));
    expectHarmless(row!.description, 'stored description');
    expectHarmless(row!.onlineEventConnectionDetails, 'stored online details');
    for (const key of ['pre_checkout_message', 'post_checkout_message', 'ticket_page_message'] as const)
      expectHarmless(row!.settings[key], `stored ${key}`);
    const [ticketRow] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expectHarmless(ticketRow!.description, 'stored ticket description');

    const copy = await request(t.app, 'POST', `/api/events/${live.eventId}/duplicate`, { token: live.owner.token, body: {} });
    expect(copy.status).toBe(201);
    expectHarmless(copy.body.data.description, 'duplicated event');
  });

  it('is sanitized on its way out, so rows stored before the sanitizer ran are harmless too', async () => {
    const { live, ticket } = await hostileEvent();
    // As an older version of the app, or a hand-made import, might have stored them.
    await t.ctx.db
      .update(events)
      .set({
        description: HOSTILE,
        onlineEventConnectionDetails: HOSTILE,
        settings: sql`${events.settings} || ${JSON.stringify(MESSAGES)}::jsonb`,
      })
      .where(eq(events.id, live.eventId));
    await t.ctx.db.update(tickets).set({ description: HOSTILE }).where(eq(tickets.id, ticket.id));
    await expectEverywhereHarmless(live, ticket);
  });

  it('keeps text that looks like a replacement pattern where it was written on the server-rendered page', async () => {
    const live = await liveEvent(t.app, t.ctx);
    await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token: live.owner.token,
      body: { description: "<p>Price: $' and $` and $&amp;</p>" },
    });
    const page = await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`);
    expect(page.body as string).toContain("<div><p>Price: $' and $` and $&amp;</p></div>");
    expect((page.body as string).match(/<script type="module"/g)).toHaveLength(1);
  });
});
