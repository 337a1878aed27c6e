import { useId, type ReactNode } from 'react';
import classes from './controls.module.css';

// The picker's form controls as the browser's own elements, styled with the theme's variables: Mantine's
// SegmentedControl, NativeSelect and Checkbox are kept out of the seated page's first load (docs/seating.md).

interface SegmentsProps<T extends string> {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange(value: T): void;
}

/** One of a few choices, drawn as joined segments: radios under their labels, so arrows and taps work as usual. */
export function Segments<T extends string>({ label, value, data, onChange }: SegmentsProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.segments}>
      {data.map((item) => (
        <span key={item.value} className={classes.segment}>
          <input
            type="radio"
            id={`${id}-${item.value}`}
            name={id}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
            className={classes.segmentInput}
          />
          <label htmlFor={`${id}-${item.value}`} className={classes.segmentLabel}>
            {item.label}
          </label>
        </span>
      ))}
    </div>
  );
}

interface SelectFieldProps {
  /** Shown above the select; without it, `aria-label` names it. */
  label?: string;
  'aria-label'?: string;
  value: string;
  data: { value: string; label: string }[];
  disabled?: boolean;
  size?: 'xs' | 'sm';
  onChange(value: string): void;
}

/** A labelled native select. */
export function SelectField({ label, value, data, disabled, size = 'sm', onChange, ...rest }: SelectFieldProps) {
  const id = useId();
  const select = (
    <select
      id={id}
      aria-label={label ? undefined : rest['aria-label']}
      className={size === 'xs' ? `${classes.select} ${classes.small}` : classes.select}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {data.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!label) return select;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {select}
    </div>
  );
}

interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(): void;
}

/** A native check box with its label. */
export function CheckField({ label, checked, disabled, onChange }: CheckFieldProps) {
  return (
    <label className={disabled ? `${classes.check} ${classes.disabled}` : classes.check}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onChange} className={classes.checkInput} />
      <span>{label}</span>
    </label>
  );
}
