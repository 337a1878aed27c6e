import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhooks } from '../src/platform/db/schema.js';
import { DELIVER_WEBHOOK_QUEUE } from '../src/features/integrations/emit-webhook-event.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { pendingJobs, uniqueEmail, waitForMail } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';
import { startReceiver, type Receiver } from './webhook-receiver.js';

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  // The receivers listen on loopback, which only this setting lets webhooks reach.
  t = await createTestApp({ webhooksAllowPrivateNetworks: true, webhookRetryBaseSeconds: 1, webhookPauseAfterFailures: 3 });
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await t.close();
});

async function receiver(script: number[] = []) {
  const started = await startReceiver(script);
  receivers.push(started);
  return started;
}

async function createWebhook(live: LiveEvent, body: Record<string, unknown>) {
  const response = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/webhooks`, { token: live.owner.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; secret: string; status: string };
}

const deliveries = async (live: LiveEvent, webhookId: number) =>
  (await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/webhooks/${webhookId}/deliveries`, { token: live.owner.token })).body
    .data as {
    id: number;
    event_key: string;
    type: string;
    status: string;
    attempts: number;
    response_status: number | null;
    duration_ms: number | null;
    response_excerpt: string | null;
  }[];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The receiver's side, written from the documentation alone (docs/integrations.md). */
