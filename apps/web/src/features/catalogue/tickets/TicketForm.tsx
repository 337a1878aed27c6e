import { useState } from 'react';
import { Fieldset, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { Event, TaxAndFee, Ticket } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { notifyFailure, notifySuccess } from '../../../platform/ui/notify';
import { FormActions } from '../shared/FormModal';
import { RichTextField } from '../../events/RichTextField';
import { useSaveTicket } from './api';
import { PriceFields } from './PriceFields';
import {
  initialTicketValues,
  ticketBodyFromValues,
  ticketFieldMap,
  validateTicket,
  type PriceValues,
  type TicketValues,
} from './ticket-form';
import { TicketTaxesField } from './TicketTaxesField';
import { TicketTypeField } from './TicketTypeField';
import { TicketVisibilityFields } from './TicketVisibilityFields';
import { TicketValidityField } from './TicketValidityField';

interface TicketFormProps {
  event: Event;
  ticket: Ticket | null;
  /** The account's taxes and fees; null when the user's role may not see them. */
  taxes: TaxAndFee[] | null;
  onDone: () => void;
}

export function TicketForm({ event, ticket, taxes, onDone }: TicketFormProps) {
  const { t } = useLingui();
  const zone = event.timezone;
  const withTaxes = taxes !== null;
  const defaultTaxIds = (taxes ?? []).filter((item) => item.is_default && item.is_active).map((item) => item.id);
  const [formError, setFormError] = useState<string | null>(null);
  const [removedTiers, setRemovedTiers] = useState<PriceValues[]>([]);
  const [removedWithOrders, setRemovedWithOrders] = useState<PriceValues[] | null>(null);
  const form = useForm<TicketValues>({
    initialValues: initialTicketValues(ticket, zone, defaultTaxIds),
    validate: (values) => validateTicket(values, zone, withTaxes),
  });
  const save = useSaveTicket(event.id);

  const removeTier = (tier: PriceValues) => {
    const index = form.values.prices.findIndex((candidate) => candidate.key === tier.key);
    if (index < 0) return;
    form.removeListItem('prices', index);
    if (tier.id !== undefined) setRemovedTiers((current) => [...current, tier]);
  };

  const hideInstead = () => {
    const restored = (removedWithOrders ?? []).map((tier) => ({ ...tier, is_hidden: true }));
    form.setFieldValue('prices', [...form.values.prices, ...restored]);
    form.clearFieldError('prices');
    setRemovedTiers([]);
    setRemovedWithOrders(null);
  };

  const submit = (values: TicketValues) => {
    setFormError(null);
    const body = ticketBodyFromValues(values, zone, withTaxes);
    save.mutate(
      { id: ticket?.id, body },
      {
        onSuccess: () => {
          notifySuccess(ticket ? t`Ticket updated` : t`Ticket created`);
          onDone();
        },
        onError: (error) => {
          notifyFailure(t`Unable to create or update ticket`);
          setFormError(applyServerErrors(form, error, ticketFieldMap(body.prices.length)));
          if (isApiError(error) && error.code === 'PRICE_HAS_ORDERS') setRemovedWithOrders(removedTiers);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <TicketTypeField form={form} locked={ticket?.has_sales ?? false} defaultTaxIds={defaultTaxIds} isNew={ticket === null} />
        <TextInput label={t`Title`} required data-autofocus {...form.getInputProps('title')} />
        <RichTextField
          label={t`Description`}
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
        />
        <TicketValidityField form={form} locked={ticket?.has_sales ?? false} />

        <Fieldset legend={form.values.type === 'TIERED' ? t`Price tiers` : t`Price and quantity`}>
          <PriceFields
            form={form}
            currency={event.currency}
            zone={zone}
            removedWithOrders={removedWithOrders}
            onRemoveTier={removeTier}
            onHideInstead={hideInstead}
          />
        </Fieldset>

        <Fieldset legend={t`Sale period and order limits`}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="datetime-local"
                label={t`Sale starts`}
                description={t`Time zone: ${zone}`}
                {...form.getInputProps('sale_start_date')}
              />
              <TextInput
                type="datetime-local"
                label={t`Sale ends`}
                description={t`Time zone: ${zone}`}
                {...form.getInputProps('sale_end_date')}
              />
            </SimpleGrid>
            <Group grow align="flex-start">
              <NumberInput
                label={t`Minimum per order`}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('min_per_order')}
              />
              <NumberInput
                label={t`Maximum per order`}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('max_per_order')}
              />
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t`Visibility`}>
          <TicketVisibilityFields form={form} />
        </Fieldset>

        <Fieldset legend={t`Taxes and fees`}>
          <TicketTaxesField form={form} taxes={taxes} currency={event.currency} />
        </Fieldset>

        <FormActions onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}
