import { Button } from '@jobsite/ui/Button';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { Form } from 'react-router';
import type { Intent } from '../actions.ts';
import * as styles from '../routes/settings.css.ts';
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

/**
 * A form that asks for a 6-digit code (phone verification, two-factor set-up, email change): one
 * numeric field that browsers may fill from a message, its error, and the submit button; with
 * `resend`, a "Send a new code" form after it.
 */
export function CodeForm({
  intent,
  form,
  name,
  label,
  hint,
  submit,
  value,
  error,
  formError,
  busy,
  resend,
}: {
  intent: Intent;
  /** The form's id prefix (see `controlId`). */
  form: string;
  name: 'code' | 'otp';
  label: string;
  hint?: string;
  submit: string;
  value: string;
  error: string | undefined;
  formError: string | undefined;
  busy: boolean;
  /** The intent that sends a new code, and whether it is under way. */
  resend?: { intent: Intent; busy: boolean };
}) {
  const codeForm = (
    <Form method="post" preventScrollReset>
      <IntentInput intent={intent} />
      <Stack space="md">
        <FormAlert form={form} message={formError} />
        <div className={styles.fields}>
          <TextField
            id={controlId(form, name)}
            label={label}
            name={name}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...(hint ? { hint } : {})}
            maxLength={6}
            required
            defaultValue={value}
            error={error}
          />
        </div>
        <div>
          <Button type="submit" loading={busy}>
            {submit}
          </Button>
        </div>
      </Stack>
    </Form>
  );
  if (!resend) return codeForm;
  return (
    <>
      {codeForm}
      <Form method="post" preventScrollReset>
        <IntentInput intent={resend.intent} />
        <Button type="submit" variant="ghost" size="sm" loading={resend.busy}>
          Send a new code
        </Button>
      </Form>
    </>
  );
}
