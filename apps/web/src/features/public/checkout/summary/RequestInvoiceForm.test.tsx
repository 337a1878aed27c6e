import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceRequestBodySchema, type PublicInvoice } from '@stagedoor/contracts';
import { renderWithProviders } from '../../../../test/render';
import RequestInvoiceForm from './RequestInvoiceForm';

/** The server's messages for the validation keys this route answers (apps/server/src/locales/en). */
const MESSAGES: Record<string, string> = {
  invalid_tax_id: 'This is not a valid VAT ID for its country (e.g. DE123456789).',
  required: 'This field is required.',
};

const INVOICE: PublicInvoice = {
  id: 31,
  number: 'HL-000001',
  kind: 'INVOICE',
  issued_at: '2030-05-01T10:00:00.000Z',
  currency: 'EUR',
  total_gross: 12100,
};

/**
 * POST /public/events/{id}/order/{short_id}/invoices as the server answers it: the body checked with the contract's
 * schema (422 per field), company and address required when the event asks for them, 201 with the invoice, 200 with
 * the same one afterwards; `refuse` answers 409 INVOICE_NOT_AVAILABLE instead.
 */
function fakeServer({ required = false, refuse = false } = {}) {
  const bodies: unknown[] = [];
  let issued = false;
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    expect(String(input)).toBe('/api/public/events/ev_1/order/o_41/invoices');
    const body = JSON.parse(String(init?.body ?? 'null')) as unknown;
    bodies.push(body);
    if (refuse)
      return json(409, {
        code: 'INVOICE_NOT_AVAILABLE',
        message:
          'No invoice can be issued for this order: it is not paid, was cancelled or refunded, is free, or the organizer does not issue invoices on request.',
      });
    const parsed = invoiceRequestBodySchema.safeParse(body ?? {});
    const errors: Record<string, string[]> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] = [MESSAGES[issue.message] ?? issue.message];
    else if (required && !issued)
      for (const field of ['company', 'address'] as const)
        if (!parsed.data.business?.[field]) errors[`business.${field}`] = [MESSAGES.required!];
    if (Object.keys(errors).length > 0) return json(422, { code: 'VALIDATION_ERROR', message: 'The data is invalid.', errors });
    const status = issued ? 200 : 201;
    issued = true;
    return json(status, { data: INVOICE });
  });
  return bodies;
}

/** The order page's part: the form until the invoice is issued, then the invoice. */
function OrderPagePart({ asked }: { asked: 'OFF' | 'OPTIONAL' | 'REQUIRED' }) {
  const [invoice, setInvoice] = useState<PublicInvoice | null>(null);
  if (invoice) return <p>Invoice {invoice.number} issued</p>;
  return <RequestInvoiceForm eventId="ev_1" shortId="o_41" asked={asked} onIssued={setInvoice} />;
}

const render = (asked: 'OFF' | 'OPTIONAL' | 'REQUIRED') => renderWithProviders(<OrderPagePart asked={asked} />);
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  // Mantine's autosizing textarea listens for fonts loading; the simulated document has no `document.fonts`.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('RequestInvoiceForm', { timeout: 30_000 }, () => {
  it('shows the server’s word on each field, then sends the details the buyer typed and shows the invoice', async () => {
    const user = userEvent.setup();
    const bodies = fakeServer({ required: true });
    render('REQUIRED');
    expect(screen.getByRole('form', { name: 'Need an invoice?' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    await waitFor(() => expect(field('Company').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(field('Billing address').getAttribute('aria-invalid')).toBe('true');
    // Empty fields are left out: the server keeps what the checkout took.
    expect(bodies[0]).toEqual({ business: {} });

    await user.type(field('Company'), '  Nordlicht BV ');
    await user.type(field('Billing address'), 'Keizersgracht 1, 1015 Amsterdam');
    await user.type(field('VAT ID'), 'NL123456789A01');
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    expect(await screen.findByText('This is not a valid VAT ID for its country (e.g. DE123456789).')).toBeTruthy();
    // The earlier messages are gone.
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(field('VAT ID').getAttribute('aria-invalid')).toBe('true');

    await user.clear(field('VAT ID'));
    await user.type(field('VAT ID'), 'NL 123456789 B01');
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    expect(await screen.findByText('Invoice HL-000001 issued')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({
      business: { company: 'Nordlicht BV', address: 'Keizersgracht 1, 1015 Amsterdam', tax_id: 'NL 123456789 B01' },
    });
    expect(bodies).toHaveLength(3);
  });

  it('asks for no details when the event takes none, and sends an empty request', async () => {
    const user = userEvent.setup();
    const bodies = fakeServer();
    render('OFF');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    expect(await screen.findByText('Invoice HL-000001 issued')).toBeTruthy();
    expect(bodies).toEqual([{}]);
  });

  it('says why when the order cannot have an invoice', async () => {
    const user = userEvent.setup();
    fakeServer({ refuse: true });
    render('OPTIONAL');
    await user.type(field('Company'), 'Nordlicht BV');
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No invoice can be issued for this order: it is not paid, was cancelled or refunded, is free, or the organizer does not issue invoices on request.',
    );
    // The buyer's typing stays for another try.
    expect((field('Company') as HTMLInputElement).value).toBe('Nordlicht BV');
  });

  it('leaves axe nothing to report, with the server’s messages shown', async () => {
    const user = userEvent.setup();
    fakeServer({ required: true });
    render('REQUIRED');
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    await screen.findAllByText('This field is required.');
    // Colour contrast needs a real layout: the browser suite checks it.
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
