import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { createTestApp, request, type TestApp } from './harness.js';
import { confirmEmail, recordOrder } from './factories.js';
import { attendees, devMailbox, messageRecipients, messages } from '../src/platform/db/schema.js';
import type { Mailer } from '../src/platform/mail/mailer.js';
import { messageBody, messageTools, type MessageSetup } from './message-factories.js';
import { dispatchMessagePage, INTERRUPTED_REASON, sendMessageMails } from '../src/features/messages/send-message.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { walkIn, setup, send, waitForStatus, subjectMails } = messageTools(() => t);

describe('messages: rules at the door', () => {
  it('refuses a message without the acknowledgement (422), whatever the form did', async () => {
    const s = await setup();
    for (const acknowledgement of [undefined, false]) {
      const response = await send(s, { type: 'ALL_ATTENDEES', acknowledgement });
      expect(response.status).toBe(422);
      expect(response.body.errors.acknowledgement[0]).toMatch(/not promotional/);
    }
    expect((await request(t.app, 'GET', `/api/events/${s.eventId}/messages`, { token: s.owner.token })).body.meta.total).toBe(0);
  });

  it('answers 409 EMAIL_NOT_VERIFIED with the SPEC message until the sender confirmed their email', async () => {
    const s = await setup({ verified: false });
    const response = await send(s, { type: 'ALL_ATTENDEES' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(response.body.message).toMatch(/verify your account before messaging/);
    const german = await request(t.app, 'POST', `/api/events/${s.eventId}/messages`, {
      token: s.owner.token,
      body: messageBody({ type: 'ALL_ATTENDEES' }),
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.message).toMatch(/bestätigen/);
    await confirmEmail(t.app, s.owner);
    expect((await send(s, { type: 'ALL_ATTENDEES' })).status).toBe(201);
  });

  it('refuses ids of another event, and types without their ids (422 on the field)', async () => {
    const s = await setup();
    const other = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'TICKET_HOLDERS', ticket_ids: [other.tickets[0]!.id] }, 'ticket_ids'],
      [{ type: 'TICKET_HOLDERS' }, 'ticket_ids'],
      [{ type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [s.people[0]!.id, other.people[0]!.id] }, 'attendee_ids'],
      [{ type: 'ORDER_OWNER', order_id: other.people[0]!.orderId }, 'order_id'],
      [{ type: 'ORDER_OWNER' }, 'order_id'],
      [{ type: 'ALL_ATTENDEES', scheduled_at: new Date(Date.now() - 60_000).toISOString() }, 'scheduled_at'],
      [{ type: 'ALL_ATTENDEES', content: '<p><br></p>' }, 'content'],
    ];
    for (const [extra, field] of cases) {
      const response = await send(s, extra);
      expect(response.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    const preview = await request(t.app, 'POST', `/api/events/${s.eventId}/messages/preview`, {
      token: s.owner.token,
      body: { type: 'TICKET_HOLDERS', ticket_ids: [other.tickets[0]!.id] },
    });
    expect(preview.status).toBe(422);
    const missing = await request(t.app, 'GET', `/api/events/${s.eventId}/messages/2147483647`, { token: s.owner.token });
    expect(missing.status).toBe(404);
  });
});

describe('messages: who they reach', () => {
  it('previews and sends to active attendees only, per type, once per address, in each language', async () => {
    const s = await setup();
    // A second ticket for Ann's address: one mail all the same.
    await walkIn(s.owner, s.eventId, s.tickets[1]!.id, { email: s.people[0]!.email, first_name: 'Ann' });
    const [ann, bernd, claire, dan] = s.people as [
      MessageSetup['people'][number],
      MessageSetup['people'][number],
      MessageSetup['people'][number],
      MessageSetup['people'][number],
    ];
    const types: [Record<string, unknown>, string[]][] = [
      [{ type: 'ALL_ATTENDEES' }, [ann.email, bernd.email, claire.email]],
      [{ type: 'TICKET_HOLDERS', ticket_ids: [s.tickets[1]!.id] }, [ann.email, claire.email]],
      [{ type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [bernd.id, dan.id] }, [bernd.email]],
      [{ type: 'ORDER_OWNER', order_id: claire.orderId }, [claire.email]],
      [{ type: 'ORDER_OWNER', order_id: dan.orderId }, []],
    ];
    for (const [recipients, expected] of types) {
      const preview = await request(t.app, 'POST', `/api/events/${s.eventId}/messages/preview`, { token: s.owner.token, body: recipients });
      expect(preview.body.data.recipients_count, JSON.stringify(recipients)).toBe(expected.length);
      const subject = `To ${recipients.type} ${randomBytes(3).toString('hex')}`;
      const created = await send(s, { ...recipients, subject });
      expect(created.status).toBe(201);
      const done = await waitForStatus(s, created.body.data.id, ['SENT']);
      expect(done.recipients.map((r: { email: string }) => r.email).sort()).toEqual([...expected].sort());
      expect(done).toMatchObject({ recipients_count: expected.length, sent_count: expected.length, failed_count: 0 });
      expect(done.sent_at).not.toBeNull();
      for (const person of [ann, bernd, claire, dan]) {
        expect((await subjectMails(person.email, subject)).length, `${recipients.type} ${person.email}`).toBe(
          expected.includes(person.email) ? 1 : 0,
        );
      }
    }
    const list = await request(t.app, 'GET', `/api/events/${s.eventId}/messages`, { token: s.owner.token });
    expect(list.body.meta.total).toBe(5);
    expect(list.body.data[0].sender.email).toBe(s.owner.email);
  });

  it("writes each mail in the recipient's language with the event footer, the content sanitized, and a copy to the sender", async () => {
    const s = await setup();
    const subject = `Hostile ${randomBytes(3).toString('hex')}`;
    const content =
      '<p onclick="steal()">Bring <em>this</em></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const created = await send(s, { type: 'ALL_ATTENDEES', subject, content, send_copy_to_current_user: true });
    expect(created.status).toBe(201);
    expect(created.body.data.content).toContain('<p>Bring <em>this</em></p>');
    expect(created.body.data.content).not.toMatch(/script|onclick|onerror|javascript:|<img|alert/);
    const [stored] = await t.ctx.db.select().from(messages).where(eq(messages.id, created.body.data.id));
    expect(stored!.content).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    const done = await waitForStatus(s, created.body.data.id, ['SENT']);
    expect(done.sent_count).toBe(4);
    const [german] = await subjectMails(s.people[1]!.email, subject);
    expect(german!.html).toContain('Hallo Bernd,');
    expect(german!.html).toContain('Harbour footer line');
    expect(german!.html).toContain('<p>Bring <em>this</em></p>');
    expect(german!.html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(german!.text).toContain('Harbour Nights');
    const [french] = await subjectMails(s.people[2]!.email, subject);
    expect(french!.html).toContain('Bonjour Claire,');
    const [copy] = await subjectMails(s.owner.email, subject);
    expect(copy!.text).toMatch(/copy of the message/);
  });

  it('a test goes to the sender only, for every recipient type', async () => {
    const s = await setup();
    const all = [...s.people.map((p) => p.email)];
    for (const recipients of [
      { type: 'ALL_ATTENDEES' },
      { type: 'TICKET_HOLDERS', ticket_ids: [s.tickets[0]!.id] },
      { type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [s.people[0]!.id] },
      { type: 'ORDER_OWNER', order_id: s.people[2]!.orderId },
    ]) {
      const subject = `Test ${recipients.type} ${randomBytes(3).toString('hex')}`;
      const created = await send(s, { ...recipients, subject, is_test: true, send_copy_to_current_user: true });
      expect(created.body.data).toMatchObject({ is_test: true, recipients_count: 1 });
      const done = await waitForStatus(s, created.body.data.id, ['SENT']);
      expect(done.recipients).toEqual([expect.objectContaining({ email: s.owner.email, status: 'SENT' })]);
      const [mail, ...more] = await subjectMails(s.owner.email, subject);
      expect(more).toEqual([]);
      expect(mail!.text).toMatch(/test message/);
      for (const email of all) expect(await subjectMails(email, subject)).toEqual([]);
    }
  });
});

describe('messages: scheduling and durable sending', () => {
  it('schedules, cancels once (409 after), and a cancelled message never sends', async () => {
    const s = await setup();
    const subject = `Later ${randomBytes(3).toString('hex')}`;
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await send(s, { type: 'ALL_ATTENDEES', subject, scheduled_at: scheduledAt });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'SCHEDULED', recipients_count: 3, sent_count: 0 });
    const id = created.body.data.id;
    const cancelled = await request(t.app, 'POST', `/api/events/${s.eventId}/messages/${id}/cancel`, { token: s.owner.token });
    expect(cancelled.body.data.status).toBe('CANCELLED');
    const again = await request(t.app, 'POST', `/api/events/${s.eventId}/messages/${id}/cancel`, { token: s.owner.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MESSAGE_NOT_CANCELLABLE');
    // Its job runs when it was due: nothing happens.
    await dispatchMessagePage(t.ctx, { messageId: id, after: 0 });
    expect((await request(t.app, 'GET', `/api/events/${s.eventId}/messages/${id}`, { token: s.owner.token })).body.data).toMatchObject({
      status: 'CANCELLED',
      recipients: [],
    });
    for (const person of s.people) expect(await subjectMails(person.email, subject)).toEqual([]);
  });

  it('sends a scheduled message when it is due, and a sent message cannot be cancelled', async () => {
    const s = await setup();
    const subject = `Soon ${randomBytes(3).toString('hex')}`;
    const created = await send(s, {
      type: 'INDIVIDUAL_ATTENDEES',
      attendee_ids: [s.people[0]!.id],
      subject,
      scheduled_at: new Date(Date.now() + 1500).toISOString(),
    });
    expect(created.body.data.status).toBe('SCHEDULED');
    expect(await subjectMails(s.people[0]!.email, subject)).toEqual([]);
    const done = await waitForStatus(s, created.body.data.id, ['SENT']);
    expect(done.sent_count).toBe(1);
    expect(await subjectMails(s.people[0]!.email, subject)).toHaveLength(1);
    const cancel = await request(t.app, 'POST', `/api/events/${s.eventId}/messages/${created.body.data.id}/cancel`, {
      token: s.owner.token,
    });
    expect(cancel.status).toBe(409);
  });

  it('a sending job that fails part-way resumes without sending anyone twice; a dead address fails with its reason', async () => {
    const s = await setup();
    const broken = await walkIn(s.owner, s.eventId, s.tickets[0]!.id, { email: `broken-${randomBytes(3).toString('hex')}@example.test` });
    const real = t.ctx.mailer;
    let sends = 0;
    const flaky: Mailer = {
      kind: real.kind,
      close: () => undefined,
      async send(mail) {
        if (mail.to === broken.email) throw new Error('550 mailbox unavailable');
        sends += 1;
        // The transport drops out after the first mail of the batch, once.
        if (sends === 2) throw new Error('421 connection lost');
        await real.send(mail);
      },
    };
    t.ctx.mailer = flaky;
    try {
      const subject = `Flaky ${randomBytes(3).toString('hex')}`;
      const created = await send(s, { type: 'ALL_ATTENDEES', subject });
      const done = await waitForStatus(s, created.body.data.id, ['SENT', 'FAILED'], 30_000);
      expect(done).toMatchObject({ status: 'SENT', recipients_count: 4, sent_count: 3, failed_count: 1 });
      const dead = done.recipients.find((r: { email: string }) => r.email === broken.email);
      expect(dead).toMatchObject({ status: 'FAILED', failure_reason: '550 mailbox unavailable' });
      for (const person of s.people.slice(0, 3)) expect(await subjectMails(person.email, subject), person.email).toHaveLength(1);
      expect(sends).toBe(4);
    } finally {
      t.ctx.mailer = real;
    }
  });

  it('a recipient claimed by an attempt that died is not sent again when its job is retried', async () => {
    const s = await setup();
    const subject = `Crash ${randomBytes(3).toString('hex')}`;
    const created = await send(s, {
      type: 'INDIVIDUAL_ATTENDEES',
      attendee_ids: [s.people[0]!.id],
      subject,
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const id: number = created.body.data.id;
    // As the dying attempt left it: dispatched, the row claimed, the mail perhaps gone out.
    await t.ctx.db.update(messages).set({ status: 'SENDING', dispatchedAt: new Date(), recipientsCount: 1 }).where(eq(messages.id, id));
    const [row] = await t.ctx.db
      .insert(messageRecipients)
      .values({ messageId: id, kind: 'ATTENDEE', attendeeId: s.people[0]!.id, email: s.people[0]!.email, status: 'SENDING', attempts: 1 })
      .returning();
    await sendMessageMails(t.ctx, { messageId: id, recipientIds: [row!.id] });
    const done = await waitForStatus(s, id, ['FAILED']);
    expect(done).toMatchObject({
      sent_count: 0,
      failed_count: 1,
      recipients: [expect.objectContaining({ status: 'FAILED', failure_reason: INTERRUPTED_REASON })],
    });
    expect(await subjectMails(s.people[0]!.email, subject)).toEqual([]);
  });

  it('pages a large audience, and a page whose job runs again writes nobody twice', async () => {
    const s = await setup();
    const prefix = `crowd-${randomBytes(3).toString('hex')}`;
    const orderId = await recordOrder(t.ctx.db, {
      accountId: s.owner.account.id,
      eventId: s.eventId,
      items: [{ ticketId: s.tickets[0]!.id, ticketPriceId: s.tickets[0]!.priceId, quantity: 1 }],
      reservedUntil: null,
    });
    const crowd = 1010;
    await t.ctx.db.insert(attendees).values(
      Array.from({ length: crowd }, (_, i) => ({
        accountId: s.owner.account.id,
        eventId: s.eventId,
        orderId,
        ticketId: s.tickets[0]!.id,
        ticketPriceId: s.tickets[0]!.priceId,
        shortId: `${prefix}-${i}`,
        firstName: `P${i}`,
        email: `${prefix}-${i}@example.test`,
        status: 'ACTIVE' as const,
      })),
    );
    const subject = `Crowd ${randomBytes(3).toString('hex')}`;
    const created = await send(s, { type: 'TICKET_HOLDERS', ticket_ids: [s.tickets[0]!.id], subject });
    expect(created.body.data.recipients_count).toBe(crowd + 2);
    const done = await waitForStatus(s, created.body.data.id, ['SENT'], 120_000);
    expect(done).toMatchObject({ recipients_count: crowd + 2, sent_count: crowd + 2 });
    // Running the first page's job again (a retry after a lost acknowledgement) changes nothing.
    await dispatchMessagePage(t.ctx, { messageId: created.body.data.id, after: 0 });
    const [rows] = await t.ctx.db
      .select({ value: sql<number>`count(*)::int` })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, created.body.data.id));
    expect(rows!.value).toBe(crowd + 2);
    const [mails] = await t.ctx.db
      .select({ total: sql<number>`count(*)::int`, distinctTo: sql<number>`count(DISTINCT ${devMailbox.to})::int` })
      .from(devMailbox)
      .where(and(eq(devMailbox.subject, subject), like(devMailbox.to, `${prefix}-%`)));
    expect(mails).toEqual({ total: crowd, distinctTo: crowd });
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, created.body.data.id));
    expect(message!.dispatchCursor).toBeGreaterThan(0);
  }, 180_000);
});

describe('messages: the daily abuse guard', () => {
  it('answers 429 past the messages and the recipients of a day, translated', async () => {
    const s = await setup();
    const saved = { ...t.ctx.config };
    try {
      t.ctx.config.messagesPerDay = 2;
      expect((await send(s, { type: 'ALL_ATTENDEES', is_test: true })).status).toBe(201);
      expect((await send(s, { type: 'ALL_ATTENDEES', is_test: true })).status).toBe(201);
      const third = await send(s, { type: 'ALL_ATTENDEES', is_test: true });
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('MESSAGE_LIMIT_REACHED');
      expect(third.body.message).toMatch(/2 messages/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      t.ctx.config.messagesPerDay = 0;
      t.ctx.config.messageRecipientsPerDay = 4;
      const tooMany = await request(t.app, 'POST', `/api/events/${s.eventId}/messages`, {
        token: s.owner.token,
        body: messageBody({ type: 'ALL_ATTENDEES' }),
        headers: { 'accept-language': 'fr' },
      });
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.message).toMatch(/4 destinataires/);
      expect((await send(s, { type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [s.people[0]!.id] })).status).toBe(201);
    } finally {
      Object.assign(t.ctx.config, saved);
    }
  });
});
