import { Text } from '@jobsite/ui/Text';
import type { Intent } from '../actions.ts';
import { controlId } from '../useResult.ts';

/** The intent a form posts. */
export function IntentInput({ intent }: { intent: Intent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/**
 * A refusal that belongs to no field, above the form: announced, and focusable so that focus can
 * move to it after the answer.
 */
export function FormAlert({ form, message }: { form: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text id={controlId(form, 'form')} tabIndex={-1} tone="critical" role="alert">
      {message}
    </Text>
  );
}
