import { setTimeout as delay } from 'node:timers/promises';
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
  /** Seconds a fetched job may stay active before pg-boss takes it for lost (its worker died) and retries it. */
  expireInSeconds: number | undefined;
  /** Jobs one fetch takes, and how many of them run at once. */
  batchSize: number;
  concurrency: number;
}

export interface QueueOptions {
  retryLimit?: number;
  cron?: string;
  expireInSeconds?: number;
  batchSize?: number;
  concurrency?: number;
}

/** How urgent a job is: a fetch takes the most urgent jobs first (pg-boss priority, higher first). */
export const JOB_PRIORITY = { bulk: 0, normal: 5, urgent: 10 } as const;
export type JobPriority = keyof typeof JOB_PRIORITY;

/**
 * How often pg-boss looks for jobs whose worker died (active past their expiry) and hands them back; its default of
 * two minutes, on top of the expiry, left a crashed worker's mail waiting for many minutes. One process does it
 * per interval, whatever the number of processes.
 */
const MAINTENANCE_INTERVAL_SECONDS = 5;

/** How long stop() waits for running jobs to finish. */
const STOP_GRACE_MS = 10_000;

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
  private workers: Promise<void>[] = [];
  private readonly stopping = new AbortController();

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
    this.boss = new PgBoss({ db: database.raw, schema: options.schema, maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS });
    // While the database is away the workers' polls fail; pg-boss reports it here and polls again.
    this.boss.on('error', (error) =>
      isDatabaseUnavailable(error)
        ? options.logger.warn({ err: error }, 'job queue: the database is unavailable')
        : options.logger.error({ err: error }, 'job queue error'),
    );
  }

  /** Declares a queue and its handler; call before start(). */
  define<T extends object>(name: string, handler: JobHandler<T>, options: QueueOptions = {}): void {
    this.queues.set(name, {
      handler,
      retryLimit: options.retryLimit ?? 5,
      cron: options.cron,
      expireInSeconds: options.expireInSeconds,
      batchSize: options.batchSize ?? 5,
      concurrency: options.concurrency ?? 1,
    });
  }

  async start(): Promise<void> {
    // pg-boss creates its tables, and each queue's partition, without a lock of its own that covers them all: two
    // processes starting together on an empty database deadlocked. They take turns, like migrations.
    await withStartupLock(this.database, async () => {
      await this.boss.start();
      for (const [name, queue] of this.queues) {
        const settings = {
          name,
          retryLimit: queue.retryLimit,
          retryDelay: this.options.retryDelaySeconds,
          retryBackoff: true,
          ...(queue.expireInSeconds ? { expireInSeconds: queue.expireInSeconds } : {}),
        };
        // createQueue leaves an existing queue as it is; updateQueue applies changed settings to it.
        await this.boss.createQueue(name, settings);
        await this.boss.updateQueue(name, settings);
        // A schedule is stored once in the database; pg-boss makes sure one process fires it.
        if (queue.cron) await this.boss.schedule(name, queue.cron, {});
      }
    });
    this.started = true;
    if (!this.options.runWorkers) return;
    for (const [name, queue] of this.queues) {
      this.workers.push(
        this.work(name, queue).catch((error: unknown) => {
          this.options.logger.error({ err: error, queue: name }, 'job queue: the worker stopped');
        }),
      );
    }
  }

  /**
   * A queue's worker: fetch a batch, run it, and fetch again at once after a full batch (more is likely waiting), else
   * after the polling interval. pg-boss's own worker completed each batch without awaiting it, so a completion that
   * failed (the pool ending at shutdown, the database away) was a rejection no one handled. Here every write a worker
   * makes is awaited, and stop() waits for the workers before the pool closes.
   */
  private async work(name: string, queue: QueueDefinition): Promise<void> {
    while (this.started) {
      let jobs: { id: string; data: unknown }[] = [];
      try {
        // pg-boss's fetch answers no jobs when its query fails (the database away): the worker just polls again.
        jobs = await this.boss.fetch(name, { batchSize: queue.batchSize });
      } catch (error) {
        this.options.logger.error({ err: error, queue: name }, 'job queue: fetching jobs failed');
      }
      if (jobs.length > 0) await this.runBatch(name, queue, jobs);
      if (jobs.length < queue.batchSize) await this.idle();
    }
  }

  /** Waits for the polling interval, or less when stop() is called meanwhile. */
  private async idle(): Promise<void> {
    try {
      await delay(this.options.pollingIntervalSeconds * 1000, undefined, { signal: this.stopping.signal });
    } catch {
      // Aborted by stop().
    }
  }

  /**
   * Each job of a batch is completed, or failed, on its own as soon as it is done, so a worker killed in the middle of
   * a batch leaves active only the jobs it had not finished: none that had already sent its mail runs again. Up to
   * `concurrency` jobs of a batch run at once.
   */
  private async runBatch(name: string, queue: QueueDefinition, jobs: { id: string; data: unknown }[]): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        try {
          await queue.handler(job.data);
        } catch (error) {
          this.options.logger.warn({ err: error, queue: name, jobId: job.id }, 'job failed; it will be retried');
          // With the database away the failure cannot be written either; the job stays active and
          // pg-boss retries it once it expires. A rejection here would reach pg-boss unhandled.
          await this.boss
            .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
            .catch((failError: unknown) => {
              this.options.logger.warn({ err: failError, queue: name, jobId: job.id }, 'could not record the failed job');
            });
          continue;
        }
        await this.boss.complete(name, job.id).catch((completeError: unknown) => {
          this.options.logger.warn({ err: completeError, queue: name, jobId: job.id }, 'could not record the completed job');
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(queue.concurrency, jobs.length) }, lane));
  }

  /** Enqueues a job as part of `tx`: it runs only after tx commits. */
  async enqueue<T extends object>(
    tx: Db,
    name: string,
    data: T,
    options: { startAfterSeconds?: number; singletonKey?: string; priority?: JobPriority } = {},
  ): Promise<void> {
    if (!this.queues.has(name)) throw new Error(`Unknown job queue ${name}`);
    await this.boss.send(name, data, {
      db: executorFor(tx),
      // As a time: pg-boss's text form of seconds fails its type inference on PGlite.
      ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.priority ? { priority: JOB_PRIORITY[options.priority] } : {}),
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping.abort();
    // A job still running after the grace period is left active; once it expires, pg-boss hands it to another worker.
    // Its worker's later writes fail on the closed pool and are logged, not thrown.
    await Promise.race([Promise.all(this.workers), delay(STOP_GRACE_MS, undefined, { ref: false })]);
    this.workers = [];
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_GRACE_MS });
  }
}
