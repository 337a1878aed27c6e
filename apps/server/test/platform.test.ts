import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/client.js';
import { DataDirectoryLockedError } from '../src/platform/db/directory-lock.js';
import { SEND_MAIL_QUEUE, queueMail } from '../src/platform/mail/outbox.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { PASSWORD, randomIp, registerAccount, uniqueEmail } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP surface', () => {
  it('reports health', async () => {
    const response = await request(t.app, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI 3.1 document of the routes', async () => {
    const response = await request(t.app, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const paths = Object.keys(response.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/users/{id}', '/api/organizers/{id}/images']),
    );
    expect(response.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toContain('email');
  });

  it('answers unknown /api paths with a JSON 404 in the caller’s language', async () => {
    const response = await request(t.app, 'GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Page not found.', code: 'NOT_FOUND' });
    const post = await request(t.app, 'POST', '/api/users/me/nothing', { body: {}, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe('NOT_FOUND');
    expect(post.body.message).not.toBe('Page not found.');
    // Paths the router cannot read: broken percent-encoding, a segment longer than any id or token.
    for (const url of ['/api/users/%E0%A4%A', `/api/auth/reset-password/${'x'.repeat(300)}`]) {
      const unreadable = await request(t.app, 'GET', url);
      expect(unreadable.status, url).toBe(404);
      expect(unreadable.body).toEqual({ message: 'Page not found.', code: 'NOT_FOUND' });
    }
  });

  it('answers malformed input with 422, never 5xx', async () => {
    const owner = await registerAccount(t.app);
    const broken = await request(t.app, 'POST', '/api/auth/login', {
      body: '{"email": "a@b.test", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(422);
    expect(broken.body).toEqual({
      message: 'The request could not be read. Please check its format and try again.',
      code: 'VALIDATION_ERROR',
    });
    const notAnObject = await request(t.app, 'POST', '/api/auth/login', { body: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(notAnObject.status).toBe(422);

    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/users?per_page=1000000'],
      ['GET', '/api/users?per_page=1e400'],
      ['GET', '/api/users?page=abc'],
      ['GET', '/api/organizers/3000000000'],
      ['GET', '/api/organizers/99999999999999999999999'],
      ['GET', '/api/users/-1'],
      ['GET', '/api/users?query=%00'],
      ['PUT', '/api/users/me', { first_name: 'Nul\u0000byte' }],
      ['POST', '/api/organizers', { name: 'Hall\u0000', email: 'hall@example.test' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await request(t.app, method as 'GET', url, { token: owner.token, body });
      expect(response.status, `${method} ${url}`).toBe(422);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    }
    const huge = await request(t.app, 'GET', '/api/users?per_page=101', { token: owner.token });
    expect(huge.body.errors).toEqual({ per_page: ['Must be at most 100.'] });
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).body.data.first_name).toBe('Olive');
  });

  it('keeps the development mailbox from anyone but loopback', async () => {
    expect((await request(t.app, 'GET', '/api/dev/mailbox')).status).toBe(200);
    const remote = await request(t.app, 'GET', '/api/dev/mailbox', { remoteAddress: '203.0.113.7' });
    expect(remote.status).toBe(404);
    expect(remote.body.code).toBe('NOT_FOUND');
  });
});

describe('rate limits', () => {
  it('answers the 4th login attempt from one address with 429 and Retry-After; other addresses go on', async () => {
    const limited = await createTestApp({ rateLimitAuth: 3 });
    try {
      // Counters live in the database, which test files share on PostgreSQL: each address here is new.
      const email = uniqueEmail();
      const registered = await request(limited.app, 'POST', '/api/auth/register', {
        body: { first_name: 'Rita', email, password: PASSWORD, password_confirmation: PASSWORD },
        remoteAddress: randomIp(),
      });
      expect(registered.status).toBe(201);
      const owner = { email };
      const ip = randomIp();
      const attempt = (remoteAddress: string) =>
        request(limited.app, 'POST', '/api/auth/login', { body: { email: owner.email, password: 'wrong-password' }, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await attempt(ip)).status).toBe(401);
      const blocked = await attempt(ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Even the right password waits.
      const right = await request(limited.app, 'POST', '/api/auth/login', {
        body: { email: owner.email, password: PASSWORD },
        remoteAddress: ip,
      });
      expect(right.status).toBe(429);
      expect((await attempt(randomIp())).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a random port. Of the recipients passed to `refuseSecondOf`, the
 * one whose mail arrives second is refused once (451), whichever order they come in.
 */
async function startSmtpServer() {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  let group: { members: Set<string>; seen: number; refused: boolean } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        for (const address of to) attempts.set(address, (attempts.get(address) ?? 0) + 1);
        if (group && to.some((address) => group!.members.has(address))) {
          group.seen += 1;
          if (group.seen === 2 && !group.refused) {
            group.refused = true;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
        }
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    attempts,
    refuseSecondOf(addresses: string[]) {
      group = { members: new Set(addresses), seen: 0, refused: false };
    },
    deliveredTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Jobs of a queue not yet completed or failed for good. */
async function pendingJobs(app: TestApp, queue: string): Promise<number> {
  const { rows } = await app.ctx.database.raw.executeSql(
    `SELECT count(*)::int AS pending FROM ${app.ctx.config.jobSchema}.job WHERE name = $1 AND state < 'completed'`,
    [queue],
  );
  return Number(rows[0].pending);
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let withSmtp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    withSmtp = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await withSmtp.close();
    await smtp.close();
  });

  it('sends the registration mail over SMTP, and the development mailbox is closed', async () => {
    const owner = await registerAccount(withSmtp.app);
    await until(() => smtp.deliveredTo(owner.email).length > 0);
    const [mail] = smtp.deliveredTo(owner.email);
    expect(mail!.raw).toMatch(/Subject: Confirm your email address/);
    expect(mail!.raw).toContain('http://stagedoor.test/manage/profile/confirm-email-address/');
    expect((await request(withSmtp.app, 'GET', '/api/dev/mailbox')).status).toBe(404);
  });

  it('retries a mail the server refused, without repeating the mail fetched with it', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    smtp.refuseSecondOf([first, second]);
    // One transaction, so that the worker fetches both jobs in one batch.
    await withSmtp.ctx.db.transaction(async (tx) => {
      for (const to of [first, second]) {
        await queueMail(withSmtp.ctx.jobs, tx, { to, template: 'password_changed', locale: 'en', params: { name: 'Sam' } });
      }
    });
    await until(() => smtp.deliveredTo(first).length + smtp.deliveredTo(second).length === 2);
    await until(async () => (await pendingJobs(withSmtp, SEND_MAIL_QUEUE)) === 0);
    const attempts = [smtp.attempts.get(first), smtp.attempts.get(second)].sort();
    expect(attempts).toEqual([1, 2]);
    expect(smtp.deliveredTo(first)).toHaveLength(1);
    expect(smtp.deliveredTo(second)).toHaveLength(1);
  });
});

describe('the embedded database directory', () => {
  it('can be open once at a time, and reopens after closing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-lock-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir });
      const second = openDatabase({ databaseUrl: null, dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirectoryLockedError);
      await expect(second).rejects.toThrow(new RegExp(`${dataDir}.*locked.*DATABASE_URL`));
      await first.close();

      const reopened = await openDatabase({ databaseUrl: null, dataDir });
      await reopened.db.execute(sql`SELECT 1`);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a directory another live process holds, and takes over one a dead process left', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-lock-'));
    const lockFile = path.join(dataDir, 'stagedoor.lock');
    try {
      writeFileSync(lockFile, String(process.ppid));
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(`another Stagedoor process (pid ${process.ppid})`);

      const finished = spawnSync(process.execPath, ['-e', '']);
      writeFileSync(lockFile, String(finished.pid));
      const database = await openDatabase({ databaseUrl: null, dataDir });
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
