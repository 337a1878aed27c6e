import type { MessageRecipientRow, MessageRow } from '../../platform/db/schema.js';
import { htmlToText } from '../../platform/html/plain-text.js';
import { renderRichText } from '../../platform/html/sanitize.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { renderLayout, type MailBlock } from '../../platform/mail/layout.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { settingsOf, type EventRow } from '../events/present-event.js';

/**
 * One recipient's mail: the organizer's words as written (sanitized again on the way out),
 * inside the greeting, notices and footer of the recipient's language, with the
 * event's email footer and its support address to reply to.
 */
export function renderMessageMail(event: EventRow, message: MessageRow, recipient: MessageRecipientRow): OutgoingMail {
  const locale = normalizeLocale(recipient.locale) ?? 'en';
  const settings = settingsOf(event);
  const html = renderRichText(message.content) ?? '';
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: t(locale, 'mail.greeting', { name: recipient.name || recipient.email }) }];
  if (message.isTest) blocks.push({ kind: 'notice', text: t(locale, 'mail.message.test_notice') });
  else if (recipient.kind === 'SENDER')
    blocks.push({ kind: 'notice', text: t(locale, 'mail.message.copy_notice', { event: event.title }) });
  blocks.push({ kind: 'html', html, text: htmlToText(html) });
  if (recipient.kind !== 'SENDER') blocks.push({ kind: 'paragraph', text: t(locale, 'mail.message.reason', { event: event.title }) });
  const replyTo = settings.support_email ?? undefined;
  return {
    to: recipient.email,
    subject: message.subject,
    ...(replyTo ? { replyTo } : {}),
    ...renderLayout(locale, blocks, settings.email_footer_message),
  };
}
