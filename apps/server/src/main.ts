import pino from 'pino';
import { ConfigError, loadConfig } from './platform/config.js';
import { closeContext, createContext } from './platform/bootstrap.js';
import { DataDirectoryLockedError } from './platform/db/directory-lock.js';
import { buildApp } from './app.js';
import { seedDemo } from './features/demo/seed-demo.js';

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
  let ctx;
  try {
    ctx = await createContext(config, { logger });
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.seedDemo) await seedDemo(ctx);
  const app = await buildApp(ctx);
  // Requests being answered when the process is told to stop finish before the database closes.
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await app.close();
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
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
