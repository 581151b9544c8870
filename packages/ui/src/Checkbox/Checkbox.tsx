import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldId } from '../utils/useId.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  description?: ReactNode;
  id?: string;
}

/** A native checkbox wrapped in its label (the whole row is the target). */
export function Checkbox({ label, description, id, ...props }: CheckboxProps) {
  const fieldId = useFieldId(id);
  return (
    <label className={styles.root} htmlFor={fieldId}>
      <input
        {...props}
        id={fieldId}
        type="checkbox"
        className={styles.input}
        aria-describedby={description ? `${fieldId}-desc` : undefined}
      />
      <span className={styles.text}>
        {label}
        {description && (
          <span id={`${fieldId}-desc`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
