import { NumberInput, type NumberInputProps } from '@mantine/core';

interface PercentInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'suffix' | 'decimalScale' | 'min' | 'max'> {
  /** A percent from 0 to 100, or null while empty. */
  value: number | null;
  onChange: (percent: number | null) => void;
}

/** A percent from 0 to 100 with up to three decimals, shown with a "%" after it. */
export function PercentInput({ value, onChange, ...props }: PercentInputProps) {
  return (
    <NumberInput
      suffix=" %"
      decimalScale={3}
      min={0}
      max={100}
      allowNegative={false}
      {...props}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}
