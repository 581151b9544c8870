import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { control } from '../Field/Field.css.ts';
import { controlAttributes, Field } from '../Field/Field.tsx';
import { cx } from '../utils/cx.ts';
import { useFieldId } from '../utils/useId.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: SelectOption[];
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty option such as "Choose...". */
  placeholder?: string;
}

/** A labelled native select (native for the best keyboard and mobile behaviour). */
export function Select({
  label,
  options,
  id,
  hint,
  error,
  placeholder,
  required,
  className,
  ...props
}: SelectProps) {
  const fieldId = useFieldId(id);
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} required={required ?? false}>
      <div className={styles.wrap}>
        <select
          {...props}
          {...controlAttributes(fieldId, { hint, error, required })}
          className={cx(control, styles.select, className)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
      </div>
    </Field>
  );
}
