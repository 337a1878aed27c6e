import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../shared/format';
import { CheckField, SelectField } from './controls';
import { freeInRow, isChoosable, type SeatPlan } from './seat-plan';
import classes from './SeatPicker.module.css';

interface SeatListsProps {
  plan: SeatPlan;
  currency: string;
  chosen: Set<string>;
  onToggle(seatId: string): void;
  /** Says something in the picker's live region. */
  announce(text: string): void;
}

/**
 * The plan without pointer or sight: a section, then a row (or table), then its seats as checkboxes, each named
 * with its category, price and accessibility; the live region says how many seats the row has free.
 */
export function SeatLists({ plan, currency, chosen, onToggle, announce }: SeatListsProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const [sectionId, setSectionId] = useState(plan.sections[0]?.id ?? '');
  const section = plan.sections.find((candidate) => candidate.id === sectionId) ?? plan.sections[0];
  const [rowId, setRowId] = useState(section?.rows[0]?.id ?? '');
  const row = section?.rows.find((candidate) => candidate.id === rowId) ?? section?.rows[0];
  if (!section || !row) return null;

  const rowName = (candidate: typeof row) => {
    const name = candidate.label;
    return candidate.table ? t`Table ${name}` : t`Row ${name}`;
  };
  const sayRow = (candidate: typeof row) => {
    const name = rowName(candidate);
    const free = freeInRow(plan, candidate);
    const total = candidate.seats.length;
    announce(t`${name}: ${free} of ${total} seats free.`);
  };

  const rowTitle = rowName(row);
  return (
    <Stack gap="sm">
      <SelectField
        label={t`Section`}
        value={section.id}
        data={plan.sections.map((candidate) => {
          const label = candidate.label || t`Seats`;
          const free = candidate.rows.reduce((sum, each) => sum + freeInRow(plan, each), 0);
          return { value: candidate.id, label: t`${label} (${free} free)` };
        })}
        onChange={(value) => {
          const next = plan.sections.find((candidate) => candidate.id === value);
          setSectionId(value);
          if (next?.rows[0]) {
            setRowId(next.rows[0].id);
            sayRow(next.rows[0]);
          }
        }}
      />
      <SelectField
        label={t`Row or table`}
        value={row.id}
        data={section.rows.map((candidate) => {
          const name = rowName(candidate);
          const free = freeInRow(plan, candidate);
          return { value: candidate.id, label: t`${name} (${free} free)` };
        })}
        onChange={(value) => {
          const next = section.rows.find((candidate) => candidate.id === value);
          setRowId(value);
          if (next) sayRow(next);
        }}
      />
      <Stack component="fieldset" gap={6} className={classes.fieldset}>
        <Text component="legend" fw={600} size="sm">
          {t`Seats of ${rowTitle}`}
        </Text>
        {row.seats.map((seat) => {
          const category = plan.categories.get(seat.category);
          const cheapest = category?.prices[0];
          const free = isChoosable(plan, seat.id);
          const label = seat.label;
          const parts = [t`Seat ${label}`, category?.name ?? ''];
          if (cheapest) parts.push(money(cheapest.price.display_price, currency));
          if (seat.accessible === 'WHEELCHAIR') parts.push(t`wheelchair space`);
          if (seat.accessible === 'COMPANION') parts.push(t`companion seat`);
          if (!free && !chosen.has(seat.id)) parts.push(t`taken`);
          return (
            <CheckField
              key={seat.id}
              label={parts.filter(Boolean).join(' · ')}
              checked={chosen.has(seat.id)}
              disabled={!free && !chosen.has(seat.id)}
              onChange={() => onToggle(seat.id)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
