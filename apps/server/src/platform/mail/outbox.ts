import type { Locale } from '@stagedoor/contracts';
import type { Db } from '../db/client.js';
import type { JobPriority, Jobs } from '../jobs/jobs.js';
import type { MailAttachment, Mailer, OutgoingMail } from './mailer.js';
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

/**
 * A file rendered when the mail is sent rather than stored in the queue (an invoice PDF: the document is stored
 * once, frozen, and the job stays small). Features name a kind and register its renderer with defineMailAttachment.
 */
export interface MailAttachmentRef {
  kind: string;
  id: number;
}
type AttachmentRenderer = (id: number) => Promise<MailAttachment | null>;
const attachmentRenderers = new WeakMap<Jobs, Map<string, AttachmentRenderer>>();

export function defineMailAttachment(jobs: Jobs, kind: string, render: AttachmentRenderer): void {
  const renderers = attachmentRenderers.get(jobs) ?? new Map<string, AttachmentRenderer>();
  renderers.set(kind, render);
  attachmentRenderers.set(jobs, renderers);
}

async function withRenderedAttachments(jobs: Jobs, mail: OutgoingMail & { attachmentRefs?: MailAttachmentRef[] }): Promise<OutgoingMail> {
  const { attachmentRefs, ...rest } = mail;
  if (!attachmentRefs?.length) return rest;
  const rendered: MailAttachment[] = [];
  for (const ref of attachmentRefs) {
    const render = attachmentRenderers.get(jobs)?.get(ref.kind);
    if (!render) throw new Error(`no renderer for mail attachments of kind ${ref.kind}`);
    const file = await render(ref.id);
    if (file) rendered.push(file);
  }
  return { ...rest, attachments: [...(rest.attachments ?? []), ...rendered] };
}

type SendMailJob =
  | { to: string; template: MailTemplate; locale: Locale; params: Record<string, unknown> }
  | { to: string; rendered: OutgoingMail & { attachmentRefs?: MailAttachmentRef[] } };

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
export async function queueRenderedMail(
  jobs: Jobs,
  tx: Db,
  mail: OutgoingMail & { attachmentRefs?: MailAttachmentRef[] },
  priority: JobPriority = 'normal',
): Promise<void> {
  await jobs.enqueue<SendMailJob>(tx, SEND_MAIL_QUEUE, { to: mail.to, rendered: mail }, { priority });
}

export function defineMailQueue(jobs: Jobs, mailer: Mailer): void {
  jobs.define<SendMailJob>(
    SEND_MAIL_QUEUE,
    async (job) => {
      if ('rendered' in job) {
        await mailer.send(await withRenderedAttachments(jobs, job.rendered));
        return;
      }
      const rendered = renderMail(job.template, job.locale, job.params as never);
      await mailer.send({ to: job.to, ...rendered });
    },
    { batchSize: MAIL_CONCURRENCY, concurrency: MAIL_CONCURRENCY, expireInSeconds: MAIL_EXPIRE_SECONDS },
  );
}
