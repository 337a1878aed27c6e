import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from './harness.js';
import { addTicket, liveEvent } from './selling-factories.js';

let t: TestApp;
let webDist: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const indexHtml =
  '<!doctype html><html lang="en"><head><meta name="description" content="app" /><title>Stagedoor</title>' +
  `<style>${'.a{color:red}'.repeat(200)}</style></head><body><div id="root"></div><script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd34.js'), script);
  writeFileSync(path.join(webDist, 'widget.js'), `/* embed */\n${script}`);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompress(webDist);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('build files', () => {
  it('sends the precompressed copy the client accepts, and the plain file otherwise, varying on Accept-Encoding', async () => {
    expect(readFileSync(path.join(webDist, 'assets', 'app-Ab12Cd34.js.br')).length).toBeLessThan(script.length / 3);
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const response = await get('/assets/app-Ab12Cd34.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response)).toBe(script);
      if (expected) expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    }
  });

  it('caches only hashed assets for good: the embed script and index.html are revalidated', async () => {
    const widget = await get('/widget.js', 'br');
    expect(widget.headers['content-encoding']).toBe('br');
    expect(widget.headers['cache-control']).toBe('public, max-age=3600');
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(decoded(widget)).toBe(`/* embed */\n${script}`);

    const index = await get('/index.html', 'gzip');
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(decoded(index)).toBe(indexHtml);

    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['content-encoding']).toBe('br');
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(decoded(favicon)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});

describe('dynamic responses', () => {
  it('compresses the web app page of any route, never cached immutably', async () => {
    for (const accept of ['br', 'gzip']) {
      const page = await get('/manage/events', accept);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(accept);
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toBe(indexHtml);
    }
    const plain = await get('/manage/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('compresses the rendered event page and the event JSON to the same content as the plain answers', async () => {
    const live = await liveEvent(t.app, t.ctx, { seo_description: 'Lanterns over the water' });
    await addTicket(t.app, live, { title: 'Early bird', prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const url = `/event/${live.eventId}/harbour-lights-festival`;
    const plainPage = await get(url);
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    for (const accept of ['br', 'gzip']) {
      const page = await get(url, accept);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(accept);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toBe(plainPage.body);
      expect(decoded(page)).toContain('<h1>Harbour Lights Festival</h1>');
    }

    const api = `/api/public/events/${live.eventId}`;
    const plainJson = await get(api);
    expect(plainJson.rawPayload.length).toBeGreaterThan(1024);
    const json = await get(api, 'gzip, deflate, br');
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(json))).toEqual(plainJson.json());
  });

  it('leaves answers below the threshold alone', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
