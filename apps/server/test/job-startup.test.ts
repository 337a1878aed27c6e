import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queueMail } from '../src/platform/mail/outbox.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('processes starting together on an empty job schema', () => {
  it('take turns: every one starts, with its queues and workers', async () => {
    // A fresh job schema per round, as on an empty database; pg-boss creates its tables and every queue's partition.
    for (let round = 0; round < 3; round += 1) {
      const jobSchema = `jobs_start_${randomBytes(4).toString('hex')}`;
      const results = await Promise.allSettled([createTestApp({ jobSchema }), createTestApp({ jobSchema }), createTestApp({ jobSchema })]);
      const apps = results
        .filter((result): result is PromiseFulfilledResult<TestApp> => result.status === 'fulfilled')
        .map((result) => result.value);
      try {
        const failures = results
          .filter((result) => result.status === 'rejected')
          .map((result) => String((result as PromiseRejectedResult).reason));
        expect(failures).toEqual([]);
        for (const app of apps) {
          expect((await request(app.app, 'GET', '/api/health')).status).toBe(200);
          const to = uniqueEmail('startup');
          await app.ctx.db.transaction((tx) =>
            queueMail(app.ctx.jobs, tx, { to, template: 'password_changed', locale: 'en', params: { name: 'Sam' } }),
          );
          await waitForMail(app.app, to);
        }
      } finally {
        for (const app of apps) await app.close();
      }
    }
  }, 240_000);
});
