import { ActionIcon, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMinus, IconPlus } from '../../../../platform/ui/icons';
import { NumberField } from '../../shared/NumberField';

interface QuantityStepperProps {
  className?: string;
  /** What is counted, for the labels of the input and buttons. */
  name: string;
  value: number;
  max: number;
  onChange(value: number): void;
  onIncrease(): void;
  onDecrease(): void;
}

/** Minus, a number field (arrow keys step it) and plus; every part is reachable by keyboard and labelled. */
export function QuantityStepper({ className, name, value, max, onChange, onIncrease, onDecrease }: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <Group gap={6} wrap="nowrap" className={className}>
      <ActionIcon variant="default" size="lg" onClick={onDecrease} disabled={value <= 0} aria-label={t`One fewer ${name}`}>
        <IconMinus />
      </ActionIcon>
      <NumberField
        aria-label={t`Quantity of ${name}`}
        value={value}
        min={0}
        max={Math.max(value, max)}
        w={60}
        styles={{ input: { textAlign: 'center' } }}
        onChange={onChange}
      />
      <ActionIcon variant="default" size="lg" onClick={onIncrease} disabled={value >= max} aria-label={t`One more ${name}`}>
        <IconPlus />
      </ActionIcon>
    </Group>
  );
}
