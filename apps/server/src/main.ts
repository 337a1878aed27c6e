import pino from 'pino';
import { ConfigError, loadConfig } from './platform/config.js';
import { closeContext, createContext } from './platform/bootstrap.js';
import { DataDirectoryLockedError } from './platform/db/directory-lock.js';
import { isDatabaseUnavailable } from './platform/db/errors.js';
import { buildApp } from './app.js';
import { gracefulClose } from './platform/http/graceful-close.js';
import { seedDemo } from './features/demo/seed-demo.js';
import { defineFeatureJobs } from './features/jobs.js';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Before any logger exists: plain lines an operator reads in the service's output.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  // pg-boss completes a finished job without awaiting it; with the database away that promise
  // rejects with no one to hear it, and Node would end the process. An outage is survived (the job
  // expires and runs again); any other unheard rejection still ends the process as before.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.warn({ err: reason }, 'a background statement failed: the database is unavailable');
  });
  let ctx;
  try {
    ctx = await createContext(config, { logger, defineJobs: defineFeatureJobs });
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.seedDemo) await seedDemo(ctx);
  const app = await buildApp(ctx);
  // Requests being answered when the process is told to stop finish before the database closes,
  // and their kept-alive connections are closed after the answer instead of reset at the exit.
  const connections = gracefulClose(app.server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    connections.beginClosing();
    await app.close();
    await connections.drained();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Stagedoor is running at ${config.appUrl} (database: ${ctx.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
