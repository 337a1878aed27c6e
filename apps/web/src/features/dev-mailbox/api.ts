import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, mailSchema } from '@stagedoor/contracts';
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
