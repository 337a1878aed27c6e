/**
 * The public pages' router (docs/ARCHITECTURE.md, Web app): matching, route modules loaded on first
 * visit, loaders, redirects, the browser's history and scroll positions. It is a small part of what
 * React Router does, which the management app keeps: the buyer pages need these few things, and the
 * full library weighs more than the event page's whole budget for its own code.
 */
import type { ComponentType } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  params: Params;
  /** The address being loaded; its `signal` is `signal`. */
  request: Request;
  /** Aborted when a newer navigation starts before this one ends, or once the page it loaded is left. */
  signal: AbortSignal;
}

export type Loader = (args: LoaderArgs) => unknown;

/** What a route's `lazy` resolves to. */
export interface RouteModule {
  Component?: ComponentType;
  loader?: Loader;
}

export interface Route {
  /** Segments relative to the parent: `event/:eventId/:eventSlug?`; none for a layout or an index. */
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /**
   * Shown in this route's place when loading or drawing it or a route below it fails (the nearest one
   * above the route that failed); the routes above it stay drawn.
   */
  ErrorBoundary?: ComponentType;
  loader?: Loader;
  lazy?: () => Promise<RouteModule>;
  children?: Route[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Identifies the history entry, for its scroll position. */
  key: string;
}

export interface Match {
  route: Route;
  Component?: ComponentType;
  params: Params;
  data: unknown;
}

export interface RouterState {
  location: Location;
  matches: Match[];
  /** What went wrong loading the page, shown by the ErrorBoundary of the last match (matches end at the route that shows it). */
  error: unknown;
  /** The address being loaded, while a navigation waits for its modules and data. */
  navigation: Location | null;
  revalidating: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keeps the scroll position (a change of the query that redraws the same page). */
  preventScrollReset?: boolean;
}

/** What a loader returns to send the reader elsewhere. */
export class Redirect {
  constructor(readonly to: string) {}
}

export function redirect(to: string): Redirect {
  return new Redirect(to);
}

/** Thrown by a loader, or set by the router when nothing matches: the page shows its "not found" state. */
export class RouteNotFound extends Error {
  readonly status = 404;
}

interface Branch {
  routes: Route[];
  segments: string[];
}

function segmentsOf(path: string | undefined): string[] {
  return (path ?? '').split('/').filter(Boolean);
}

function flatten(routes: Route[], parents: Route[] = [], segments: string[] = []): Branch[] {
  return routes.flatMap((route) => {
    const own = [...segments, ...segmentsOf(route.path)];
    const chain = [...parents, route];
    if (route.children?.length) return flatten(route.children, chain, own);
    return [{ routes: chain, segments: own }];
  });
}

function matchSegments(pattern: string[], parts: string[]): Params | null {
  const params: Params = {};
  let at = 0;
  for (const segment of pattern) {
    if (segment === '*') {
      params['*'] = parts.slice(at).join('/');
      return params;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = parts[at];
    if (part === undefined) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) params[name.slice(1)] = part;
    else if (name !== part) return null;
    at += 1;
  }
  return at === parts.length ? params : null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * How well a route's segments fit the address, part by part: a static segment over a parameter, a
 * parameter over a splat, and an address that ends with the route over one that a splat takes on.
 */
const STATIC = 4;
const PARAM = 3;
const END = 2;
const SPLAT = 1;

function rankOf(pattern: string[], parts: string[]): number[] {
  const rank: number[] = [];
  let at = 0;
  for (const segment of pattern) {
    if (segment === '*') return [...rank, SPLAT];
    const optional = segment.endsWith('?');
    if (at >= parts.length && optional) continue;
    rank.push(segment.startsWith(':') ? PARAM : STATIC);
    at += 1;
  }
  return [...rank, END];
}

/** Positive when `a` fits better than `b`, from the first part where they differ. */
function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The route that fits the address best (static segments over parameters over splats); of equals, the first declared. */
export function matchRoutes(routes: Route[], pathname: string): { routes: Route[]; params: Params } | null {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  let best: { routes: Route[]; params: Params; rank: number[] } | null = null;
  for (const branch of flatten(routes)) {
    const params = matchSegments(branch.segments, parts);
    if (!params) continue;
    const rank = rankOf(branch.segments, parts);
    if (!best || compareRanks(rank, best.rank) > 0) best = { routes: branch.routes, params, rank };
  }
  return best && { routes: best.routes, params: best.params };
}

function locationOf(url: URL, key: string): Location {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

async function resolveRoute(route: Route): Promise<RouteModule> {
  if (!route.lazy) return { Component: route.Component, loader: route.loader };
  const module = await route.lazy();
  // Loaded once: later visits use the module already in memory.
  route.Component = module.Component ?? route.Component;
  route.loader = module.loader ?? route.loader;
  delete route.lazy;
  return module;
}

type Listener = (state: RouterState) => void;

type Loaded = Omit<RouterState, 'navigation' | 'revalidating'>;

export interface RouterOptions {
  /** Addresses the router does not serve are opened by a full page load (the management app's). */
  owns: (pathname: string) => boolean;
}

export class Router {
  state: RouterState;
  private listeners = new Set<Listener>();
  private current = 0;
  /** The navigation being loaded: a newer one aborts it. */
  private loading: AbortController | null = null;
  /** What the page shown was loaded with: aborted when another page (or its data loaded again) takes its place. */
  private shown: AbortController | null = null;
  private scrollPositions = new Map<string, number>();

  constructor(
    private readonly routes: Route[],
    private readonly options: RouterOptions,
    initial: Omit<RouterState, 'navigation' | 'revalidating'>,
  ) {
    this.state = { ...initial, navigation: null, revalidating: false };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: Partial<RouterState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener(this.state);
  }

  /**
   * Loads the route modules and data of an address, each route's loader as soon as its module is in.
   * A failure shows in the ErrorBoundary nearest above the route that failed, below the routes above it.
   */
  private async load(url: URL, key: string, signal: AbortSignal): Promise<Loaded | Redirect> {
    const location = locationOf(url, key);
    const matched = matchRoutes(this.routes, url.pathname);
    if (!matched) return { location, matches: this.rootMatches(), error: new RouteNotFound() };
    const request = new Request(url.href, { signal });
    const results = await Promise.all(
      matched.routes.map(async (route): Promise<{ module: RouteModule; data: unknown } | { error: unknown }> => {
        try {
          const module = await resolveRoute(route);
          return { module, data: await module.loader?.({ params: matched.params, request, signal }) };
        } catch (error) {
          return { error };
        }
      }),
    );
    const matches: Match[] = [];
    for (const [index, result] of results.entries()) {
      const route = matched.routes[index] as Route;
      if ('error' in result) {
        // The routes above the boundary keep their pages; the boundary's own route shows the error in its place.
        let boundary = index;
        while (boundary > 0 && !matched.routes[boundary]?.ErrorBoundary) boundary -= 1;
        return {
          location,
          matches: matches.slice(0, boundary).concat({ route: matched.routes[boundary] as Route, params: matched.params, data: undefined }),
          error: result.error,
        };
      }
      if (result.data instanceof Redirect) return result.data;
      matches.push({ route, Component: result.module.Component, params: matched.params, data: result.data });
    }
    return { location, matches, error: null };
  }

  private rootMatches(): Match[] {
    const root = this.routes[0];
    return root ? [{ route: root, Component: root.Component, params: {}, data: undefined }] : [];
  }

  /** The first page: its modules and data, before anything is drawn. */
  async initialize(): Promise<void> {
    window.addEventListener('popstate', () => {
      const popped = (history.state as { key?: string } | null)?.key ?? newKey();
      void this.go(new URL(window.location.href), popped, 'pop');
    });
    const key = (history.state as { key?: string } | null)?.key ?? newKey();
    const controller = new AbortController();
    this.loading = controller;
    const loaded = await this.load(new URL(window.location.href), key, controller.signal);
    // A link followed while the first page was loading has taken over.
    if (this.loading !== controller) return;
    this.loading = null;
    if (loaded instanceof Redirect) return this.navigate(loaded.to, { replace: true });
    history.replaceState({ key }, '');
    this.show(loaded, controller);
  }

  async navigate(to: string, options: NavigateOptions = {}): Promise<void> {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || !this.options.owns(url.pathname)) {
      if (options.replace) window.location.replace(url.href);
      else window.location.assign(url.href);
      return;
    }
    await this.go(url, newKey(), options.replace ? 'replace' : 'push', options.preventScrollReset);
  }

  /** Loads the current page's data again (after the server refused what the page showed). */
  async revalidate(): Promise<void> {
    this.set({ revalidating: true });
    await this.go(new URL(window.location.href), this.state.location.key, 'revalidate', true);
    this.set({ revalidating: false });
  }

  /** Shows a loaded page; the loaders of the page it replaces are told through their signal. */
  private show(loaded: Loaded, controller: AbortController, extra: Partial<RouterState> = {}) {
    const previous = this.shown;
    this.shown = controller;
    this.set({ ...loaded, ...extra });
    previous?.abort();
  }

  private async go(url: URL, key: string, kind: 'push' | 'replace' | 'pop' | 'revalidate', keepScroll = false): Promise<void> {
    const id = ++this.current;
    this.loading?.abort();
    const controller = new AbortController();
    this.loading = controller;
    this.scrollPositions.set(this.state.location.key, window.scrollY);
    if (kind !== 'revalidate') this.set({ navigation: locationOf(url, key) });
    const loaded = await this.load(url, key, controller.signal);
    if (id !== this.current) return;
    this.loading = null;
    if (loaded instanceof Redirect) {
      this.set({ navigation: null });
      // The address asked for is never an entry of its own: a link that redirects adds the one it lands on.
      return this.navigate(loaded.to, { replace: kind !== 'push' });
    }
    if (kind === 'push') history.pushState({ key }, '', url.href);
    if (kind === 'replace') history.replaceState({ key }, '', url.href);
    this.show(loaded, controller, { navigation: null });
    if (kind === 'revalidate' || keepScroll) return;
    // After React has drawn the new page: back and forward return to where the reader was.
    requestAnimationFrame(() => {
      const target = url.hash ? document.getElementById(decode(url.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, kind === 'pop' ? (this.scrollPositions.get(key) ?? 0) : 0);
    });
  }
}

/** The router of the page the browser shows. */
export function createRouter(routes: Route[], options: RouterOptions): Router {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const location = locationOf(new URL(window.location.href), newKey());
  return new Router(routes, options, { location, matches: [], error: null });
}

/**
 * A router that shows one page already loaded, as the server draws it: no history, no loading.
 * `data` is what the page's own loader (the deepest route's) returned in the browser.
 */
export async function createStaticRouter(routes: Route[], href: string, data: unknown): Promise<Router> {
  const url = new URL(href);
  const matched = matchRoutes(routes, url.pathname);
  if (!matched) throw new RouteNotFound();
  const modules = await Promise.all(matched.routes.map(resolveRoute));
  const last = matched.routes.length - 1;
  const matches = matched.routes.map((route, index) => ({
    route,
    Component: modules[index]?.Component,
    params: matched.params,
    data: index === last ? data : undefined,
  }));
  return new Router(routes, { owns: () => false }, { location: locationOf(url, 'server'), matches, error: null });
}
