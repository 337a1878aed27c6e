import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { CALCULATION_TYPES, TAX_AND_FEE_TYPES, taxAndFeeBodySchema, type TaxAndFee, type TaxAndFeeBody } from '@stagedoor/contracts';
import { useFormSave } from '../../../platform/forms/use-form-save';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { FormActions } from '../shared/FormModal';
import { MoneyInput } from '../shared/MoneyInput';
import { PercentInput } from '../shared/PercentInput';
import { catalogueErrors } from '../shared/validation';
import { useSaveTaxAndFee } from './api';
import { calculationLabels, kindLabels } from './labels';

interface TaxAndFeeValues {
  name: string;
  type: TaxAndFee['type'];
  calculation_type: TaxAndFee['calculation_type'];
  /** A percent for PERCENTAGE, minor units for FIXED; null while empty. */
  rate: number | null;
  is_default: boolean;
  is_active: boolean;
}

function initialValues(item: TaxAndFee | null): TaxAndFeeValues {
  return {
    name: item?.name ?? '',
    type: item?.type ?? 'TAX',
    calculation_type: item?.calculation_type ?? 'PERCENTAGE',
    rate: item?.rate ?? null,
    is_default: item?.is_default ?? false,
    is_active: item?.is_active ?? true,
  };
}

const toBody = (values: TaxAndFeeValues): TaxAndFeeBody => ({ ...values, rate: values.rate ?? 0 });

interface TaxAndFeeFormProps {
  accountId: number;
  currency: string;
  item: TaxAndFee | null;
  onDone: () => void;
}

export function TaxAndFeeForm({ accountId, currency, item, onDone }: TaxAndFeeFormProps) {
  const { t } = useLingui();
  const form = useForm<TaxAndFeeValues>({
    initialValues: initialValues(item),
    validate: (values) => catalogueErrors(taxAndFeeBodySchema, toBody(values)),
  });
  const save = useFormSave(form, useSaveTaxAndFee(accountId), { success: item ? t`Tax or fee updated` : t`Tax or fee created`, onDone });
  const kinds = kindLabels();
  const calculations = calculationLabels();
  const percentage = form.values.calculation_type === 'PERCENTAGE';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.submit({ id: item?.id, body: toBody(values) }))}>
      <Stack>
        <FormErrorAlert message={save.formError} />
        <TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
        <Radio.Group label={t`Kind`} {...form.getInputProps('type')}>
          <Group mt={6}>
            {TAX_AND_FEE_TYPES.map((type) => (
              <Radio key={type} value={type} label={kinds[type]} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t`Calculation`}
          value={form.values.calculation_type}
          onChange={(value) => {
            form.setFieldValue('calculation_type', value as TaxAndFeeValues['calculation_type']);
            form.setFieldValue('rate', null);
          }}
        >
          <Group mt={6}>
            {CALCULATION_TYPES.map((type) => (
              <Radio key={type} value={type} label={calculations[type]} />
            ))}
          </Group>
        </Radio.Group>
        {percentage ? (
          <PercentInput
            label={t`Rate (percent)`}
            required
            value={form.values.rate}
            onChange={(value) => form.setFieldValue('rate', value)}
            error={form.errors.rate}
          />
        ) : (
          <MoneyInput
            label={t`Amount per ticket`}
            required
            currency={currency}
            value={form.values.rate}
            onChange={(value) => form.setFieldValue('rate', value)}
            error={form.errors.rate}
          />
        )}
        <Checkbox label={t`Apply by default to new tickets`} {...form.getInputProps('is_default', { type: 'checkbox' })} />
        <Checkbox
          label={t`Active`}
          description={t`Inactive taxes and fees are not charged.`}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} loading={save.saving} />
      </Stack>
    </form>
  );
}
