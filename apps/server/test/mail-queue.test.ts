import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail, queueRenderedMail } from '../src/platform/mail/outbox.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every mail in the development mailbox, oldest first (the order they were sent in). */
async function mailbox(app: TestApp): Promise<{ id: number; to: string }[]> {
  const response = await request<{ data: { id: number; to: string }[] }>(app.app, 'GET', '/api/dev/mailbox?limit=500');
  return response.body.data.sort((a, b) => a.id - b.id);
}

async function jobState(app: TestApp, to: string): Promise<string | undefined> {
  const { rows } = await app.ctx.database.raw.executeSql(
    `SELECT state FROM ${app.ctx.config.jobSchema}.job WHERE name = 'send-mail' AND data->>'to' = $1`,
    [to],
  );
  return (rows[0] as { state: string } | undefined)?.state;
}

const plainMail = (to: string) => ({ to, subject: 'Your ticket', html: '<p>Ticket</p>', text: 'Ticket' });

describe('mail after a worker crashed', () => {
  it('comes back within seconds and goes out once', async () => {
    const lost = [uniqueEmail('lost-a'), uniqueEmail('lost-b'), uniqueEmail('lost-c')];
    // A worker fetched these (they are active) and was killed before sending them: nobody will complete them.
    await t.ctx.db.transaction(async (tx) => {
      for (const to of lost) await queueRenderedMail(t.ctx.jobs, tx, plainMail(to));
      await tx.execute(
        sql.raw(
          `UPDATE ${t.ctx.config.jobSchema}.job SET state = 'active', started_on = now() WHERE name = 'send-mail' AND state = 'created'`,
        ),
      );
    });
    const started = Date.now();
    await until(
      async () => {
        const sent = (await mailbox(t)).filter((mail) => lost.includes(mail.to));
        return sent.length >= lost.length;
      },
      'the lost mails are sent',
      75_000,
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    await until(
      async () => (await Promise.all(lost.map((to) => jobState(t, to)))).every((state) => state === 'completed'),
      'their jobs are completed',
    );
    const sent = (await mailbox(t)).filter((mail) => lost.includes(mail.to)).map((mail) => mail.to);
    expect(sent.sort()).toEqual([...lost].sort());
  }, 120_000);
});

describe('the order mails are sent in', () => {
  it('puts a reset before ticket mails queued earlier', async () => {
    const tickets = Array.from({ length: 25 }, (_, index) => uniqueEmail(`ticket-${index}`));
    const reset = uniqueEmail('reset');
    await t.ctx.db.transaction(async (tx) => {
      for (const to of tickets) await queueRenderedMail(t.ctx.jobs, tx, plainMail(to));
      await queueMail(t.ctx.jobs, tx, {
        to: reset,
        template: 'reset_password',
        locale: 'en',
        params: { name: 'Sam', url: 'http://stagedoor.test/x', minutes: 60 },
      });
      // As in a rush: the ticket mails were queued a moment before the reset (in one transaction, all would share one time).
      await tx.execute(
        sql.raw(
          `UPDATE ${t.ctx.config.jobSchema}.job SET created_on = created_on - interval '1 minute' WHERE name = 'send-mail' AND data->>'to' <> '${reset}' AND state = 'created'`,
        ),
      );
    });
    await until(
      async () => (await mailbox(t)).filter((mail) => mail.to === reset || tickets.includes(mail.to)).length === 26,
      'all are sent',
      60_000,
    );
    const order = (await mailbox(t)).filter((mail) => mail.to === reset || tickets.includes(mail.to)).map((mail) => mail.to);
    // The first fetch takes the most urgent mails first; mails of one batch are sent at once, in any order.
    expect(order.indexOf(reset)).toBeLessThan(10);
  }, 90_000);
});

describe('a batch of mails over SMTP', () => {
  const delivered: string[] = [];
  const held = new Map<string, () => void>();
  const holdFor = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const accept = () => {
          delivered.push(to);
          callback();
        };
        if (holdFor.has(to)) held.set(to, accept);
        else accept();
      });
    },
  });
  let withSmtp: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    withSmtp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    for (const release of held.values()) release();
    await withSmtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('completes each mail as soon as it is sent, not when the whole batch is done', async () => {
    const fast = uniqueEmail('fast');
    const slow = uniqueEmail('slow');
    holdFor.add(slow);
    // One transaction: one worker fetches both in one batch.
    await withSmtp.ctx.db.transaction(async (tx) => {
      await queueRenderedMail(withSmtp.ctx.jobs, tx, plainMail(slow));
      await queueRenderedMail(withSmtp.ctx.jobs, tx, plainMail(fast));
    });
    await until(() => delivered.includes(fast) && held.has(slow), 'the fast mail is delivered while the slow one is held');
    // Were the worker killed now, the fast mail's job must not be active: it would be sent again.
    await until(async () => (await jobState(withSmtp, fast)) === 'completed', 'the fast mail’s job is completed', 10_000);
    expect(await jobState(withSmtp, slow)).toBe('active');
    held.get(slow)!();
    await until(async () => (await jobState(withSmtp, slow)) === 'completed', 'the slow mail’s job is completed');
    expect(delivered.filter((to) => to === fast || to === slow).sort()).toEqual([fast, slow].sort());
  }, 60_000);
});
