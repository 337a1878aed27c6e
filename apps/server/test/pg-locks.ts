import type pg from 'pg';
import type { TestApp } from './harness.js';

/**
 * The connections of one test app that wait for a lock, counted from a connection of its own. Suites
 * share the PostgreSQL database and run side by side, so only this app's connections count: a race
 * test opens its gate once its own requests queue, never because another suite's do.
 */
export async function lockWaiters(monitor: pg.Client, t: TestApp): Promise<number> {
  const { rows } = await monitor.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and application_name = $1`,
    [t.databaseApplicationName],
  );
  return rows[0]?.waiting ?? 0;
}
