import type { Locale } from '@stagedoor/contracts';
import { t } from '../i18n/index.js';

/** The pieces a mail is made of; each renders to HTML and to plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Organizer HTML that has been through platform/html/sanitize.ts, with its plain-text twin. */
  | { kind: 'html'; html: string; text: string }
  | { kind: 'notice'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'table'; rows: [string, string][] }
  | { kind: 'links'; title: string; links: { label: string; url: string }[] }
  /** An image, usually an inline attachment (`cid:`); the text version leaves it out. */
  | { kind: 'image'; src: string; alt: string; width: number };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function blockHtml(locale: Locale, block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'html':
      return `<div style="margin:0 0 16px">${block.html}</div>`;
    case 'notice':
      return `<p style="margin:0 0 16px;padding:12px 16px;background:#fff4e6;border-radius:6px;color:#7a3e00">${escapeHtml(block.text)}</p>`;
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t(locale, 'mail.link_fallback'))}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`
      );
    case 'table':
      return (
        '<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">' +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right">${escapeHtml(value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
    case 'links':
      return (
        `<p style="margin:16px 0 8px;font-weight:600">${escapeHtml(block.title)}</p><ul style="margin:0 0 16px;padding-left:20px">` +
        block.links
          .map((link) => `<li style="margin:4px 0"><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
          .join('') +
        '</ul>'
      );
    case 'image':
      return `<p style="margin:0 0 16px;text-align:center"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.width}" style="display:inline-block;border:0"></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'notice':
    case 'html':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'links':
      return [block.title, ...block.links.map((link) => `- ${link.label}: ${link.url}`)].join('\n');
    case 'image':
      return '';
  }
}

/** One look for every mail, with a plain-text twin for clients that want it. */
export function renderLayout(locale: Locale, blocks: MailBlock[], footer?: string | null): { html: string; text: string } {
  const footerHtml = footer ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(footer).replace(/\n/g, '<br>')}</p>` : '';
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1a1b1e;background:#f8f9fa;padding:24px">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">${blocks.map((b) => blockHtml(locale, b)).join('')}` +
    `<p style="margin:24px 0 0;color:#555">${escapeHtml(t(locale, 'mail.signature'))}</p>${footerHtml}</div></body></html>`;
  const text = [...blocks.map(blockText).filter(Boolean), t(locale, 'mail.signature'), ...(footer ? [footer] : [])].join('\n\n');
  return { html, text };
}

/** Money in minor units, formatted for a reader of `locale`. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

export function formatDateTime(date: Date, timezone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: timezone }).format(date);
}
