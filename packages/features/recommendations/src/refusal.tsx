/**
 * A refused form of these pages (asking for a recommendation, writing one): after a refusal, focus
 * moves to the field it names, else to the form's own message; each field keeps what was typed and
 * shows its refusal. A form's controls are `{form}-{name}`, its message `{form}-error`.
 */
import { Text } from '@jobsite/ui/Text';
import { useEffect } from 'react';

export interface Refusal {
  error: string;
  /** The field it names, if any. */
  field?: string | undefined;
  /** What the form sent. */
  values?: Record<string, string> | undefined;
}

/** Moves focus after a refusal, and answers each field's binding: its name, id, value and refusal. */
export function useRefusal(form: string, failed: Refusal | undefined) {
  useEffect(() => {
    if (failed) document.getElementById(failed.field ? `${form}-${failed.field}` : `${form}-error`)?.focus();
  }, [form, failed]);
  return (name: string, initial = '') => ({
    name,
    id: `${form}-${name}`,
    defaultValue: failed?.values?.[name] ?? initial,
    error: failed?.field === name ? failed.error : undefined,
  });
}

/** The refusal that names no field, above the form's fields. */
export function RefusalMessage({ form, failed }: { form: string; failed: Refusal | undefined }) {
  if (!failed || failed.field) return null;
  return (
    <Text tone="critical" role="alert" id={`${form}-error`} tabIndex={-1}>
      {failed.error}
    </Text>
  );
}
