import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { waitForMail } from './factories.js';
import { liveEvent, type LiveEvent } from './selling-factories.js';
import { startReceiver, type Receiver } from './webhook-receiver.js';

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  // The receivers listen on loopback, which only this setting lets webhooks reach.
  t = await createTestApp({ webhooksAllowPrivateNetworks: true, webhookRetryBaseSeconds: 1, webhookPauseAfterFailures: 2 });
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

const base = (live: LiveEvent) => `/api/accounts/${live.owner.account.id}/webhooks`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('webhook updates', () => {
  it('pauses and resumes with status alone, changes only the fields sent and still checks what is sent', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const inbox = await receiver();
    const created = await request(t.app, 'POST', base(live), {
      token: live.owner.token,
      body: { url: inbox.url, event_types: ['order.completed'], description: 'CRM' },
    });
    expect(created.status).toBe(201);
    const url = `${base(live)}/${created.body.data.id}`;
    const paused = await request(t.app, 'PUT', url, { token: live.owner.token, body: { status: 'PAUSED' } });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'PAUSED', url: inbox.url, event_types: ['order.completed'], description: 'CRM' });
    const resumed = await request(t.app, 'PUT', url, { token: live.owner.token, body: { status: 'ENABLED' } });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: 'ENABLED', url: inbox.url, event_types: ['order.completed'], description: 'CRM' });
    const renamed = await request(t.app, 'PUT', url, { token: live.owner.token, body: { description: 'Accounting' } });
    expect(renamed.body.data).toMatchObject({ status: 'ENABLED', url: inbox.url, description: 'Accounting' });

    for (const body of [
      { url: 'ftp://example.com' },
      { event_types: [] },
      { event_types: ['nope'] },
      { status: 'GONE' },
      { event_id: 2_000_000_000 },
    ]) {
      const response = await request(t.app, 'PUT', url, { token: live.owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const after = await request(t.app, 'GET', url, { token: live.owner.token });
    expect(after.body.data).toMatchObject({
      status: 'ENABLED',
      url: inbox.url,
      event_types: ['order.completed'],
      description: 'Accounting',
      event_id: null,
    });
  });

  it("masks a URL's credentials in every answer and in the paused mail, and keeps them for delivery", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const inbox = await receiver([500, 500]);
    const secretUrl = inbox.url.replace('http://', 'http://hookuser:s3cret-Pa55@');
    const masked = inbox.url.replace('http://', 'http://***:***@');
    const created = await request(t.app, 'POST', base(live), {
      token: live.owner.token,
      body: { url: secretUrl, event_types: ['event.archived', 'event.published'] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.url).toBe(masked);
    const listed = await request(t.app, 'GET', base(live), { token: live.owner.token });
    const one = await request(t.app, 'GET', `${base(live)}/${id}`, { token: live.owner.token });
    // Sending the URL as shown back, as a form filled from the answer does, keeps the stored credentials.
    const edited = await request(t.app, 'PUT', `${base(live)}/${id}`, {
      token: live.owner.token,
      body: { url: masked, event_types: ['event.archived', 'event.published'], description: 'Edited in the form' },
    });
    expect(edited.status).toBe(200);
    for (const answer of [created.body, listed.body, one.body, edited.body]) {
      expect(JSON.stringify(answer)).not.toContain('s3cret-Pa55');
      expect(JSON.stringify(answer)).not.toContain('hookuser');
    }
    expect(listed.body.data[0].url).toBe(masked);

    expect(
      (await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: live.owner.token, body: { status: 'ARCHIVED' } })).status,
    ).toBe(200);
    const [first] = await inbox.waitFor(1);
    expect(first!.headers.authorization).toBe(`Basic ${Buffer.from('hookuser:s3cret-Pa55').toString('base64')}`);
    await inbox.waitFor(2);
    const mail = await waitForMail(t.app, live.owner.email, (m) => m.subject.includes('paused'));
    expect(mail.text).toContain(masked);
    expect(mail.text).not.toContain('s3cret-Pa55');
    expect(mail.html).not.toContain('s3cret-Pa55');
    const paused = await until(
      async () => (await request(t.app, 'GET', `${base(live)}/${id}`, { token: live.owner.token })).body.data,
      (data) => data.status === 'PAUSED',
    );
    expect(paused).toMatchObject({ status: 'PAUSED', url: masked });
  });
});
