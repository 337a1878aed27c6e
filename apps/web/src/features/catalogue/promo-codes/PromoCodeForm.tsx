import { Checkbox, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { DISCOUNT_TYPES, promoCodeBodySchema, type Event, type PromoCode, type PromoCodeBody, type Ticket } from '@stagedoor/contracts';
import { useFormSave } from '../../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { isoToZonedInput, zonedInputToIso } from '../../../platform/dates';
import { FormActions } from '../shared/FormModal';
import { MoneyInput } from '../shared/MoneyInput';
import { PercentInput } from '../shared/PercentInput';
import { TicketMultiSelect } from '../shared/TicketMultiSelect';
import { catalogueErrors } from '../shared/validation';
import { useSavePromoCode } from './api';
import { discountTypeLabels } from './labels';

interface PromoCodeValues {
  code: string;
  discount_type: PromoCode['discount_type'];
  /** A percent for PERCENTAGE, minor units for FIXED. */
  discount: number | null;
  applicable_ticket_ids: string[];
  expiry_date: string;
  unlimited: boolean;
  max_allowed_usages: number | string;
}

function initialValues(code: PromoCode | null, zone: string): PromoCodeValues {
  return {
    code: code?.code ?? '',
    discount_type: code?.discount_type ?? 'PERCENTAGE',
    discount: code && code.discount_type !== 'NONE' ? code.discount : null,
    applicable_ticket_ids: (code?.applicable_ticket_ids ?? []).map(String),
    expiry_date: isoToZonedInput(code?.expiry_date, zone),
    unlimited: code ? code.max_allowed_usages === null : true,
    max_allowed_usages: code?.max_allowed_usages ?? '',
  };
}

function toBody(values: PromoCodeValues, zone: string): PromoCodeBody {
  return {
    code: values.code.trim(),
    discount_type: values.discount_type,
    discount: values.discount_type === 'NONE' ? 0 : (values.discount ?? 0),
    applicable_ticket_ids: values.applicable_ticket_ids.map(Number),
    expiry_date: zonedInputToIso(values.expiry_date, zone),
    max_allowed_usages: values.unlimited || typeof values.max_allowed_usages !== 'number' ? null : values.max_allowed_usages,
  };
}

function validate(values: PromoCodeValues, zone: string, limitMessage: string) {
  const errors = catalogueErrors(promoCodeBodySchema, toBody(values, zone));
  if (!values.unlimited && typeof values.max_allowed_usages !== 'number') errors.max_allowed_usages = limitMessage;
  return errors;
}

interface PromoCodeFormProps {
  event: Event;
  tickets: Ticket[];
  code: PromoCode | null;
  onDone: () => void;
}

export function PromoCodeForm({ event, tickets, code, onDone }: PromoCodeFormProps) {
  const { t } = useLingui();
  const zone = event.timezone;
  const form = useForm<PromoCodeValues>({
    initialValues: initialValues(code, zone),
    validate: (values) => validate(values, zone, t`Enter a usage limit, or choose unlimited.`),
  });
  const save = useFormSave(form, useSavePromoCode(event.id), { success: code ? t`Promo code updated` : t`Promo code created`, onDone });
  const labels = discountTypeLabels();
  const type = form.values.discount_type;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit({ id: code?.id, body: toBody(values, zone) }))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <TextInput
          label={t`Code`}
          description={t`3 to 50 characters, without spaces. Buyers type it at checkout.`}
          required
          maxLength={50}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Radio.Group
          label={t`Discount`}
          value={type}
          onChange={(value) => {
            form.setFieldValue('discount_type', value as PromoCodeValues['discount_type']);
            form.setFieldValue('discount', null);
          }}
        >
          <Group mt={6}>
            {DISCOUNT_TYPES.map((option) => (
              <Radio key={option} value={option} label={labels[option]} />
            ))}
          </Group>
        </Radio.Group>
        {type === 'PERCENTAGE' && (
          <PercentInput
            label={t`Discount in percent`}
            required
            maw={240}
            value={form.values.discount}
            onChange={(value) => form.setFieldValue('discount', value)}
            error={form.errors.discount}
          />
        )}
        {type === 'FIXED' && (
          <MoneyInput
            label={t`Discount per ticket`}
            required
            currency={event.currency}
            maw={240}
            value={form.values.discount}
            onChange={(value) => form.setFieldValue('discount', value)}
            error={form.errors.discount}
          />
        )}
        <TicketMultiSelect
          label={t`Applies to`}
          description={t`Leave empty to apply the code to every ticket.`}
          placeholder={form.values.applicable_ticket_ids.length === 0 ? t`All tickets` : undefined}
          tickets={tickets}
          {...form.getInputProps('applicable_ticket_ids')}
        />
        <TextInput
          type="datetime-local"
          label={t`Expires`}
          description={t`Optional. Time zone: ${zone}`}
          maw={300}
          {...form.getInputProps('expiry_date')}
        />
        <Group align="flex-end" gap="md">
          <NumberInput
            label={t`Usage limit`}
            description={t`How many times the code can be used.`}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            disabled={form.values.unlimited}
            w={280}
            {...form.getInputProps('max_allowed_usages')}
          />
          <Checkbox mb={8} label={t`Unlimited`} {...form.getInputProps('unlimited', { type: 'checkbox' })} />
        </Group>
        <FormActions onCancel={onDone} loading={save.saving} />
      </Stack>
    </form>
  );
}
