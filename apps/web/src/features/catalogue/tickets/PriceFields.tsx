import type { ReactNode } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '../../../platform/ui/icons';
import { IconTrash } from '../shared/icons';
import { MoneyInput } from '../shared/MoneyInput';
import { newPrice, type PriceValues, type TicketValues } from './ticket-form';

type TicketForm = UseFormReturnType<TicketValues>;

function QuantityFields({ form, index }: { form: TicketForm; index: number }) {
  const { t } = useLingui();
  const unlimited = form.values.prices[index]?.unlimited ?? true;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NumberInput
        label={t`Quantity available`}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        disabled={unlimited}
        w={180}
        {...form.getInputProps(`prices.${index}.quantity`)}
      />
      <Checkbox mb={8} label={t`Unlimited`} {...form.getInputProps(`prices.${index}.unlimited`, { type: 'checkbox' })} />
    </Group>
  );
}

/** A tier's own sale period, in the event's time zone; empty follows the ticket's. */
function TierSaleDates({ form, index, zone }: { form: TicketForm; index: number; zone: string }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        type="datetime-local"
        label={t`Tier sale starts`}
        description={t`Time zone: ${zone}`}
        {...form.getInputProps(`prices.${index}.sale_start_date`)}
      />
      <TextInput
        type="datetime-local"
        label={t`Tier sale ends`}
        description={t`Time zone: ${zone}`}
        {...form.getInputProps(`prices.${index}.sale_end_date`)}
      />
    </SimpleGrid>
  );
}

interface PriceFieldsProps {
  form: TicketForm;
  currency: string;
  /** The event's time zone, in which tier sale dates are entered. */
  zone: string;
  /** Tiers taken out that orders still use: offered back as hidden tiers. */
  removedWithOrders: PriceValues[] | null;
  onRemoveTier: (tier: PriceValues) => void;
  onHideInstead: () => void;
}

/** A message about the prices as a whole, such as a tier that orders still use. */
function PricesError({ message, onHideInstead }: { message: ReactNode; onHideInstead: (() => void) | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        {onHideInstead && (
          <Button size="xs" variant="default" onClick={onHideInstead}>
            <Trans>Hide instead</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function PriceFields({ form, currency, zone, removedWithOrders, onRemoveTier, onHideInstead }: PriceFieldsProps) {
  const { t } = useLingui();
  const { type, prices } = form.values;
  const pricesError = <PricesError message={form.errors.prices} onHideInstead={removedWithOrders ? onHideInstead : null} />;

  if (type !== 'TIERED') {
    return (
      <Stack gap="sm">
        {type !== 'FREE' && (
          <MoneyInput
            label={type === 'DONATION' ? t`Minimum price` : t`Price`}
            description={type === 'DONATION' ? t`Buyers pay what they want, at least this amount.` : undefined}
            required
            currency={currency}
            maw={240}
            {...form.getInputProps('prices.0.price')}
          />
        )}
        <QuantityFields form={form} index={0} />
        {pricesError}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {prices.map((tier, index) => {
        const position = index + 1;
        const sold = tier.quantity_sold;
        return (
          <Fieldset key={tier.key} legend={t`Tier ${position}`} variant="filled" p="sm">
            <Stack gap="xs">
              <Group align="flex-start" gap="md" wrap="wrap">
                <TextInput
                  label={t`Tier name`}
                  placeholder={t`e.g. Early bird`}
                  required
                  style={{ flex: 1, minWidth: 180 }}
                  {...form.getInputProps(`prices.${index}.label`)}
                />
                <MoneyInput label={t`Price`} required currency={currency} w={160} {...form.getInputProps(`prices.${index}.price`)} />
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={prices.length === 1}
                  aria-label={t`Remove tier ${position}`}
                  onClick={() => onRemoveTier(tier)}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
              <QuantityFields form={form} index={index} />
              <TierSaleDates form={form} index={index} zone={zone} />
              <Group gap="md">
                <Checkbox label={t`Hidden from buyers`} {...form.getInputProps(`prices.${index}.is_hidden`, { type: 'checkbox' })} />
                {sold > 0 && (
                  <Text size="sm" c="dimmed">
                    <Plural value={sold} one="# sold" other="# sold" />
                  </Text>
                )}
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {pricesError}
      <Button
        variant="light"
        leftSection={<IconPlus />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem('prices', newPrice())}
      >
        <Trans>Add tier</Trans>
      </Button>
    </Stack>
  );
}