function verifySignature(secret: string, header: string, rawBody: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('webhook deliveries', () => {
  it('signs each delivery, retries a failing receiver with the same event id and logs every attempt', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const inbox = await receiver([500, 503]);
    const webhook = await createWebhook(live, { url: inbox.url, event_types: ['order.completed'], description: 'CRM' });
    expect(webhook.secret).toMatch(/^whsec_/);
    const listed = await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/webhooks/${webhook.id}`, {
      token: live.owner.token,
    });
    expect(listed.body.data.status).toBe('ENABLED');
    expect(JSON.stringify(listed.body)).not.toContain(webhook.secret);
    // The database holds the secret sealed: a copy of it cannot sign.
    const [stored] = await t.ctx.db.select({ secret: webhooks.secret }).from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(webhook.secret.slice('whsec_'.length));

    const order = await buyOrder(t.app, live, { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 });
    const received = await inbox.waitFor(3);
    const ids = received.map((r) => r.headers['stagedoor-event-id']);
    expect(new Set(ids).size).toBe(1);
    for (const r of received) {
      expect(verifySignature(webhook.secret, String(r.headers['stagedoor-signature']), r.body)).toBe(true);
      expect(verifySignature('whsec_wrong', String(r.headers['stagedoor-signature']), r.body)).toBe(false);
      expect(r.headers['content-type']).toBe('application/json');
    }
    // A tampered body fails verification.
    expect(
      verifySignature(webhook.secret, String(received[0]!.headers['stagedoor-signature']), received[0]!.body.replace('order', 'ordeR')),
    ).toBe(false);
    const payload = JSON.parse(received[2]!.body);
    expect(payload).toMatchObject({ id: ids[0], type: 'order.completed', account_id: live.owner.account.id, event_id: live.eventId });
    expect(payload.data.order).toMatchObject({
      id: order.id,
      short_id: order.short_id,
      status: 'COMPLETED',
      total_gross: 5000,
      email: order.email,
    });

    const log = await until(
      () => deliveries(live, webhook.id),
      (rows) => rows[0]?.status === 'SUCCEEDED',
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      event_key: ids[0],
      type: 'order.completed',
      status: 'SUCCEEDED',
      attempts: 3,
      response_status: 200,
      response_excerpt: 'thanks',
    });
    expect(log[0]!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('still signs with a secret stored before secrets were sealed', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const inbox = await receiver();
    const webhook = await createWebhook(live, { url: inbox.url, event_types: ['order.completed'] });
    const legacy = 'whsec_written-before-sealing';
    await t.ctx.db.update(webhooks).set({ secret: legacy }).where(eq(webhooks.id, webhook.id));
    await buyOrder(t.app, live, { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 });
    const [delivery] = await inbox.waitFor(1);
    expect(verifySignature(legacy, String(delivery!.headers['stagedoor-signature']), delivery!.body)).toBe(true);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: 1 }] });
    const inbox = await receiver();
    const webhook = await createWebhook(live, {
      url: inbox.url,
      event_types: ['attendee.created', 'order.created'],
      event_id: live.eventId,
    });
    const walkIn = (email: string) =>
      request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
        token: live.owner.token,
        body: { ticket_id: ticket.id, first_name: 'Walk', last_name: 'In', email, answers: [] },
      });
    expect((await walkIn(uniqueEmail('first'))).status).toBe(201);
    // The second walk-in gets as far as its events, then finds the last unit taken and rolls back.
    const refused = await walkIn(uniqueEmail('second'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SOLD_OUT');
    // A delivery is written in the transaction of its change, so the log is complete once the request answers;
    // with every delivery sent and no delivery job left, the receiver has all it will get.
    const log = await until(
      () => deliveries(live, webhook.id),
      (rows) => rows.length > 0 && rows.every((row) => row.status === 'SUCCEEDED'),
    );
    expect(log.map((row) => row.type).sort()).toEqual(['attendee.created', 'order.created']);
    const pending = async () =>
      (await Promise.all(log.map((row) => pendingJobs(t.app, DELIVER_WEBHOOK_QUEUE, { deliveryId: row.id })))).reduce((a, b) => a + b, 0);
    expect(await until(pending, (count) => count === 0)).toBe(0);
    expect(inbox.received.map((r) => JSON.parse(r.body).type).sort()).toEqual(['attendee.created', 'order.created']);
  });

  it('pauses a webhook after repeated failures, tells the administrators, and delivers again on request', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const inbox = await receiver([500, 500, 500, 500]);
    const webhook = await createWebhook(live, { url: inbox.url, event_types: ['event.archived'] });
    expect(
      (await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: live.owner.token, body: { status: 'ARCHIVED' } })).status,
    ).toBe(200);
    await inbox.waitFor(3);
    const mail = await waitForMail(t.app, live.owner.email, (m) => m.subject.includes('paused'));
    expect(mail.text).toContain(inbox.url);
    const paused = await until(
      async () =>
        (await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/webhooks/${webhook.id}`, { token: live.owner.token })).body
          .data,
      (data) => data.status === 'PAUSED',
    );
    expect(paused.status).toBe('PAUSED');
    const [failed] = await until(
      () => deliveries(live, webhook.id),
      (rows) => rows[0]?.status === 'FAILED',
    );
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, response_status: 500 });
    // Paused: a new change is not sent.
    expect(
      (await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: live.owner.token, body: { status: 'DRAFT' } })).status,
    ).toBe(200);
    expect(
      (await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: live.owner.token, body: { status: 'ARCHIVED' } })).status,
    ).toBe(200);

    inbox.script = [];
    const redelivered = await request(
      t.app,
      'POST',
      `/api/accounts/${live.owner.account.id}/webhooks/${webhook.id}/deliveries/${failed!.id}/redeliver`,
      { token: live.owner.token },
    );
    expect(redelivered.status).toBe(200);
    await inbox.waitFor(4);
    expect(inbox.received[3]!.headers['stagedoor-event-id']).toBe(failed!.event_key);
    const [done] = await until(
      () => deliveries(live, webhook.id),
      (rows) => rows[0]?.status === 'SUCCEEDED',
    );
    expect(done).toMatchObject({ id: failed!.id, status: 'SUCCEEDED', attempts: 4, response_status: 200 });
    expect(await deliveries(live, webhook.id)).toHaveLength(1);

    const resumed = await request(t.app, 'PUT', `/api/accounts/${live.owner.account.id}/webhooks/${webhook.id}`, {
      token: live.owner.token,
      body: { url: inbox.url, event_types: ['event.archived', 'event.published'], status: 'ENABLED' },
    });
    expect(resumed.body.data).toMatchObject({ status: 'ENABLED', event_types: ['event.archived', 'event.published'] });
  });

  it("tells about an attendee's changes and check-ins, each once", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const inbox = await receiver();
    await createWebhook(live, {
      url: inbox.url,
      event_types: ['attendee.created', 'attendee.updated', 'attendee.cancelled', 'checkin.created', 'checkin.deleted'],
    });
    const base = `/api/events/${live.eventId}/attendees`;
    const token = live.owner.token;
    const created = await request(t.app, 'POST', base, {
      token,
      body: { ticket_id: ticket.id, first_name: 'Ada', last_name: 'Guest', email: uniqueEmail('ada'), answers: [] },
    });
    const id = created.body.data.id;
    await inbox.waitFor(1);
    for (const action of ['check_in', 'check_out'])
      expect((await request(t.app, 'POST', `${base}/${id}/${action}`, { token })).status).toBe(200);
    await inbox.waitFor(3);
    expect(
      (
        await request(t.app, 'PUT', `${base}/${id}`, {
          token,
          body: { first_name: 'Ada', last_name: 'Renamed', email: uniqueEmail('ada') },
        })
      ).status,
    ).toBe(200);
    await inbox.waitFor(4);
    expect((await request(t.app, 'POST', `${base}/${id}/cancel`, { token })).status).toBe(200);
    const bodies = (await inbox.waitFor(5)).map((r) => JSON.parse(r.body));
    // Deliveries run in parallel, so they may arrive in any order; created_at tells the order of the changes.
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b]));
    expect(Object.keys(byType).sort()).toEqual([
      'attendee.cancelled',
      'attendee.created',
      'attendee.updated',
      'checkin.created',
      'checkin.deleted',
    ]);
    expect(bodies.every((b) => b.data.attendee.id === id)).toBe(true);
    expect(byType['checkin.created'].data.attendee.checked_in_at).not.toBeNull();
    expect(byType['checkin.deleted'].data.attendee.checked_in_at).toBeNull();
    expect(byType['checkin.created'].created_at < byType['checkin.deleted'].created_at).toBe(true);
    expect(byType['attendee.updated'].data.attendee.last_name).toBe('Renamed');
    expect(byType['attendee.cancelled'].data.attendee.status).toBe('CANCELLED');
  });

  it('checks the address again at delivery time', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const inbox = await receiver();
    const webhook = await createWebhook(live, { url: inbox.url, event_types: ['event.archived'] });
    t.ctx.config.webhooksAllowPrivateNetworks = false;
    try {
      await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: live.owner.token, body: { status: 'ARCHIVED' } });
      const [row] = await until(
        () => deliveries(live, webhook.id),
        (rows) => (rows[0]?.attempts ?? 0) >= 1,
      );
      expect(row).toMatchObject({ attempts: 1, response_status: null });
      expect(inbox.received).toHaveLength(0);
    } finally {
      t.ctx.config.webhooksAllowPrivateNetworks = true;
    }
  });
});

describe('webhook addresses (SSRF)', () => {
  it('refuses loopback, private, link-local and mapped addresses with 422 unless allowed', async () => {
    const strict = await createTestApp();
    try {
      const live = await liveEvent(strict.app, strict.ctx);
      for (const url of [
        'http://127.0.0.1/hook',
        'http://10.1.2.3/hook',
        'http://172.16.0.1/hook',
        'http://192.168.1.1/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/hook',
        'http://[::ffff:127.0.0.1]/hook',
        'http://[::ffff:a9fe:a9fe]/hook',
        'http://[fe80::1]/hook',
        'http://[fd00::1]/hook',
        'http://0.0.0.0/hook',
        'http://localhost:8080/hook',
      ]) {
        const response = await request(strict.app, 'POST', `/api/accounts/${live.owner.account.id}/webhooks`, {
          token: live.owner.token,
          body: { url, event_types: ['order.completed'] },
        });
        expect(response.status, url).toBe(422);
        expect(response.body.errors.url, url).toBeDefined();
      }
      const bad = await request(strict.app, 'POST', `/api/accounts/${live.owner.account.id}/webhooks`, {
        token: live.owner.token,
        body: { url: 'ftp://example.com', event_types: ['nope'] },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.url).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});
