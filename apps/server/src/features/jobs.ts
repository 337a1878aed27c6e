import type { AppContext } from '../platform/context.js';
import { pruneRateLimits } from '../platform/rate-limit.js';

export const MAINTENANCE_QUEUE = 'maintenance';

/** Queues of the features; each handler must be safe to run twice. */
export function defineFeatureJobs(ctx: AppContext): void {
  ctx.jobs.define(
    MAINTENANCE_QUEUE,
    async () => {
      await pruneRateLimits(ctx.db);
    },
    { cron: '*/15 * * * *', retryLimit: 1 },
  );
}
