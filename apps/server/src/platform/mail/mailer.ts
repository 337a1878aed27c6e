import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { devMailbox } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends over SMTP (`SMTP_URL`), or keeps mail in the development mailbox when none is configured. */
export function createMailer(options: { smtpUrl: string | null; from: string; db: Db }): Mailer {
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
      await options.db.insert(devMailbox).values({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
    close: () => undefined,
  };
}
