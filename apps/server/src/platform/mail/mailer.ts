import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { devMailbox } from '../db/schema.js';
import type { DevMailboxFiles } from './dev-mailbox-files.js';
import { MAIL_CONCURRENCY } from './outbox.js';

/** A file sent with a mail; the content travels in the job as text, so binary content is base64. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  /** Content-ID of an inline part, referred to as `cid:…` from the HTML. */
  cid?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP (`SMTP_URL`), or keeps mail in the development mailbox when none is
 * configured, with its attachments (`files`). A server that sends no mail says so loudly at start:
 * nobody receives confirmations, tickets or reset links. nodemailer is loaded only for SMTP.
 */
export async function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Db;
  files: DevMailboxFiles;
  logger: FastifyBaseLogger;
  /** The development mailbox's routes answer (config.devMailbox); only the warning depends on it here. */
  devMailboxOpen: boolean;
  appUrl: string;
}): Promise<Mailer> {
  if (options.smtpUrl) {
    const { createTransport } = await import('nodemailer');
    // Pooled connections: a connection per mail (TLS handshake, login) held the queue to a few mails a second. The
    // timeouts end a stalled send well before the mail job's expiry (outbox.ts), which would hand it to another worker.
    const transport = createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: MAIL_CONCURRENCY,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    } as Parameters<typeof createTransport>[0]);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  options.logger.warn(
    options.devMailboxOpen
      ? `MAIL IS NOT BEING SENT: SMTP_URL is not set. Mail is kept in the development mailbox at ${options.appUrl}/dev/mailbox (this machine only). Set SMTP_URL before anyone else uses this server.`
      : 'MAIL IS NOT BEING SENT: SMTP_URL is not set and the development mailbox is off (DEV_MAILBOX). Nobody receives confirmations, tickets or reset links; set SMTP_URL.',
  );
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      // The mail becomes visible with its attachments kept, never before: a reader must not list it without them.
      await options.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(devMailbox)
          .values({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
          .returning({ id: devMailbox.id, createdAt: devMailbox.createdAt });
        await options.files.save(row!, mail.attachments ?? []);
      });
    },
    close: () => undefined,
  };
}
