import { expect } from 'vitest';
import { request, type TestApp } from '../harness.js';
import type { Fixture } from './rows.js';

/** Everything of the victim's account that a request could change, as its administrator sees it. */
export async function snapshot(app: TestApp['app'], f: Fixture) {
  const token = f.owner.token;
  const [users, account, organizers, events] = await Promise.all([
    request(app, 'GET', '/api/users?per_page=100', { token }),
    request(app, 'GET', `/api/accounts/${f.owner.account.id}`, { token }),
    request(app, 'GET', '/api/organizers?per_page=100', { token }),
    request(app, 'GET', '/api/events?per_page=100', { token }),
  ]);
  expect(users.status).toBe(200);
  const catalogue = await Promise.all(
    [
      `/api/accounts/${f.owner.account.id}/taxes-and-fees`,
      `/api/accounts/${f.owner.account.id}/seating-plans?per_page=100`,
      `/api/events/${f.eventId}/tickets`,
      `/api/events/${f.eventId}/promo-codes?per_page=100`,
      `/api/events/${f.eventId}/capacity-assignments`,
      `/api/events/${f.eventId}/dates?per_page=100`,
      `/api/events/${f.eventId}/questions`,
      `/api/events/${f.eventId}/attendees?per_page=100`,
      `/api/events/${f.eventId}/images`,
      `/api/events/${f.eventId}/messages?per_page=100`,
      `/api/events/${f.eventId}/check-in-lists?per_page=100`,
    ].map(async (url) => (await request(app, 'GET', url, { token })).body),
  );
  return { users: users.body, account: account.body, organizers: organizers.body, events: events.body, catalogue };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;
