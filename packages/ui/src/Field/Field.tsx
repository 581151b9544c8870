import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Field.css.ts';

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Ids of a field's hint and error, for `aria-describedby`. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * What a field's control takes from its field: its id, whether it is required, and whether it is invalid
 * and which hint and error describe it.
 */
export function controlAttributes(
  id: string,
  { hint, error, required }: { hint?: ReactNode; error?: ReactNode; required?: boolean | undefined },
) {
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
}

/** A label tied to its control, an optional hint and an error message. */
export function Field({ id, label, hint, error, required, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
