// Mail throughput: how many mails a second one process's mail queue delivers to an SMTP server, against a baseline
// measured in the same run, on the same server: the same mails sent one at a time over a new connection each (what
// the queue's worker did before, without even its two-second pause between batches of five). The test SMTP server
// answers each mail after BENCH_SMTP_LATENCY_MS (default 40), about what a mail provider takes.
// Runs the built server's queue in process on an in-memory database.
//
//   npm run bench:mail   (BENCH_MAILS, default 400)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { fmt } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => import(path.join(root, 'apps/server/dist', file));
const { loadConfig } = await dist('platform/config.js');
const { createContext, closeContext } = await dist('platform/bootstrap.js');
const { defineFeatureJobs } = await dist('features/jobs.js');
const { queueRenderedMail } = await dist('platform/mail/outbox.js');

const MAILS = Number(process.env.BENCH_MAILS || 400);
const LATENCY_MS = Number(process.env.BENCH_SMTP_LATENCY_MS || 40);

let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () =>
      setTimeout(() => {
        delivered += 1;
        callback();
      }, LATENCY_MS),
    );
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;
const mail = (i) => ({
  to: `guest${i}@bench.test`,
  from: 'bench@bench.test',
  subject: `Your ticket ${i}`,
  html: `<p>Ticket ${i}</p>`,
  text: `Ticket ${i}`,
});

async function untilDelivered(count) {
  while (delivered < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

// Baseline: one at a time, a connection per mail.
delivered = 0;
const single = nodemailer.createTransport(smtpUrl);
let start = performance.now();
for (let i = 0; i < MAILS; i += 1) await single.sendMail(mail(i));
const baselineRate = MAILS / ((performance.now() - start) / 1000);
single.close();

// The queue: a backlog (as after a rush) queued in one transaction; timed from its commit until the last mail is in.
const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'bench', WEB_DIST: '', SMTP_URL: smtpUrl }), logLevel: 'silent' };
const ctx = await createContext(config, { logger: pino({ level: 'silent' }), inMemory: true, defineJobs: defineFeatureJobs });
delivered = 0;
await ctx.db.transaction(async (tx) => {
  for (let i = 0; i < MAILS; i += 1) await queueRenderedMail(ctx.jobs, tx, mail(i));
});
start = performance.now();
await untilDelivered(MAILS);
const queueRate = MAILS / ((performance.now() - start) / 1000);
await closeContext(ctx);
rmSync(dataDir, { recursive: true, force: true });
await new Promise((resolve) => smtp.close(resolve));

console.log(`${MAILS} mails, SMTP server answering each after ${LATENCY_MS} ms`);
console.log(`baseline (one at a time, a connection each): ${fmt(baselineRate)} mails/s`);
console.log(`mail queue, one process:                     ${fmt(queueRate)} mails/s`);
console.log(`ratio: ${fmt(queueRate / baselineRate)}x the baseline`);
