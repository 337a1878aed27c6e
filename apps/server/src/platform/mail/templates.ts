import type { Locale } from '@stagedoor/contracts';
import { t, type MessageKey } from '../i18n/index.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The mails the platform sends, each with the parameters its text needs. */
export interface MailTemplates {
  confirm_email: { name: string; url: string };
  reset_password: { name: string; url: string; minutes: number };
  invitation: { name: string; url: string; account: string; inviter: string };
  email_change: { name: string; url: string; email: string };
  password_changed: { name: string };
}
export type MailTemplate = keyof MailTemplates;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(locale: Locale, paragraphs: string[], action?: { label: string; url: string }): RenderedMail & { subject: '' } {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#12b886;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t(locale, 'mail.link_fallback'))}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1a1b1e;background:#f8f9fa;padding:24px">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">${body}${button}` +
    `<p style="margin:24px 0 0;color:#555">${escapeHtml(t(locale, 'mail.signature'))}</p></div></body></html>`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', t(locale, 'mail.signature')].join('\n\n');
  return { subject: '', html, text };
}

/** Renders a mail in the recipient's language. */
export function renderMail<T extends MailTemplate>(template: T, locale: Locale, params: MailTemplates[T]): RenderedMail {
  const p = params as Record<string, string | number>;
  const key = (suffix: string) => `mail.${template}.${suffix}` as MessageKey;
  const greeting = t(locale, 'mail.greeting', p);
  const paragraphs = [greeting, t(locale, key('body'), p)];
  if (template !== 'password_changed') paragraphs.push(t(locale, 'mail.ignore'));
  const action = 'url' in params ? { label: t(locale, key('action'), p), url: String(p.url) } : undefined;
  return { ...layout(locale, paragraphs, action), subject: t(locale, key('subject'), p) };
}
