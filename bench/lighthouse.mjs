// Lighthouse on the public event page: one app process on a throwaway embedded database with
// the demo account (its live event), Lighthouse 12's default mobile profile (simulated slow 4G
// and a 4x slower CPU) in the local Chromium, offline. Prints the four category scores, the
// page's key timings and what it transferred, next to the budgets, then the first-load
// sizes of every public page from the build (scripts/check-bundle-size.mjs).
//
//   npm run bench:lighthouse     (CHROME_PATH, default /usr/bin/chromium; BENCH_RUNS, default 3: the median run is kept)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePages } from '../scripts/check-bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT || 3121);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const BUDGET = { performance: 98, accessibility: 100, seo: 100, 'best-practices': 100, script: 120 * 1024, css: 30 * 1024 };
const KB = 1024;

function startApp(dataDir) {
  return spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret',
      APP_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitHealthy() {
  // A fresh embedded database migrates and seeds the demo first: slow on a busy machine.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not start');
}

/** The first live event of the demo account, by its canonical address. */
async function eventUrl() {
  const body = await (await fetch(`http://127.0.0.1:${PORT}/api/public/events?per_page=1`)).json();
  const event = body.data[0];
  if (!event) throw new Error('the demo account has no live event');
  return `http://127.0.0.1:${PORT}/event/${event.id}/${event.slug}`;
}

function lighthouse(url, outFile) {
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
      '--only-categories=performance,accessibility,seo,best-practices',
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  return JSON.parse(readFileSync(outFile, 'utf8'));
}

function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const transfer = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    'best-practices': score('best-practices'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    // The page is usable (its ticket choice and Continue answer) once it is interactive.
    tti: ms('interactive'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    script: transfer('script'),
    css: transfer('stylesheet'),
    total: transfer('total'),
    failed: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
      .map((audit) => audit.id),
    // What the browser itself complained about (best practices: "issues logged in the Issues panel").
    issues: (lhr.audits['inspector-issues']?.details?.items ?? []).map(
      (item) => `${item.issueType}: ${(item.subItems?.items ?? []).map((sub) => sub.url ?? JSON.stringify(sub)).join(' ')}`,
    ),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-lh-'));
const app = startApp(dataDir);
try {
  await waitHealthy();
  const url = await eventUrl();
  console.log(`Lighthouse ${RUNS}x on ${url}`);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(summary(lighthouse(url, path.join(dataDir, `lhr-${i}.json`))));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  const row = (label, value, budget, ok) =>
    console.log(`  ${label.padEnd(22)} ${String(value).padStart(10)}   budget ${String(budget).padStart(8)}${ok ? '' : '  MISSED'}`);
  console.log(`\nEvent page, median of ${RUNS} (performance scores: ${runs.map((r) => r.performance).join(', ')})`);
  for (const id of ['performance', 'accessibility', 'seo', 'best-practices'])
    row(id, median[id], `≥ ${BUDGET[id]}`, median[id] >= BUDGET[id]);
  row('script transferred', `${(median.script / KB).toFixed(1)} KB`, `${BUDGET.script / KB} KB`, median.script <= BUDGET.script);
  row('CSS transferred', `${(median.css / KB).toFixed(1)} KB`, `${BUDGET.css / KB} KB`, median.css <= BUDGET.css);
  row('everything transferred', `${(median.total / KB).toFixed(1)} KB`, '-', true);
  row('first contentful paint', `${(median.fcp / 1000).toFixed(2)} s`, '-', true);
  row('largest contentful paint', `${(median.lcp / 1000).toFixed(2)} s`, '2.5 s', median.lcp <= 2500);
  row('total blocking time', `${Math.round(median.tbt)} ms`, '-', true);
  row('interactive', `${(median.tti / 1000).toFixed(2)} s`, '2.5 s', median.tti <= 2500);
  row('cumulative layout shift', median.cls.toFixed(3), '< 0.05', median.cls < 0.05);
  if (median.failed.length) console.log(`  audits not passed: ${median.failed.join(', ')}`);
  for (const issue of median.issues) console.log(`  browser issue: ${issue}`);

  console.log('\nFirst load from the build, brotli (size / budget):');
  for (const page of measurePages()) {
    console.log(
      `  ${page.name.padEnd(18)} script ${(page.script / KB).toFixed(1).padStart(7)} / ${page.budget.script / KB} KB   css ${(page.css / KB).toFixed(1).padStart(6)} / ${page.budget.css / KB} KB`,
    );
  }
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
