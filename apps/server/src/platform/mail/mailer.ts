import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { devMailbox } from '../db/schema.js';
import type { DevMailboxFiles } from './dev-mailbox-files.js';

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
 * configured, with its attachments (`files`).
 */
export function createMailer(options: { smtpUrl: string | null; from: string; db: Db; files: DevMailboxFiles }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
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
