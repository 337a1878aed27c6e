import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { untilDatabaseAnswers } from './db/wait.js';
import { Jobs } from './jobs/jobs.js';
import { createMailer } from './mail/mailer.js';
import { devMailboxFiles } from './mail/dev-mailbox-files.js';
import { defineMailQueue } from './mail/outbox.js';
import { createStorage } from './storage/create-storage.js';
import { loadCatalogues } from './i18n/catalogues.js';

export interface CreateContextOptions {
  logger: FastifyBaseLogger;
  /** Keep the embedded database in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
  /** With inMemory: start from this dumped data directory (already migrated) instead of an empty database. */
  pgliteSnapshot?: Blob | undefined;
  /** Defines the features' queues before the workers start (features/jobs.ts): platform imports no feature. */
  defineJobs: (ctx: AppContext) => void;
}

/** Opens the database, applies migrations and starts the job workers. */
export async function createContext(config: Config, options: CreateContextOptions): Promise<AppContext> {
  // A catalogue that cannot be read or compiled stops the start, not the first request in its language.
  loadCatalogues();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    timeouts: {
      acquireMs: config.databaseAcquireTimeoutMs,
      statementMs: config.databaseStatementTimeoutMs,
      lockMs: config.databaseLockTimeoutMs,
    },
    dataDir: options.inMemory ? null : config.dataDir,
    pgliteSnapshot: options.inMemory ? options.pgliteSnapshot : undefined,
  });
  try {
    const storage = await createStorage(config);
    const changedFunctions = await untilDatabaseAnswers(database, options.logger, 'migrations', () => migrateDatabase(database));
    if (changedFunctions.length > 0)
      options.logger.info({ functions: changedFunctions }, 'database functions (re)created from their files');
    const mailer = await createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      files: devMailboxFiles(config.dataDir),
      logger: options.logger,
      devMailboxOpen: config.devMailbox,
      appUrl: config.appUrl,
    });
    const jobs = new Jobs(database, {
      pollingIntervalSeconds: config.jobPollingSeconds,
      retryDelaySeconds: config.jobRetryDelaySeconds,
      runWorkers: config.runWorkers,
      schema: config.jobSchema,
      logger: options.logger,
    });
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      jobs,
      mailer,
      storage,
      logger: options.logger,
    };
    defineMailQueue(jobs, mailer);
    options.defineJobs(ctx);
    // pg-boss cannot start twice, so the wait is for the database and the migrations only; processes
    // that start together set up the queue in turns.
    await jobs.start();
    return ctx;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop().catch((error: unknown) => ctx.logger.error({ err: error }, 'stopping jobs failed'));
  ctx.mailer.close();
  await ctx.database.close();
}
