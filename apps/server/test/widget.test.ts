import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/platform/http/security-headers.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { liveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'widget.js'), '(function () {})();');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

const frameAncestors = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

describe('widget settings', () => {
  it('start from the defaults, merge on update and reach buyers through the public event', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const created = await request(t.app, 'GET', `/api/events/${live.eventId}`, { token: live.owner.token });
    expect(created.body.data.settings).toMatchObject({
      widget_background_color: '#ffffff',
      widget_primary_color: '#0b7285',
      widget_primary_text_color: '#ffffff',
      widget_text_color: '#1f2328',
      widget_padding: 16,
      widget_continue_button_text: null,
      widget_checkout_target: 'NEW_TAB',
      widget_auto_resize: true,
      widget_show_event_title: true,
    });

    const saved = await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token: live.owner.token,
      body: {
        settings: { widget_primary_color: '#7a1f5c', widget_checkout_target: 'SAME_FRAME', widget_continue_button_text: 'Get tickets' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings).toMatchObject({
      widget_primary_color: '#7a1f5c',
      widget_checkout_target: 'SAME_FRAME',
      widget_padding: 16,
    });

    const publicEvent = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(publicEvent.body.data.settings).toMatchObject({
      widget_primary_color: '#7a1f5c',
      widget_checkout_target: 'SAME_FRAME',
      widget_continue_button_text: 'Get tickets',
      widget_auto_resize: true,
    });
  });

  it('answers 422 naming each invalid field', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const put = (settings: Record<string, unknown>) =>
      request(t.app, 'PUT', `/api/events/${live.eventId}`, { token: live.owner.token, body: { settings } });
    const cases: [Record<string, unknown>, string][] = [
      [{ widget_background_color: 'white' }, 'settings.widget_background_color'],
      [{ widget_text_color: '#12345' }, 'settings.widget_text_color'],
      [{ widget_primary_color: 'javascript:alert(1)' }, 'settings.widget_primary_color'],
      [{ widget_primary_text_color: '#ggg' }, 'settings.widget_primary_text_color'],
      [{ widget_padding: 65 }, 'settings.widget_padding'],
      [{ widget_padding: 1.5 }, 'settings.widget_padding'],
      [{ widget_continue_button_text: 'x'.repeat(61) }, 'settings.widget_continue_button_text'],
      [{ widget_checkout_target: 'POPUP' }, 'settings.widget_checkout_target'],
      [{ widget_auto_resize: 'yes' }, 'settings.widget_auto_resize'],
      [{ widget_show_event_title: 1 }, 'settings.widget_show_event_title'],
    ];
    for (const [settings, field] of cases) {
      const response = await put(settings);
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.body.errors), field).toEqual([field]);
    }
    const several = await put({ widget_background_color: 'red', widget_padding: -1 });
    expect(Object.keys(several.body.errors).sort()).toEqual(['settings.widget_background_color', 'settings.widget_padding']);
    const unchanged = await request(t.app, 'GET', `/api/events/${live.eventId}`, { token: live.owner.token });
    expect(unchanged.body.data.settings).toMatchObject({ widget_background_color: '#ffffff', widget_padding: 16 });
  });
});

describe('framing', () => {
  it('lets any site frame the widget and checkout pages', async () => {
    for (const url of ['/widget/12', '/widget/12?primary_color=%23000000', '/checkout/12/abcdefghijkl/details']) {
      const page = await request(t.app, 'GET', url);
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(frameAncestors(page.headers['content-security-policy']), url).toBe('*');
      expect(page.headers['x-frame-options'], url).toBeUndefined();
      // The rest of the policy is untouched.
      expect(String(page.headers['content-security-policy']), url).toContain("script-src 'self'");
    }
  });

  it("keeps every other page framed by the app's own origin only", async () => {
    for (const url of ['/', '/manage/events', '/auth/login', '/widgets', '/event/12/slug', '/api/health', '/widget.js']) {
      const page = await request(t.app, 'GET', url);
      expect(frameAncestors(page.headers['content-security-policy']), url).toBe("'self'");
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("sends helmet's security headers on every answer: API, page, refusal and error alike", async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/event/12/slug'],
      ['GET', '/api/nothing-here'],
      ['POST', '/api/public/events/999999999/order'],
    ] as const) {
      const answer = await request(t.app, method, url, method === 'POST' ? { body: {} } : {});
      expect(answer.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(String(answer.headers['content-security-policy']), url).toContain("default-src 'self';");
      expect(String(answer.headers['content-security-policy']), url).toContain("object-src 'none'");
      // The test app's address is http: HSTS would mean nothing there.
      expect(answer.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(helmetHeaders({ strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true } })).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('serves the embed script to other sites, cacheable', async () => {
    const script = await request(t.app, 'GET', '/widget.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await request(t.app, 'GET', '/manage/events');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
