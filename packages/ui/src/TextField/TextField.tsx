import type { InputHTMLAttributes, ReactNode } from 'react';
import { control } from '../Field/Field.css.ts';
import { controlAttributes, Field } from '../Field/Field.tsx';
import { cx } from '../utils/cx.ts';
import { useFieldId } from '../utils/useId.ts';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled single-line input with hint and error. */
export function TextField({ label, id, hint, error, required, className, ...props }: TextFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} required={required ?? false}>
      <input
        {...props}
        {...controlAttributes(fieldId, { hint, error, required })}
        className={cx(control, styles.input, className)}
      />
    </Field>
  );
}
