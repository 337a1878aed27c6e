import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../shared/format';
import { freeSeats, type SeatPlan } from './seat-plan';
import { SeatMark, TAKEN_COLOR } from './seat-mark';
import classes from './SeatPicker.module.css';

function Swatch({
  accessible = null,
  color,
  state = 'free',
}: {
  accessible?: 'WHEELCHAIR' | 'COMPANION' | null;
  color: string;
  state?: string;
}) {
  return (
    <svg viewBox="-12 -12 24 24" width={16} height={16} className={classes.swatch} aria-hidden="true">
      <SeatMark seat={{ x: 0, y: 0, accessible }} r={9} color={color} state={state} />
    </svg>
  );
}

/** The categories with their colour, lowest price and free seats, and what the marks on the plan mean. */
export function Legend({ plan, currency }: { plan: SeatPlan; currency: string }) {
  const { t } = useLingui();
  const { money } = useFormat();
  // The accessibility marks the plan has.
  const marks = new Set(plan.seats.map((seat) => seat.accessible));
  return (
    <ul className={classes.legend} aria-label={t`Legend`}>
      {[...plan.categories.values()].map((category) => {
        const lowest = category.prices.reduce<number | null>(
          (low, { price }) => (low === null || price.display_price < low ? price.display_price : low),
          null,
        );
        const name = category.name;
        const free = freeSeats(plan, category.id);
        const from = lowest === null ? null : money(lowest, currency);
        return (
          <li key={category.id}>
            <Swatch color={category.color} />
            <span>{from === null ? t`${name}: not on sale` : t`${name}: from ${from} (${free} free)`}</span>
          </li>
        );
      })}
      <li>
        <Swatch color={TAKEN_COLOR} />
        <span>{t`Taken`}</span>
      </li>
      <li>
        <Swatch color="#868e96" state="chosen" />
        <span>{t`Your seat`}</span>
      </li>
      {marks.has('WHEELCHAIR') && (
        <li>
          <Swatch color="#868e96" accessible="WHEELCHAIR" />
          <span>{t`Wheelchair space`}</span>
        </li>
      )}
      {marks.has('COMPANION') && (
        <li>
          <Swatch color="#868e96" accessible="COMPANION" />
          <span>{t`Companion seat`}</span>
        </li>
      )}
    </ul>
  );
}
