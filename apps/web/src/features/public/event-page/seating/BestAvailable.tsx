import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../shared/format';
import { SelectField } from './controls';
import { freeSeats, type SeatPlan } from './seat-plan';

/** The most seats one best-available request asks for. */
const MOST_SEATS = 20;

interface BestAvailableProps {
  plan: SeatPlan;
  currency: string;
  priceId: number | null;
  quantity: number;
  /** How many of a price the order may still hold. */
  room(priceId: number): number;
  onChange(priceId: number | null, quantity: number): void;
}

/** A category's price and a number of seats: the server picks the best free seats next to each other. */
export function BestAvailable({ plan, currency, priceId, quantity, room, onChange }: BestAvailableProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const options = [...plan.categories.values()].flatMap((category) => {
    const free = freeSeats(plan, category.id);
    return category.prices.map(({ ticket, price }) => {
      const name = price.label ? `${category.name} · ${ticket.title}, ${price.label}` : `${category.name} · ${ticket.title}`;
      const amount = money(price.display_price, currency);
      return { value: String(price.id), label: t`${name}: ${amount} (${free} free)`, free, category: category.id };
    });
  });
  const optionOf = (id: number | null) => options.find((option) => option.value === String(id)) ?? null;
  const mostOf = (option: (typeof options)[number] | null) =>
    option ? Math.max(0, Math.min(MOST_SEATS, option.free, room(Number(option.value)))) : 0;
  const chosen = optionOf(priceId);
  const most = mostOf(chosen);
  const counts = Array.from({ length: most + 1 }, (_, n) => ({ value: String(n), label: String(n) }));

  return (
    <Stack gap="sm">
      <Text size="sm">{t`Choose a category and how many seats: we find the best free seats next to each other.`}</Text>
      <SelectField
        label={t`Category and price`}
        value={chosen?.value ?? ''}
        data={[{ value: '', label: t`Choose…` }, ...options.map(({ value, label }) => ({ value, label }))]}
        onChange={(value) => {
          const next = value ? Number(value) : null;
          onChange(next, Math.min(Math.max(1, quantity), mostOf(optionOf(next))));
        }}
      />
      <SelectField
        label={t`Number of seats`}
        value={String(Math.min(quantity, most))}
        data={counts}
        disabled={!chosen}
        onChange={(value) => onChange(priceId, Number(value))}
      />
    </Stack>
  );
}
