import { Button, type ButtonProps } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Form } from 'react-router';
import type { Intent } from '../actions.ts';
import type { FieldErrors } from '../forms.ts';
import * as styles from '../routes/settings.css.ts';
import { controlId } from '../useResult.ts';

/** The intent a form posts. */
export function IntentInput({ intent }: { intent: Intent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** A form that is one button: it posts its intent. */
export function IntentButton({
  intent,
  busy,
  variant,
  size,
  note,
  children,
}: {
  intent: Intent;
  busy: boolean;
  /** What the button does, said above it. */
  note?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  children: ReactNode;
}) {
  const button = (
    <Button type="submit" {...(variant ? { variant } : {})} {...(size ? { size } : {})} loading={busy}>
      {children}
    </Button>
  );
  return (
    <Form method="post" preventScrollReset>
      <IntentInput intent={intent} />
      {note ? (
        <Stack space="sm">
          <Text size="sm" tone="muted">
            {note}
          </Text>
          <div>{button}</div>
        </Stack>
      ) : (
        button
      )}
    </Form>
  );
}

/** A card of a settings section: its heading (`settings-{id}-heading`), then what it holds. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={`settings-${id}-heading`}>
      <Stack space="md">
        <Heading level={3} size={4} id={`settings-${id}-heading`}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/** The heading of a settings card (`settings-{id}-heading`) and what the card is for, under it. */
export function CardIntro({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack space="xs">
      <Heading level={3} size={4} id={`settings-${id}-heading`}>
        {title}
      </Heading>
      <Text size="sm" tone="muted">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A refusal that belongs to no field, above the form: announced, and focusable so that focus can
 * move to it after the answer.
 */
function FormAlert({ form, message }: { form: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text id={controlId(form, 'form')} tabIndex={-1} tone="critical" role="alert">
      {message}
    </Text>
  );
}

/**
 * A settings form that posts its intent: what it is about (`intro`), the refusal that belongs to no
 * field, its fields, and the submit button.
 */
export function IntentForm({
  intent,
  form,
  message,
  intro,
  submit,
  busy,
  variant,
  formRef,
  onSubmit,
  children,
}: {
  intent: Intent;
  /** The form's id prefix (see `controlId`). */
  form: string;
  /** The refusal that belongs to no field. */
  message: string | undefined;
  intro?: ReactNode;
  submit: ReactNode;
  busy: boolean;
  variant?: ButtonProps['variant'];
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      preventScrollReset
      {...(formRef ? { ref: formRef } : {})}
      {...(onSubmit ? { onSubmit } : {})}
    >
      <IntentInput intent={intent} />
      <Stack space="md">
        {intro}
        <FormAlert form={form} message={message} />
        <div className={styles.fields}>{children}</div>
        <div>
          <Button type="submit" {...(variant ? { variant } : {})} loading={busy}>
            {submit}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** The person's current password, asked again to confirm that it is them. */
export function CurrentPasswordField({
  form,
  name,
  label,
  hint,
  error,
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
}) {
  return (
    <TextField
      id={controlId(form, name)}
      label={label}
      name={name}
      type="password"
      autoComplete="current-password"
      {...(hint ? { hint } : {})}
      required
      error={error}
    />
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
  values,
  errors,
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
  /** What the form last sent, and the refusals by field (`form` for the form's own). */
  values: Record<string, string> | undefined;
  errors: FieldErrors;
  busy: boolean;
  /** The intent that sends a new code, and whether it is under way. */
  resend?: { intent: Intent; busy: boolean };
}) {
  const codeForm = (
    <IntentForm intent={intent} form={form} message={errors.form} submit={submit} busy={busy}>
      <TextField
        id={controlId(form, name)}
        label={label}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...(hint ? { hint } : {})}
        maxLength={6}
        required
        defaultValue={values?.[name] ?? ''}
        error={errors[name]}
      />
    </IntentForm>
  );
  if (!resend) return codeForm;
  return (
    <>
      {codeForm}
      <IntentButton intent={resend.intent} busy={resend.busy} variant="ghost" size="sm">
        Send a new code
      </IntentButton>
    </>
  );
}
