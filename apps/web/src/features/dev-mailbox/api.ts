import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, mailSchema, type Mail } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';

const mailsAnswer = dataEnvelope(mailSchema.array());

export const mailboxQuery = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: async ({ signal }) => {
    const { data } = await api.get('dev/mailbox', { signal, authRedirect: false, schema: mailsAnswer });
    return [...data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  },
  staleTime: 0,
  refetchInterval: 5_000,
  retry: false,
});

/** Links in a mail open in a new tab: the sandboxed frame itself may not navigate. */
export function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.replace(head[0], `${head[0]}${base}`);
  return `${base}${html}`;
}

/** Inline images (`cid:` references) as data URLs, so the sandboxed frame can show them. */
export async function inlineImageSources(mail: Mail, signal?: AbortSignal): Promise<Record<string, string>> {
  const sources: Record<string, string> = {};
  for (const attachment of mail.attachments) {
    if (!attachment.content_id || !mail.html.includes(`cid:${attachment.content_id}`)) continue;
    const response = await fetch(attachment.url, { signal });
    // Thrown, not skipped: the query keeps its answer for good, so a passing failure is retried instead.
    if (!response.ok) throw new Error(`attachment ${attachment.index} of mail ${mail.id}: HTTP ${response.status}`);
    const blob = await response.blob();
    sources[attachment.content_id] = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(new Blob([blob], { type: attachment.content_type }));
    });
  }
  return sources;
}

/** The mail's HTML with its `cid:` references replaced by the given sources. */
export function withInlineImages(html: string, sources: Record<string, string>): string {
  return html.replace(/(["'])cid:([^"']+)\1/g, (whole, quote: string, id: string) =>
    sources[id] ? `${quote}${sources[id]}${quote}` : whole,
  );
}
