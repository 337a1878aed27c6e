import { queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  invoiceSchema,
  invoicingSettingsSchema,
  listEnvelope,
  type InvoicingSettings,
  type InvoicingSettingsBody,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { buildUrl, networkError } from '../../platform/api/client';
import { authorizationHeaders, saveAnswerAsFile } from '../../platform/api/download-export';
import { queryClient } from '../../platform/query/query-client';

const settingsAnswer = dataEnvelope(invoicingSettingsSchema);
const invoicesAnswer = listEnvelope(invoiceSchema);
const orderInvoicesAnswer = dataEnvelope(invoiceSchema.array());

export const invoicesKey = ['invoices'] as const;

export function invoicingSettingsQuery(organizerId: string | number) {
  return queryOptions({
    queryKey: [...invoicesKey, 'settings', String(organizerId)],
    queryFn: ({ signal }) => api.get(`organizers/${organizerId}/invoicing`, { signal, schema: settingsAnswer }).then((r) => r.data),
  });
}

export async function saveInvoicingSettings(organizerId: string | number, body: InvoicingSettingsBody): Promise<InvoicingSettings> {
  const { data } = await api.put(`organizers/${organizerId}/invoicing`, body, { schema: settingsAnswer });
  await queryClient.invalidateQueries({ queryKey: invoicesKey });
  return data;
}

export function organizerInvoicesQuery(organizerId: string | number, page: number) {
  return queryOptions({
    queryKey: [...invoicesKey, 'organizer', String(organizerId), page],
    queryFn: ({ signal }) =>
      api.get(`organizers/${organizerId}/invoices`, { signal, query: { page, per_page: 20 }, schema: invoicesAnswer }),
  });
}

export function orderInvoicesQuery(eventId: number, orderId: number, version: string) {
  return queryOptions({
    queryKey: [...invoicesKey, 'order', eventId, orderId, version],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/orders/${orderId}/invoices`, { signal, schema: orderInvoicesAnswer }).then((r) => r.data),
  });
}

/** The organizer's download: the PDF needs the session's token, so it is fetched and handed to the browser. */
export async function downloadInvoicePdf(invoiceId: number, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl('', `invoices/${invoiceId}/pdf`, {}), { headers: authorizationHeaders(), credentials: 'include' });
  } catch {
    throw networkError();
  }
  await saveAnswerAsFile(response, fileName);
}
