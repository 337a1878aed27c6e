import type { Locale } from '@stagedoor/contracts';
import type { Db } from '../db/client.js';
import type { Jobs } from '../jobs/jobs.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { renderMail, type MailTemplate, type MailTemplates } from './templates.js';

export const SEND_MAIL_QUEUE = 'send-mail';

type SendMailJob =
  | { to: string; template: MailTemplate; locale: Locale; params: Record<string, unknown> }
  | { to: string; rendered: OutgoingMail };

/**
 * Queues a mail inside the caller's transaction: it is sent only once that
 * transaction commits, and retried with backoff if the SMTP server fails.
 */
export async function queueMail<T extends MailTemplate>(
  jobs: Jobs,
  tx: Db,
  mail: { to: string; template: T; locale: Locale; params: MailTemplates[T] },
): Promise<void> {
  await jobs.enqueue<SendMailJob>(tx, SEND_MAIL_QUEUE, mail as SendMailJob);
}

/** Queues a mail rendered by the caller (order mails carry event details and attachments). */
export async function queueRenderedMail(jobs: Jobs, tx: Db, mail: OutgoingMail): Promise<void> {
  await jobs.enqueue<SendMailJob>(tx, SEND_MAIL_QUEUE, { to: mail.to, rendered: mail });
}

export function defineMailQueue(jobs: Jobs, mailer: Mailer): void {
  jobs.define<SendMailJob>(SEND_MAIL_QUEUE, async (job) => {
    if ('rendered' in job) {
      await mailer.send(job.rendered);
      return;
    }
    const rendered = renderMail(job.template, job.locale, job.params as never);
    await mailer.send({ to: job.to, ...rendered });
  });
}
