// The public pages' first-load weight: for each page, the script and CSS a browser must fetch
// before the page is usable (the entry, the page's route modules, everything they import
// statically, the active locale's catalogue), brotli-compressed as the server sends them.
// Prints the sizes next to the budgets and exits 1 when a page passes one.
//
//   node scripts/check-bundle-size.mjs        (after the web build: apps/web/dist/.vite/public-manifest.json)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const KB = 1024;

/** Each public page: the HTML entry it loads and the modules its route loads before it renders. */
export const PAGES = [
  {
    name: 'event page',
    entry: 'public.html',
    modules: ['src/features/public/event-page/EventPage.tsx', 'src/features/public/event-page/event-page-loader.ts'],
    budget: { script: 112 * KB, css: 30 * KB },
  },
  {
    // A seated event's page once its seat picker (a chunk of its own, loaded by seated events only) is in: what a
    // phone loads before best available can be used.
    name: 'seated event page',
    entry: 'public.html',
    modules: [
      'src/features/public/event-page/EventPage.tsx',
      'src/features/public/event-page/event-page-loader.ts',
      'src/features/public/event-page/seating/SeatPicker.tsx',
    ],
    budget: { script: 118 * KB, css: 32 * KB },
  },
  {
    // The same with the plan's views (drawn plan, lists, chosen seats), loaded with the plan itself.
    name: 'seated, plan drawn',
    entry: 'public.html',
    modules: [
      'src/features/public/event-page/EventPage.tsx',
      'src/features/public/event-page/event-page-loader.ts',
      'src/features/public/event-page/seating/SeatPicker.tsx',
      'src/features/public/event-page/seating/plan-views.ts',
    ],
    budget: { script: 122 * KB, css: 32 * KB },
  },
  {
    name: 'widget',
    entry: 'public.html',
    modules: ['src/features/widget/WidgetPage.tsx', 'src/features/widget/widget-loader.ts'],
    budget: { script: 150 * KB, css: 30 * KB },
  },
  {
    name: 'checkout details',
    entry: 'public.html',
    modules: [
      'src/features/public/checkout/CheckoutLayout.tsx',
      'src/features/public/checkout/details/DetailsPage.tsx',
      'src/platform/query/with-query-client.tsx',
    ],
    budget: { script: 150 * KB, css: 30 * KB },
  },
  {
    name: 'ticket page',
    entry: 'public.html',
    modules: ['src/features/public/ticket/TicketPage.tsx', 'src/platform/query/with-query-client.tsx'],
    budget: { script: 150 * KB, css: 30 * KB },
  },
  {
    name: 'check-in page',
    entry: 'public.html',
    modules: ['src/features/check-in/scanner/ScannerPage.tsx'],
    budget: { script: 150 * KB, css: 30 * KB },
  },
  {
    // The waiting room's page (docs/waiting-room.md): hand-written, outside the entries, all it loads is these.
    name: 'queue page',
    files: { scripts: ['queue.js'], styles: ['queue.css'] },
    budget: { script: 30 * KB, css: 5 * KB },
  },
];
/** The catalogue the page loads for an English reader (the public pages' own, public-catalog-plugin.ts); the other languages' are about the same size. */
const CATALOGUE = 'src/locales/en/messages.po?public';

function compressedSize(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  return brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The files of `keys` and of everything they import statically (dynamic imports load later). */
function firstLoadFiles(manifest, keys) {
  const scripts = new Set();
  const styles = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update PAGES in scripts/check-bundle-size.mjs`);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The manifest key of the chunk that holds a source module: its own key when it is a chunk's entry, or the
 * chunk whose source map lists it (modules put in a shared chunk by apps/web/vite.config.ts's groups).
 */
function chunkKeyOf(manifest, source) {
  if (manifest[source]) return source;
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = path.join(dist, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !existsSync(map)) continue;
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    if (sources.some((file) => file.replace(/^(\.\.\/)+/, '').endsWith(source.replace(/^src\//, 'src/')))) return key;
  }
  throw new Error(`${source} is in no chunk of the build: update PAGES in scripts/check-bundle-size.mjs`);
}

export function measurePages() {
  // The public entry has a build, and a manifest, of its own (apps/web/vite.config.ts).
  const manifestFile = path.join(dist, '.vite/public-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}: build the web app first (node scripts/build.mjs).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return PAGES.map((page) => {
    if (page.files) {
      const sum = (files) => files.reduce((total, file) => total + compressedSize(file), 0);
      return {
        ...page,
        script: sum(page.files.scripts),
        css: sum(page.files.styles),
        files: page.files.scripts.length + page.files.styles.length,
      };
    }
    const catalogue = Object.keys(manifest).find((key) => key.endsWith(CATALOGUE));
    const keys = [page.entry, ...page.modules.map((module) => chunkKeyOf(manifest, module)), ...(catalogue ? [catalogue] : [])];
    const { scripts, styles } = firstLoadFiles(manifest, keys);
    const sum = (files) => files.reduce((total, file) => total + compressedSize(file), 0);
    return { ...page, script: sum(scripts), css: sum(styles), files: scripts.length + styles.length };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measurePages();
  let over = false;
  console.log('First load, brotli-compressed (size / budget):');
  for (const page of results) {
    const scriptOver = page.script > page.budget.script;
    const cssOver = page.css > page.budget.css;
    over ||= scriptOver || cssOver;
    console.log(
      `  ${page.name.padEnd(19)} script ${kb(page.script).padStart(9)} / ${kb(page.budget.script).padStart(8)}${scriptOver ? '  OVER' : ''}` +
        `   css ${kb(page.css).padStart(8)} / ${kb(page.budget.css).padStart(7)}${cssOver ? '  OVER' : ''}   (${page.files} files)`,
    );
  }
  if (over) {
    console.error('A public page passes its first-load budget.');
    process.exit(1);
  }
}
