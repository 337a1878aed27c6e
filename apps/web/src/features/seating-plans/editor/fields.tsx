import { useEffect, useState } from 'react';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeatingCategory } from '@stagedoor/contracts';

interface NumFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  decimals?: boolean;
  description?: string;
}

/**
 * A number the plan changes with as it is typed. The text being typed ("1.", "-") stays in the field until it is a
 * number; a value changed elsewhere (undo, a drag) shows at once.
 */
export function NumField({ label, value, onChange, min = -100_000, max = 100_000, step = 1, decimals = true, description }: NumFieldProps) {
  const [text, setText] = useState<number | string>(value);
  useEffect(() => {
    setText((current) => (Number(current) === value ? current : value));
  }, [value]);
  return (
    <NumberInput
      label={label}
      description={description}
      value={text}
      min={min}
      max={max}
      step={step}
      allowDecimal={decimals}
      clampBehavior="blur"
      size="xs"
      onChange={(next) => {
        setText(next);
        if (typeof next === 'number' && Number.isFinite(next)) onChange(Math.min(max, Math.max(min, next)));
      }}
    />
  );
}

export function TextField({
  label,
  value,
  onChange,
  maxLength = 64,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <TextInput label={label} value={value} maxLength={maxLength} size="xs" onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

/** A category of the plan; `none` adds a choice for "no category of its own". */
export function CategoryField({
  categories,
  value,
  onChange,
  none,
  label,
  placeholder,
}: {
  categories: SeatingCategory[];
  value: string | null;
  onChange: (value: string) => void;
  none?: string;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useLingui();
  const data = [
    ...(none ? [{ value: '', label: none }] : []),
    ...categories.map((category) => ({ value: category.id, label: category.name || category.id })),
  ];
  return (
    <Select
      label={label ?? t`Category`}
      data={data}
      value={value}
      placeholder={placeholder}
      allowDeselect={false}
      size="xs"
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => next !== null && onChange(next)}
    />
  );
}
