import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicInvoice } from '@stagedoor/contracts';
import { publicApi, unchecked } from '../../../../platform/api/client';
import { isApiError } from '../../../../platform/api/api-error';

interface Props {
  eventId: string;
  shortId: string;
  /** settings.business_details: OFF asks for no details (the invoice names the buyer). */
  asked: 'OFF' | 'OPTIONAL' | 'REQUIRED';
  onIssued(invoice: PublicInvoice): void;
}

/**
 * The buyer asks for the order's invoice after the purchase (an event that issues invoices on request), with the
 * business details the checkout did not take. The server checks the VAT id as at checkout; a second request
 * answers the same invoice.
 */
export default function RequestInvoiceForm({ eventId, shortId, asked, onIssued }: Props) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const required = asked === 'REQUIRED';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = String(form.get(name) ?? '').trim();
      return value === '' ? undefined : value;
    };
    setPending(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await publicApi.post(
        `events/${eventId}/order/${shortId}/invoices`,
        asked === 'OFF' ? {} : { business: { company: text('company'), address: text('address'), tax_id: text('tax_id') } },
        { schema: unchecked<{ data: PublicInvoice }>() },
      );
      onIssued(answer.data);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.hasFieldErrors)
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [field.replace(/^business\./, ''), messages.join(' ')]),
          ),
        );
      else setFailure(error.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="request-invoice-heading" noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="request-invoice-heading">
          <Trans>Need an invoice?</Trans>
        </Title>
        <Text size="sm">
          <Trans>Request the invoice for this order. Once issued, it cannot be changed.</Trans>
        </Text>
        {asked !== 'OFF' && (
          <>
            <TextInput
              name="company"
              label={t`Company`}
              required={required}
              maxLength={200}
              autoComplete="organization"
              error={errors.company}
            />
            <Textarea
              name="address"
              label={t`Billing address`}
              required={required}
              maxLength={1000}
              autosize
              minRows={2}
              autoComplete="street-address"
              error={errors.address}
            />
            <TextInput
              name="tax_id"
              label={t`VAT ID`}
              description={t`With its country prefix, for example DE123456789`}
              maxLength={40}
              error={errors.tax_id}
            />
          </>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="default" loading={pending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Request the invoice</Trans>
        </Button>
      </Stack>
    </form>
  );
}
