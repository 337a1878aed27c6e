import { Checkbox, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { VISIBILITY_FLAGS, type TicketValues } from './ticket-form';

type Flag = (typeof VISIBILITY_FLAGS)[number];

export function TicketVisibilityFields({ form }: { form: UseFormReturnType<TicketValues> }) {
  const { t } = useLingui();
  const labels: Record<Flag, { label: string; description?: string }> = {
    hide_before_sale_start_date: { label: t`Hide before the sale starts` },
    hide_after_sale_end_date: { label: t`Hide after the sale ends` },
    hide_when_sold_out: { label: t`Hide when sold out` },
    is_hidden: { label: t`Hidden`, description: t`Buyers do not see this ticket at all.` },
    is_hidden_without_promo_code: {
      label: t`Hidden unless a promo code is used`,
      description: t`Shown only to buyers with a promo code that applies to it.`,
    },
    start_collapsed: { label: t`Start collapsed`, description: t`Buyers open the ticket to see its description.` },
    show_quantity_remaining: { label: t`Show the remaining quantity` },
    is_paused: { label: t`Paused`, description: t`Shown, but cannot be bought for now.` },
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {VISIBILITY_FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={labels[flag].label}
          description={labels[flag].description}
          {...form.getInputProps(flag, { type: 'checkbox' })}
        />
      ))}
    </SimpleGrid>
  );
}
