import { CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { PlanSeat } from '@stagedoor/contracts';
import { useFormat } from '../../shared/format';
import { SelectField } from './controls';
import type { SeatPlan, SeatPrice } from './seat-plan';
import classes from './SeatPicker.module.css';

interface SelectedSeatsProps {
  seats: { seat: PlanSeat; option: SeatPrice }[];
  plan: SeatPlan;
  currency: string;
  /** What the chosen seats cost in all, with their taxes and fees. */
  total: number;
  seatName(seat: PlanSeat): string;
  onPrice(seatId: string, priceId: number): void;
  onRemove(seatId: string): void;
}

/** The seats chosen, each with its price (another of its category's, when it has several) and a way to let it go. */
export function SelectedSeats({ seats, plan, currency, total, seatName, onPrice, onRemove }: SelectedSeatsProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const count = seats.length;
  const totalText = money(total, currency);
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        <Plural value={count} _0="No seats chosen yet" one="# seat chosen" other="# seats chosen" />
      </Title>
      {count > 0 && (
        <ul className={classes.chosen}>
          {seats.map(({ seat, option }) => {
            const name = seatName(seat);
            const category = plan.categories.get(seat.category);
            return (
              <li key={seat.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <Text size="xs">{category?.name}</Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {category && category.prices.length > 1 ? (
                      <SelectField
                        size="xs"
                        aria-label={t`Price for ${name}`}
                        value={String(option.price.id)}
                        data={category.prices.map(({ ticket, price }) => ({
                          value: String(price.id),
                          label: `${price.label ?? ticket.title}: ${money(price.display_price, currency)}`,
                        }))}
                        onChange={(value) => onPrice(seat.id, Number(value))}
                      />
                    ) : (
                      <Text size="sm">{money(option.price.display_price, currency)}</Text>
                    )}
                    <CloseButton aria-label={t`Remove ${name}`} onClick={() => onRemove(seat.id)} />
                  </Group>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      {count > 0 && (
        <Text size="sm" fw={600}>
          {t`Seats total: ${totalText}`}
        </Text>
      )}
    </Stack>
  );
}
