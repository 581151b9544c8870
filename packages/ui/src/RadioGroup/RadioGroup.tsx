import { type ReactNode, useId } from 'react';
import { cx } from '../utils/cx.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  direction?: 'column' | 'row';
  error?: ReactNode;
}

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  direction = 'column',
  error,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.options, direction === 'row' && styles.inline)}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={o.value}
              disabled={o.disabled}
              {...(value !== undefined ? { checked: value === o.value } : {})}
              {...(defaultValue !== undefined ? { defaultChecked: defaultValue === o.value } : {})}
              onChange={() => onChange?.(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
