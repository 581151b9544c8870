import { type ReactNode, type TextareaHTMLAttributes, useState } from 'react';
import { control } from '../Field/Field.css.ts';
import { controlAttributes, Field } from '../Field/Field.tsx';
import { cx } from '../utils/cx.ts';
import { useFieldId } from '../utils/useId.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled multi-line input; shows a character count when `maxLength` is set. */
export function TextArea({
  label,
  id,
  hint,
  error,
  required,
  maxLength,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const fieldId = useFieldId(id);
  const [length, setLength] = useState(String(props.value ?? props.defaultValue ?? '').length);
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} required={required ?? false}>
      <textarea
        {...props}
        {...controlAttributes(fieldId, { hint, error, required })}
        maxLength={maxLength}
        className={cx(control, styles.textarea, className)}
        onChange={(e) => {
          setLength(e.target.value.length);
          onChange?.(e);
        }}
      />
      {maxLength !== undefined && (
        <p className={styles.counter} aria-live="polite">
          {length}/{maxLength}
        </p>
      )}
    </Field>
  );
}
