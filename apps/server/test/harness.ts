import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { loadConfig, type Config } from '../src/platform/config.js';
import { closeContext, createContext } from '../src/platform/bootstrap.js';
import type { AppContext } from '../src/platform/context.js';
import { buildApp } from '../src/app.js';
import { defineFeatureJobs } from '../src/features/jobs.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Its schema asks for a token (OpenAPI `security`). */
  secured: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route the app registered (HEAD routes left out). */
  routes: RegisteredRoute[];
  /** On PostgreSQL, the `application_name` of this app's connections: the suites share the database. */
  databaseApplicationName: string | null;
  close(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database with the job queue's tables, dumped once per run by global-setup.ts (PGlite runs only). */
    pgliteSnapshot: string | null;
  }
}

/** The job schema inside the run's PGlite snapshot (global-setup.ts): apps started from it find the queue ready. */
export const SNAPSHOT_JOB_SCHEMA = 'jobs';

let snapshot: Blob | null | undefined;

/** The run's migrated PGlite database, read once per worker; null on PostgreSQL. */
function pgliteSnapshot(): Blob | null {
  if (snapshot === undefined) {
    const file = inject('pgliteSnapshot');
    snapshot = file ? new Blob([readFileSync(file)]) : null;
  }
  return snapshot;
}

/** The test database's address with an `application_name` that tells this app's connections from the others'. */
function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/**
 * A real app on a real database: PostgreSQL when TEST_DATABASE_URL is set (one
 * throwaway database per run), otherwise an in-memory PGlite per test file.
 * Each app gets its own job schema so workers of other files never take its jobs.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Sees (and may change) every route as it is registered: the fuzz suite's control plants a defect with it. */
  options: {
    onRoute?: (route: RouteOptions) => void;
    /** The app's logger; silent unless a test reads what is logged. */
    logger?: pino.Logger;
    /** false: an empty PGlite, migrated by this app (the run's snapshot is made so). */
    snapshot?: false;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-test-'));
  const instance = randomBytes(4).toString('hex');
  const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;
  const databaseApplicationName = testDatabaseUrl ? `stagedoor-test-${instance}` : null;
  const startFrom = testDatabaseUrl || options.snapshot === false ? null : pgliteSnapshot();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'test-secret', APP_URL: 'http://stagedoor.test' }),
    databaseUrl: testDatabaseUrl && databaseApplicationName ? withApplicationName(testDatabaseUrl, databaseApplicationName) : null,
    logLevel: 'silent',
    webDist: null,
    rateLimitAuth: 10_000,
    rateLimitCheckout: 10_000,
    // Every injected request comes from one address; the files that test these caps turn them on.
    maxHoldsPerClient: 0,
    // The race tests put every connection on one price; the gate's own tests (concurrency.test.ts) turn it down.
    reservationsPerPrice: 1000,
    rateLimitInvitationsAccount: 10_000,
    rateLimitInvitationsAddress: 10_000,
    publicCacheMs: 0,
    jobPollingSeconds: 0.5,
    jobRetryDelaySeconds: 1,
    // On PostgreSQL the run's apps share one database; on PGlite each has its own, copied from the snapshot.
    jobSchema: startFrom ? SNAPSHOT_JOB_SCHEMA : `jobs_${instance}`,
    ...overrides,
  };
  const ctx = await createContext(config, {
    logger: options.logger ?? pino({ level: 'silent' }),
    inMemory: true,
    pgliteSnapshot: startFrom ?? undefined,
    defineJobs: defineFeatureJobs,
  });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp(ctx, {
    onRoute(route) {
      options.onRoute?.(route);
      const security = (route.schema as { security?: unknown[] } | undefined)?.security;
      // `{}` among the requirements lets anonymous callers in (a token is optional there).
      const secured =
        Array.isArray(security) && security.length > 0 && !security.some((entry) => Object.keys(entry as object).length === 0);
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, secured });
    },
  });
  await app.ready();
  return {
    app,
    ctx,
    routes,
    databaseApplicationName,
    async close() {
      await app.close();
      await closeContext(ctx);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
}

/** Sends a request through the full HTTP stack (routing, validation, serialization). */
export async function request<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string | undefined; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<ApiResponse<T>> {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const text = response.body;
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.statusCode, body: body as T, headers: response.headers };
}
