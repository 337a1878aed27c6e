import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { isDatabaseUnavailable } from './errors.js';

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2000;

/**
 * Runs `step` (opening the database, migrating it, starting the job queue) until it succeeds, as
 * long as it fails because PostgreSQL is not there yet: a process started before its database, or
 * while the database restarts, waits for it instead of exiting. Any other failure (a wrong
 * password, a broken migration) stops the start at once.
 */
export async function untilDatabaseAnswers<T>(
  database: Database,
  logger: FastifyBaseLogger,
  what: string,
  step: () => Promise<T>,
): Promise<T> {
  let pause = FIRST_PAUSE_MS;
  let told = false;
  for (;;) {
    try {
      const result = await step();
      if (told) logger.info(`the database answers; ${what} done`);
      return result;
    } catch (error) {
      if (database.kind !== 'postgres' || !isDatabaseUnavailable(error)) throw error;
      if (!told) logger.warn({ err: error }, `waiting for the database (${what})`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}
