import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

describe('pages behind a link', () => {
  it('are listed in robots.txt and answered with X-Robots-Tag: noindex, so that a leaked link is never indexed', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    for (const prefix of ['/check-in/', '/ticket/', '/order/', '/checkout/']) expect(robots.body).toContain(`Disallow: ${prefix}\n`);

    for (const url of [
      '/check-in/c_abcdefghijkl',
      '/ticket/12/a_abcdefghijkl',
      '/ticket/12/a_abcdefghijkl/print',
      '/order/12/o_abcdefghijkl',
      '/checkout/12/o_abcdefghijkl',
      '/manage/events',
      '/check-in',
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    // Public pages that may be found stay indexable (the event page decides by its own setting).
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});
