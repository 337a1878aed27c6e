import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, waitForMail } from './browser';
import { api } from './api';

/**
 * Script payloads through every organizer- and buyer-controlled text field, rendered on every
 * public page type with the Content-Security-Policy switched off in the browser: whatever stops
 * them has to be the escaping and the sanitizer, not the CSP.
 */

/** A host that does not exist: a request to it, a frame of it or a navigation to it is a failure. */
const EVIL = 'xss.test';

/** Payloads that fit a name (at most 50 characters); each sets the marker or raises a dialog when it runs. */
const SHORT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '</title><script>alert(1)</script>',
  '</script><script>window.__xss=1</script>',
  '${alert(1)}',
  '`;alert(1);//',
  '{{constructor.constructor("alert(1)")()}}',
  'javascript:alert(1)',
  `<iframe src=http://${EVIL}/>`,
  `<meta http-equiv=refresh content=0;url=//${EVIL}>`,
  '<style>*{display:none!important}</style>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href=javascript:alert(1)>x</a>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '\\u003cimg src=x onerror=alert(1)\\u003e',
  "';window.__xss=1;'",
];

/** Longer payloads for the rich-text and long text fields. */
const LONG_ONLY = [
  `<object data=http://${EVIL}/x></object>`,
  `<embed src=http://${EVIL}/x>`,
  `<form action=http://${EVIL}/><input name=card><button>Pay</button></form>`,
  `<base href=http://${EVIL}/>`,
  `<link rel=stylesheet href=http://${EVIL}/x.css>`,
  `<img src=http://${EVIL}/x.png>`,
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<template><script>alert(1)</script></template>',
  '<p onmouseover=alert(1)>hover</p>',
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<meta http-equiv="refresh" content="0; url=http://${EVIL}/">`,
];
const LONG = `<p>Doors open at seven.</p>\n${[...SHORT, ...LONG_ONLY].join('\n')}`;
/** No spaces: a promo code is one word. */
const PROMO = '<svg/onload=alert(1)>';

let cursor = 0;
/** The next short payload, so the fields between them carry the whole list. */
const next = () => SHORT[cursor++ % SHORT.length]!;

interface Shop {
  eventId: number;
  eventPath: string;
  title: string;
  /** Completed order, one of its attendees; reserved order with details given. */
  paid: { shortId: string; attendee: string; attendeeName: string; buyerName: string };
  held: { shortId: string };
}

/** An event whose every text field is hostile, with a completed order and a held one. */
async function hostileShop(): Promise<Shop> {
  // An account of its own, so that no other suite meets these events.
  const email = `xss-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const registered = await api('auth/register', {
    method: 'POST',
    body: { first_name: 'Mallory', email, password, password_confirmation: password },
  });
  const token = registered.token as string;
  const confirmation = /confirm-email-address\/([A-Za-z0-9_-]+)/.exec((await waitForMail(email)).text)![1]!;
  await api(`users/${registered.data.id}/confirm-email/${confirmation}`, { method: 'POST', token });
  const organizer = (
    await api('organizers', {
      method: 'POST',
      token,
      body: { name: next(), email: 'xss@example.com', description: LONG, currency: 'EUR', timezone: 'Europe/Berlin' },
    })
  ).data;
  const title = next();
  const event = (
    await api('events', {
      method: 'POST',
      token,
      body: {
        organizer_id: organizer.id,
        title,
        description: LONG,
        start_date: '2031-08-01T19:00:00+02:00',
        end_date: '2031-08-01T23:00:00+02:00',
        location_details: {
          venue_name: next(),
          address_line_1: next(),
          address_line_2: next(),
          city: next(),
          state_or_region: next(),
          zip_or_postal_code: next(),
          country: next(),
        },
        settings: {
          pre_checkout_message: LONG,
          post_checkout_message: LONG,
          ticket_page_message: LONG,
          seo_title: next(),
          seo_description: `${next()} ${next()}`,
          seo_keywords: next(),
        },
      },
    })
  ).data;
  const paidTicket = (
    await api(`events/${event.id}/tickets`, {
      method: 'POST',
      token,
      body: { type: 'PAID', title: next(), description: LONG, prices: [{ price: 1500, initial_quantity_available: 50 }] },
    })
  ).data;
  const tiered = (
    await api(`events/${event.id}/tickets`, {
      method: 'POST',
      token,
      body: {
        type: 'TIERED',
        title: next(),
        description: LONG,
        prices: [
          { label: next(), price: 1000 },
          { label: next(), price: 2000 },
        ],
      },
    })
  ).data;
  const options = [next(), next(), next()];
  const ticketIds = [paidTicket.id, tiered.id];
  const radio = (
    await api(`events/${event.id}/questions`, {
      method: 'POST',
      token,
      body: { title: next(), description: LONG.slice(0, 5000), type: 'RADIO', options, belongs_to: 'ORDER' },
    })
  ).data;
  const boxes = (
    await api(`events/${event.id}/questions`, {
      method: 'POST',
      token,
      body: { title: next(), type: 'CHECKBOX', options, belongs_to: 'ORDER' },
    })
  ).data;
  const text = (
    await api(`events/${event.id}/questions`, {
      method: 'POST',
      token,
      body: { title: next(), description: next(), type: 'MULTI_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: ticketIds },
    })
  ).data;
  await api(`events/${event.id}/promo-codes`, { method: 'POST', token, body: { code: PROMO, discount_type: 'PERCENTAGE', discount: 10 } });
  await api(`events/${event.id}/status`, { method: 'PUT', token, body: { status: 'LIVE' } });

  const buyerName = next();
  const attendeeName = next();
  async function order(complete: boolean) {
    const reserved = (
      await api(`public/events/${event.id}/order`, {
        method: 'POST',
        body: {
          promo_code: PROMO,
          tickets: [
            { ticket_id: paidTicket.id, quantities: [{ price_id: paidTicket.prices[0].id, quantity: 1 }] },
            { ticket_id: tiered.id, quantities: [{ price_id: tiered.prices[1].id, quantity: 1 }] },
          ],
        },
      })
    ).data;
    const answer = (id: number, value: string | string[]) => ({ question_id: id, answer: value });
    await api(`public/events/${event.id}/order/${reserved.short_id}`, {
      method: 'PUT',
      body: {
        order: {
          first_name: buyerName,
          last_name: next(),
          email: 'xss-buyer@example.com',
          answers: [answer(radio.id, options[0]!), answer(boxes.id, options)],
        },
        attendees: reserved.attendees.map((attendee: { ticket_price_id: number }, index: number) => ({
          ticket_price_id: attendee.ticket_price_id,
          first_name: index === 0 ? attendeeName : next(),
          last_name: next(),
          email: 'xss-holder@example.com',
          answers: [answer(text.id, LONG.slice(0, 5000))],
        })),
      },
    });
    if (complete) {
      await api(`public/events/${event.id}/order/${reserved.short_id}/payment`, { method: 'POST' });
      const paid = await api(`public/events/${event.id}/order/${reserved.short_id}/test-payment`, {
        method: 'POST',
        body: { card_number: '4242424242424242' },
      });
      expect(paid.data.status).toBe('COMPLETED');
    }
    return reserved as { short_id: string; attendees: { short_id: string }[] };
  }
  const paid = await order(true);
  const held = await order(false);
  return {
    eventId: event.id,
    eventPath: `/event/${event.id}/${event.slug}`,
    title,
    paid: { shortId: paid.short_id, attendee: paid.attendees[0]!.short_id, attendeeName, buyerName },
    held: { shortId: held.short_id },
  };
}

interface Findings {
  dialogs: string[];
  foreignRequests: string[];
  foreignFrames: string[];
  navigations: string[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let findings: Findings;
let shop: Shop;

/** The app's own origin, or a document that has none of its own (a new frame, srcdoc). */
function sameOrigin(url: string): boolean {
  if (url === '' || url === 'about:blank' || url === 'about:srcdoc') return true;
  try {
    const parsed = new URL(url);
    const origin = parsed.protocol === 'blob:' ? new URL(parsed.pathname).origin : parsed.origin;
    return origin === new URL(baseUrl()).origin;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: { width: 1280, height: 900 }, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  // The print pages open the print dialog, which headless Chromium would wait on.
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  page = await context.newPage();
  findings = { dialogs: [], foreignRequests: [], foreignFrames: [], navigations: [] };
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()} at ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  context.on('request', (request) => {
    // Inline data: resources never leave the browser; anything else must go to the app.
    if (!request.url().startsWith('data:') && !sameOrigin(request.url()))
      findings.foreignRequests.push(`${request.url()} from ${page.url()}`);
  });
  page.on('frameattached', (frame) => {
    // A frame's address is known once it navigates: checked then, and again after each page.
    frame.waitForLoadState('domcontentloaded').then(
      () => (sameOrigin(frame.url()) ? undefined : findings.foreignFrames.push(`${frame.url()} in ${page.url()}`)),
      () => undefined,
    );
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !sameOrigin(frame.url())) findings.navigations.push(frame.url());
  });
  expect(SHORT.filter((payload) => payload.length > 50)).toEqual([]);
  shop = await hostileShop();
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Opens a page, waits for the app to show `text`, lets timers and refreshes fire, then reads the marker. */
async function visit(path: string, text: string): Promise<void> {
  await page.goto(path);
  await page
    .waitForFunction((expected) => document.body.innerText.includes(expected), text, { timeout: 15_000 })
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 2000)).catch(() => '');
      throw new Error(`${path} never showed ${JSON.stringify(text)} (at ${page.url()}): ${error.message}\n${shown}`);
    });
  await page.waitForTimeout(400);
  expect(sameOrigin(page.url()), `${path} navigated to ${page.url()}`).toBe(true);
  expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss), `marker on ${path}`).toBeUndefined();
  const foreign = page
    .frames()
    .filter((frame) => !sameOrigin(frame.url()))
    .map((frame) => frame.url());
  expect(foreign, `frames on ${path}`).toEqual([]);
}

