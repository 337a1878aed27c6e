import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { currencyFractionDigits, currencySymbol, decimalSeparator, toMajorUnits, toMinorUnits } from './money';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'prefix' | 'suffix'> {
  currency: string;
  /** Minor units, or null while empty. */
  value?: number | null;
  onChange: (minorUnits: number | null) => void;
}

function toText(minor: number | null, currency: string): number | string {
  return minor === null ? '' : toMajorUnits(minor, currency);
}

/** An amount typed in major units ("25.00") and handed on in minor units (2500). */
export function MoneyInput({ currency, value = null, onChange, ...props }: MoneyInputProps) {
  const { i18n } = useLingui();
  const digits = currencyFractionDigits(currency);
  const [text, setText] = useState<number | string>(() => toText(value, currency));
  const [shown, setShown] = useState<number | null>(value);

  // A value set from outside (a reset, another tier) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setText(toText(value, currency));
  }

  const change = (next: number | string) => {
    setText(next);
    const major = typeof next === 'number' ? next : Number.parseFloat(next.replace(',', '.'));
    const minor = Number.isFinite(major) ? toMinorUnits(major, currency) : null;
    setShown(minor);
    onChange(minor);
  };

  return (
    <NumberInput
      {...props}
      value={text}
      onChange={change}
      decimalScale={digits}
      fixedDecimalScale={digits > 0}
      allowDecimal={digits > 0}
      decimalSeparator={decimalSeparator(i18n.locale)}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      leftSection={<span aria-hidden="true">{currencySymbol(currency, i18n.locale)}</span>}
      leftSectionPointerEvents="none"
    />
  );
}
