import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Jobs } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import type { Storage } from './storage/storage.js';

/** Process-wide services, built once in main.ts (or by the test harness) and handed to every feature. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  logger: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
