import type { Locale } from '@stagedoor/contracts';
import { t } from '../i18n/index.js';
import { renderLayout, type MailBlock } from './layout.js';
import { plainName } from './plain-name.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The mails the platform sends, each with the parameters its text needs. */
export interface MailTemplates {
  confirm_email: { name: string; url: string };
  registration_existing_login: { name: string; url: string; account: string };
  reset_password: { name: string; url: string; minutes: number };
  invitation: { name: string; url: string; account: string; inviter: string };
  email_change: { name: string; url: string; email: string };
  password_changed: { name: string };
  webhook_paused: { name: string; url: string; account: string; webhook: string; failures: number };
}
export type MailTemplate = keyof MailTemplates;

/**
 * Parameters that are links on purpose: the platform's own (`url`), and the address of the account's webhook that the
 * administrators set up themselves (`webhook`, mailed to those administrators).
 */
const LINK_PARAMS = new Set(['url', 'webhook']);

/** Renders a mail in the recipient's language. */
export function renderMail<T extends MailTemplate>(template: T, locale: Locale, params: MailTemplates[T]): RenderedMail {
  // Every text parameter but a link may come from someone other than the recipient (a registration typed with
  // another person's address, an inviter's name): plain, never a link.
  const p = Object.fromEntries(
    Object.entries(params as Record<string, string | number>).map(([name, value]) => [
      name,
      typeof value === 'string' && !LINK_PARAMS.has(name) ? plainName(value) : value,
    ]),
  );
  const key = (suffix: string) => `mail.${template}.${suffix}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', p) },
    { kind: 'paragraph', text: t(locale, key('body'), p) },
  ];
  if ('url' in params) blocks.push({ kind: 'button', label: t(locale, key('action'), p), url: String(p.url) });
  if (template !== 'password_changed' && template !== 'webhook_paused') blocks.push({ kind: 'paragraph', text: t(locale, 'mail.ignore') });
  return { subject: t(locale, key('subject'), p), ...renderLayout(locale, blocks) };
}
