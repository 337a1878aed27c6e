import { useState, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the separator (0: whole numbers only). */
  decimals?: number;
  decimalSeparator?: string;
  /** Always shows `decimals` digits once the field is left ("5.00"). */
  fixedDecimals?: boolean;
}

function format(value: number, decimals: number, separator: string, fixed: boolean): string {
  const text = fixed ? value.toFixed(decimals) : String(Number(value.toFixed(decimals)));
  return separator === '.' ? text : text.replace('.', separator);
}

/**
 * A number typed in a plain text field, for the buyer pages (Mantine's NumberInput and its number-format library
 * weigh more than the whole ticket list): digits and one decimal separator, kept between min and max, and the
 * arrow keys step the value as in a number field.
 */
export function NumberField({
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  decimals = 0,
  decimalSeparator = '.',
  fixedDecimals = false,
  onBlur,
  onKeyDown,
  ...props
}: NumberFieldProps) {
  const [text, setText] = useState(() => format(value, decimals, decimalSeparator, fixedDecimals));
  const clamp = (next: number) => Math.min(Math.max(next, min), max);
  const parse = (raw: string) => Number(raw.replace(decimalSeparator, '.'));

  // A value changed from outside (the plus and minus buttons) shows in the field in the same render, not an
  // effect later: what is read right after a press is the new number.
  const shape = `${value}|${decimals}|${decimalSeparator}|${fixedDecimals}`;
  const [shownShape, setShownShape] = useState(shape);
  if (shownShape !== shape) {
    setShownShape(shape);
    setText((current) => (current !== '' && parse(current) === value ? current : format(value, decimals, decimalSeparator, fixedDecimals)));
  }

  const allowed = new RegExp(decimals > 0 ? `^\\d*(\\${decimalSeparator}\\d{0,${decimals}})?$` : '^\\d*$');

  return (
    <TextInput
      {...props}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const raw = event.currentTarget.value.replace(decimalSeparator === '.' ? ',' : '.', decimalSeparator);
        if (!allowed.test(raw)) return;
        if (raw === '' || raw === decimalSeparator) {
          setText(raw);
          return;
        }
        const next = parse(raw);
        if (next > max) {
          setText(format(max, decimals, decimalSeparator, false));
          onChange(max);
          return;
        }
        setText(raw);
        onChange(next);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const next = clamp((Number.isFinite(parse(text)) ? parse(text) : min) + (event.key === 'ArrowUp' ? step : -step));
        setText(format(next, decimals, decimalSeparator, fixedDecimals));
        onChange(next);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        const next = clamp(Number.isFinite(parse(text)) && text !== '' ? parse(text) : min);
        setText(format(next, decimals, decimalSeparator, fixedDecimals));
        if (next !== value) onChange(next);
      }}
    />
  );
}