describe('script payloads in every text field', () => {
  it('run nowhere on the public pages, even with the CSP switched off', async () => {
    const { eventId, eventPath, title, paid, held } = shop;
    // The title is shown as text: proof that each page rendered the hostile content it was given.
    await visit(eventPath, title);
    await visit(`${eventPath}?promo_code=${encodeURIComponent(PROMO)}`, title);
    await visit(`${eventPath}?promo_code=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`, title);
    await visit(`/widget/${eventId}`, title);
    await visit(`/checkout/${eventId}/${held.shortId}/details`, title);
    await visit(`/checkout/${eventId}/${held.shortId}/payment`, title);
    await visit(`/checkout/${eventId}/${paid.shortId}/summary`, paid.attendeeName);
    await visit(`/order/${eventId}/${paid.shortId}/print`, paid.attendeeName);
    await visit(`/ticket/${eventId}/${paid.attendee}`, paid.attendeeName);
    await visit(`/ticket/${eventId}/${paid.attendee}/print`, paid.attendeeName);
    expect(findings).toEqual({ dialogs: [], foreignRequests: [], foreignFrames: [], navigations: [] });
  });

  it('would be caught: the same payloads inserted raw set the marker, open dialogs and reach the foreign host', async () => {
    // The detectors above are only worth something if they fire: a page that inserts the corpus as HTML.
    const control = await context.newPage();
    const dialogs: string[] = [];
    const foreign: string[] = [];
    control.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss().catch(() => undefined);
    });
    control.on('request', (request) => {
      if (request.url().includes(EVIL)) foreign.push(request.url());
    });
    await control.goto('/');
    await control.evaluate(
      (html) => {
        const host = document.createElement('div');
        host.innerHTML = html;
        document.body.append(host);
      },
      LONG.replace(/<meta[^>]*>/g, ''),
    );
    await expect.poll(() => control.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBe(1);
    await expect.poll(() => dialogs.length).toBeGreaterThan(0);
    await expect.poll(() => foreign.length).toBeGreaterThan(0);
    await expect.poll(() => control.frames().length).toBeGreaterThan(1);
    await control.close();
  });
});
