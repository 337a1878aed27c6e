import { Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PublicSeating } from '@stagedoor/contracts';
import { useFormat } from '../../shared/format';
import { QuantityStepper } from '../tickets/QuantityStepper';
import { SelectField } from './controls';
import type { SeatPlan } from './seat-plan';

interface StandingPlacesProps {
  areas: Pick<PublicSeating['layout']['standing_areas'][number], 'id' | 'label' | 'category'>[];
  plan: SeatPlan;
  currency: string;
  chosen: Record<string, { priceId: number; quantity: number }>;
  /** How many of a price the order may hold with everything else chosen, this area's places left out. */
  room(areaId: string, priceId: number): number;
  onChange(areaId: string, priceId: number, quantity: number): void;
}

/** Standing areas of the plan: a number of places in each, at one of its category's prices. */
export function StandingPlaces({ areas, plan, currency, chosen, room, onChange }: StandingPlacesProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const sold = areas.filter((area) => (plan.categories.get(area.category)?.prices.length ?? 0) > 0);
  if (sold.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={4} fz="md">{t`Standing`}</Title>
      {sold.map((area) => {
        const prices = plan.categories.get(area.category)!.prices;
        const request = chosen[area.id] ?? { priceId: prices[0]!.price.id, quantity: 0 };
        const available = plan.standing.get(area.id) ?? 0;
        const max = Math.max(0, Math.min(available, room(area.id, request.priceId)));
        const set = (quantity: number) => onChange(area.id, request.priceId, Math.max(0, Math.min(quantity, max)));
        const label = area.label;
        return (
          <Group key={area.id} justify="space-between" align="flex-end" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{label}</Text>
              <Text size="sm">{available > 0 ? t`${available} places left` : t`Sold out`}</Text>
              {prices.length > 1 ? (
                <SelectField
                  aria-label={t`Price for ${label}`}
                  value={String(request.priceId)}
                  data={prices.map(({ ticket, price }) => ({
                    value: String(price.id),
                    label: `${price.label ?? ticket.title}: ${money(price.display_price, currency)}`,
                  }))}
                  onChange={(value) => onChange(area.id, Number(value), request.quantity)}
                />
              ) : (
                <Text size="sm">{money(prices[0]!.price.display_price, currency)}</Text>
              )}
            </Stack>
            <QuantityStepper
              name={label}
              value={request.quantity}
              max={max}
              onChange={set}
              onIncrease={() => set(request.quantity + 1)}
              onDecrease={() => set(request.quantity - 1)}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
