import type { Locale } from '@stagedoor/contracts';
import type { Db } from '../db/client.js';
import type { JobPriority, Jobs } from '../jobs/jobs.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { renderMail, type MailTemplate, type MailTemplates } from './templates.js';

export const SEND_MAIL_QUEUE = 'send-mail';

/**
 * The mail queue's workers: each fetch takes MAIL_CONCURRENCY mails and sends them all at once over as many pooled
 * SMTP connections (mailer.ts), and a full batch fetches again at once, so that a flash sale's confirmations and
 * tickets keep pace with the sales (bench/mail-throughput.mjs). A fetched mail still unsent after
 * MAIL_EXPIRE_SECONDS belongs to a worker that died: it is handed back within seconds. Every mail of a batch starts
 * when it is fetched and the SMTP timeouts are shorter than the expiry, so a live worker has given up by then.
 */
export const MAIL_CONCURRENCY = 10;
export const MAIL_EXPIRE_SECONDS = 30;

type SendMailJob =
  | { to: string; template: MailTemplate; locale: Locale; params: Record<string, unknown> }
  | { to: string; rendered: OutgoingMail };

/**
 * Queues a mail inside the caller's transaction: it is sent only once that
 * transaction commits, and retried with backoff if the SMTP server fails.
 * Account mails (confirmation, reset, invitation, email change) are urgent by
 * default: someone is waiting for them, and they go before any other mail queued.
 */
export async function queueMail<T extends MailTemplate>(
  jobs: Jobs,
  tx: Db,
  mail: { to: string; template: T; locale: Locale; params: MailTemplates[T] },
  priority: JobPriority = 'urgent',
): Promise<void> {
  await jobs.enqueue<SendMailJob>(tx, SEND_MAIL_QUEUE, mail as SendMailJob, { priority });
}

/**
 * Queues a mail rendered by the caller (order mails carry event details and attachments). `priority`: urgent for
 * a mail its recipient is waiting for (the buyer's confirmation), normal for tickets, bulk for notifications.
 */
export async function queueRenderedMail(jobs: Jobs, tx: Db, mail: OutgoingMail, priority: JobPriority = 'normal'): Promise<void> {
  await jobs.enqueue<SendMailJob>(tx, SEND_MAIL_QUEUE, { to: mail.to, rendered: mail }, { priority });
}

export function defineMailQueue(jobs: Jobs, mailer: Mailer): void {
  jobs.define<SendMailJob>(
    SEND_MAIL_QUEUE,
    async (job) => {
      if ('rendered' in job) {
        await mailer.send(job.rendered);
        return;
      }
      const rendered = renderMail(job.template, job.locale, job.params as never);
      await mailer.send({ to: job.to, ...rendered });
    },
    { batchSize: MAIL_CONCURRENCY, concurrency: MAIL_CONCURRENCY, expireInSeconds: MAIL_EXPIRE_SECONDS },
  );
}
