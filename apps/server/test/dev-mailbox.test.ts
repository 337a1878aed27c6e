import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { createTestApp, request, type TestApp } from './harness.js';

/** What the app logs while it starts, one parsed line each. */
function capturingLogger() {
  const lines: { level: number; msg?: string }[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) };
}

const started = capturingLogger();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: started.logger });
});
afterAll(async () => {
  await t.close();
});

describe('the development mailbox', () => {
  it('answers a loopback caller that came straight to the socket', async () => {
    expect((await request(t.app, 'GET', '/api/dev/mailbox')).status).toBe(200);
    expect((await request(t.app, 'GET', '/api/dev/mailbox?limit=16')).status).toBe(200);
  });

  it('reads its limit and attachment index as plain whole numbers only', async () => {
    for (const limit of ['0x10', '1e2', '0', '501', ' 5', '05']) {
      const response = await request(t.app, 'GET', `/api/dev/mailbox?limit=${encodeURIComponent(limit)}`);
      expect(response.status, limit).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), limit).toEqual(['limit']);
    }
    expect((await request(t.app, 'GET', '/api/dev/mailbox/1/attachments/0x1')).status).toBe(422);
  });

  it('refuses a loopback request that a proxy forwarded, trusted or not', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'tickets.example.com' },
      { 'x-forwarded-proto': 'https' },
      { via: '1.1 proxy' },
      { 'cf-connecting-ip': '203.0.113.7' },
      { 'true-client-ip': '203.0.113.7' },
    ];
    for (const headers of forwarded) {
      const response = await request(t.app, 'GET', '/api/dev/mailbox', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
      expect((await request(t.app, 'GET', '/api/dev/mailbox/1/attachments/0', { headers })).status).toBe(404);
    }
  });

  it('warns loudly at start that mail is not being sent', () => {
    const warning = started.lines.find((line) => line.level === 40 && line.msg?.includes('MAIL IS NOT BEING SENT'));
    expect(warning?.msg).toContain('http://stagedoor.test/dev/mailbox');
  });

  it('is off for an https APP_URL unless DEV_MAILBOX turns it on; it stays on for http', () => {
    const env = { DATA_DIR: t.ctx.config.dataDir, APP_SECRET: 'x' };
    expect(loadConfig({ ...env, APP_URL: 'https://tickets.example.com' }).devMailbox).toBe(false);
    expect(loadConfig({ ...env, APP_URL: 'https://tickets.example.com', DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(loadConfig({ ...env, APP_URL: 'http://127.0.0.1:3000' }).devMailbox).toBe(true);
    expect(loadConfig({ ...env, APP_URL: 'http://127.0.0.1:3000', DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(() => loadConfig({ ...env, DEV_MAILBOX: 'sometimes' })).toThrow(ConfigError);
  });

  it('answers nobody while it is off, and the start warning says mail goes nowhere', async () => {
    const off = capturingLogger();
    const closed = await createTestApp({ appUrl: 'https://tickets.example.com', devMailbox: false }, { logger: off.logger });
    try {
      expect((await request(closed.app, 'GET', '/api/dev/mailbox')).status).toBe(404);
      const warning = off.lines.find((line) => line.level === 40 && line.msg?.includes('MAIL IS NOT BEING SENT'));
      expect(warning?.msg).toContain('development mailbox is off');
    } finally {
      await closed.close();
    }
  });

  it('does not warn when an SMTP server is set', async () => {
    const quiet = capturingLogger();
    // nodemailer connects only to send; nothing is sent here.
    const withSmtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' }, { logger: quiet.logger });
    try {
      expect(quiet.lines.some((line) => line.msg?.includes('MAIL IS NOT BEING SENT'))).toBe(false);
    } finally {
      await withSmtp.close();
    }
  });
});
