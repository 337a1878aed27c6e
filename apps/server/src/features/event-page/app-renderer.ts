import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale, type PublicEventWithTickets } from '@stagedoor/contracts';
import type { PageDate, PageDatesList } from './page-dates.js';

/** What the web build's server entry (apps/web/src/public-server.tsx) offers. */
export interface EventPageAppRenderer {
  renderEventPageApp(input: {
    href: string;
    locale: Locale;
    event: PublicEventWithTickets;
    /** An event with several dates: the first page of upcoming dates, the date shown and the page's clock. */
    dates?: PageDatesList;
    chosenDate?: PageDate | null;
    now?: string;
  }): Promise<string>;
}

/** Where the web build puts its server entry: `dist-ssr` beside the browser's `dist`. */
export function appRendererFile(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-ssr', 'public-server.js');
}

function isRenderer(value: unknown): value is EventPageAppRenderer {
  return typeof value === 'object' && value !== null && typeof (value as Partial<EventPageAppRenderer>).renderEventPageApp === 'function';
}

/**
 * The event page's React app, drawn on the server so that the browser hydrates it. A web build
 * without its server entry (or one made for another version) leaves the page to the plain
 * server-rendered outline (render-event-page.ts), which the app replaces once loaded.
 */
export async function loadEventPageAppRenderer(webDist: string): Promise<EventPageAppRenderer | null> {
  const file = appRendererFile(webDist);
  if (!existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  return isRenderer(module) ? module : null;
}

/**
 * Each language's catalogue of the public pages, as `/assets/…` addresses from the public build's manifest.
 * The page names its reader's in advance, so the browser fetches it with the app's code rather than after.
 */
export function publicCatalogueFiles(webDist: string): Partial<Record<Locale, string>> {
  const file = path.join(webDist, '.vite', 'public-manifest.json');
  if (!existsSync(file)) return {};
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
    const found: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const chunk = manifest[`src/locales/${locale}/messages.po?public`]?.file;
      if (chunk) found[locale] = `/${chunk}`;
    }
    return found;
  } catch {
    return {};
  }
}

interface ManifestChunk {
  file?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The seat picker's chunk (a lazy module of the public entry) with the chunks it imports that the entry does not,
 * and its stylesheets, as `/assets/…` addresses: a seated event's page names them in advance, so that a phone does
 * not wait one more round trip for the picker after the app's code.
 */
export function publicSeatPickerFiles(webDist: string): string[] {
  const file = path.join(webDist, '.vite', 'public-manifest.json');
  if (!existsSync(file)) return [];
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const picker = Object.keys(manifest).find((key) => key.endsWith('event-page/seating/SeatPicker.tsx'));
    if (!picker) return [];
    const loaded = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      for (const imported of manifest[key].imports ?? []) walk(imported, into);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
    const needed = new Set<string>();
    walk(picker, needed);
    const files: string[] = [];
    for (const key of needed) {
      const chunk = manifest[key]!;
      if (!loaded.has(key) && chunk.file) files.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!loaded.has(key)) files.push(`/${css}`);
    }
    return files;
  } catch {
    return [];
  }
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page with its stylesheets written into it. The event page is where most buyers arrive, on a phone
 * that would otherwise wait a round trip for the styles before showing anything; the rest of the app's
 * pages keep the cached files. Each file keeps a disabled link, which browsers do not fetch: Vite's loader
 * of route modules looks for a stylesheet's link, not its rules, and finds it there instead of fetching
 * the same rules again when the buyer moves on to the checkout.
 */
export function withInlineStyles(html: string, webDist: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(webDist, href);
    if (!file.startsWith(path.join(webDist, 'assets')) || !existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    // A style element ends at the first "</style"; a file that contains one stays a link.
    if (/<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}
