import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { executorFor, type Database, type Db } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { withStartupLock } from '../db/migrate.js';

export type JobHandler<T> = (data: T) => Promise<void>;

interface QueueDefinition {
  retryLimit: number;
  cron: string | undefined;
  handler: JobHandler<any>;
}

/**
 * Durable background jobs on pg-boss, stored in the same database as the data.
 * `enqueue` takes the caller's transaction, so a job exists only if that
 * transaction commits, and no worker can see it before then. pg-boss fetches
 * with SKIP LOCKED, so several processes may run workers without doing a job twice.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly options: {
      pollingIntervalSeconds: number;
      /** Seconds before the first retry of a failed job; later retries back off exponentially. */
      retryDelaySeconds: number;
      runWorkers: boolean;
      schema: string;
      logger: FastifyBaseLogger;
    },
  ) {
    // The queue's statements go through the process's one pool (on PostgreSQL) or its one client
    // (PGlite): DATABASE_POOL_SIZE counts every connection a process opens, and the pool's
    // timeouts bound the queue's waits too.
    this.boss = new PgBoss({ db: database.raw, schema: options.schema });
    // While the database is away the workers' polls fail; pg-boss reports it here and polls again.
    this.boss.on('error', (error) =>
      isDatabaseUnavailable(error)
        ? options.logger.warn({ err: error }, 'job queue: the database is unavailable')
        : options.logger.error({ err: error }, 'job queue error'),
    );
  }

  /** Declares a queue and its handler; call before start(). */
  define<T extends object>(name: string, handler: JobHandler<T>, options: { retryLimit?: number; cron?: string } = {}): void {
    this.queues.set(name, { handler, retryLimit: options.retryLimit ?? 5, cron: options.cron });
  }

  async start(): Promise<void> {
    // pg-boss creates its tables, and each queue's partition, without a lock of its own that covers them all: two
    // processes starting together on an empty database deadlocked. They take turns, like migrations.
    await withStartupLock(this.database, async () => {
      await this.boss.start();
      for (const [name, queue] of this.queues) {
        const settings = { name, retryLimit: queue.retryLimit, retryDelay: this.options.retryDelaySeconds, retryBackoff: true };
        // createQueue leaves an existing queue as it is; updateQueue applies changed settings to it.
        await this.boss.createQueue(name, settings);
        await this.boss.updateQueue(name, settings);
        // A schedule is stored once in the database; pg-boss makes sure one process fires it.
        if (queue.cron) await this.boss.schedule(name, queue.cron, {});
      }
    });
    for (const [name, queue] of this.queues) {
      if (this.options.runWorkers) {
        await this.boss.work(name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 5 }, (jobs) =>
          this.runBatch(name, queue, jobs),
        );
      }
    }
    this.started = true;
  }

  /**
   * pg-boss fails every job of a batch when its handler throws, which would repeat the
   * jobs that had already succeeded (a mail sent twice). So each job that fails is
   * failed on its own; pg-boss then completes only the jobs still active.
   */
  private async runBatch(name: string, queue: QueueDefinition, jobs: { id: string; data: unknown }[]): Promise<void> {
    for (const job of jobs) {
      try {
        await queue.handler(job.data);
      } catch (error) {
        this.options.logger.warn({ err: error, queue: name, jobId: job.id }, 'job failed; it will be retried');
        // With the database away the failure cannot be written either; the job stays active and
        // pg-boss retries it once it expires. A rejection here would reach pg-boss unhandled.
        await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((failError: unknown) => {
          this.options.logger.warn({ err: failError, queue: name, jobId: job.id }, 'could not record the failed job');
        });
      }
    }
  }

  /** Enqueues a job as part of `tx`: it runs only after tx commits. */
  async enqueue<T extends object>(tx: Db, name: string, data: T, options: { startAfterSeconds?: number; singletonKey?: string } = {}): Promise<void> {
    if (!this.queues.has(name)) throw new Error(`Unknown job queue ${name}`);
    await this.boss.send(name, data, {
      db: executorFor(tx),
      // As a time: pg-boss's text form of seconds fails its type inference on PGlite.
      ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
