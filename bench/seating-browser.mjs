// The seating benchmark's browser measures: Lighthouse on the seated event page (run as bench/lighthouse.mjs runs
// it), the time until the buyer's seat picker can be used under a mobile profile, and the time the plan editor takes
// to draw a plan, in the local Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/** Lighthouse 12's default mobile profile (simulated slow 4G, 4x CPU slowdown), performance only. */
export function lighthouse(url, outFile) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance',
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
  const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const transfer = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const seating = requests.find((item) => /\/seating(\?|$)/.test(item.url));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    tti: ms('interactive'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    total: transfer('total'),
    script: transfer('script'),
    seatingBytes: seating?.transferSize ?? null,
  };
}

// Chrome DevTools' "Slow 4G" as Lighthouse applies it when it throttles for real (devtools throttling).
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1350, height: 940 } };

/**
 * Time from navigation to the seated event page until the picker can be used: on a phone the best-available
 * control (its "Category and price" choice, enabled), on a wide screen the first seat that can be chosen on the
 * plan. A fresh context each time (no cache), the CPU slowed 4x, with slow 4G or without.
 */
export async function pickerUsable(url, { runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ARGS });
  const results = {};
  try {
    const cases = [
      ['phone, 4x CPU, slow 4G', MOBILE, true],
      ['phone, 4x CPU', MOBILE, false],
      ['wide screen, 4x CPU (plan drawn)', DESKTOP, false],
    ];
    for (const [name, device, slowNetwork] of cases) {
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ ...device, locale: 'en-GB' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        if (slowNetwork) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        }
        // BENCH_WATERFALL=1: what the first run of each case fetched, when (ms from navigation) and how much.
        const fetched = [];
        if (process.env.BENCH_WATERFALL === '1' && i === 0)
          page.on('requestfinished', async (request) => {
            const sizes = await request.sizes().catch(() => null);
            fetched.push({
              url: request.url().replace(/^https?:\/\/[^/]+/, ''),
              at: Date.now() - started,
              bytes: sizes?.responseBodySize ?? 0,
            });
          });
        // BENCH_PAGE_PROFILE=dir: a CPU profile of the page's first run of each case, until the picker is usable.
        const profiling = process.env.BENCH_PAGE_PROFILE && i === 0;
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.start');
        }
        const started = Date.now();
        await page.goto(url, { waitUntil: 'commit' });
        // Checked in the page on every frame, as the editor's measure is: a locator's wait polls every 500 ms once
        // it has waited a while, which would add up to half a second to the time measured.
        const usable = (mobile) =>
          mobile
            ? [...globalThis.document.querySelectorAll('select:enabled')].some((select) =>
                [...select.options].some((option) => /free\)/.test(option.textContent ?? '')),
              )
            : globalThis.document.querySelector('[data-state="free"]') !== null;
        await page.waitForFunction(usable, !!device.isMobile, { timeout: 60_000, polling: 'raf' });
        times.push(Date.now() - started);
        if (profiling) {
          const { profile } = await cdp.send('Profiler.stop');
          writeFileSync(path.join(process.env.BENCH_PAGE_PROFILE, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
        }
        for (const f of fetched) console.log(`   [${name}] ${String(f.at).padStart(6)} ms ${String(f.bytes).padStart(8)} B ${f.url}`);
        if (fetched.length) console.log(`   [${name}] usable at ${times.at(-1)} ms`);
        await context.close();
      }
      times.sort((a, b) => a - b);
      results[name] = { median: times[Math.floor(times.length / 2)], times };
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Whether the built management app has the plan editor. */
export const editorPresent = () => existsSync(path.join(root, 'apps/web/src/features/seating-plans'));

/**
 * The plan editor, in this machine's Chromium without throttling: logs in through the login page, then opens
 * /account/seating-plans/{id} afresh and times until every seat of the plan is drawn: the `[data-seats]` groups'
 * `data-seat-count` (a row's seats are drawn as a path), or their children where a group has no count.
 */
export async function editorOpens(baseUrl, { email, password, planId, seatCount, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/'), { timeout: 60_000 });
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto('about:blank');
      const started = Date.now();
      await page.goto(`${baseUrl}/account/seating-plans/${planId}`, { waitUntil: 'commit' });
      const drawn = (n) => {
        let seats = 0;
        for (const group of globalThis.document.querySelectorAll('[data-seats]'))
          seats += Number(group.getAttribute('data-seat-count') ?? group.children.length);
        return seats >= n;
      };
      await page.waitForFunction(drawn, seatCount, {
        timeout: 60_000,
        polling: 'raf',
      });
      times.push(Date.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], times };
  } finally {
    await browser.close();
  }
}
