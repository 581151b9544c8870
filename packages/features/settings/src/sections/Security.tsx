import { NewPasswordField } from '@jobsite/shell/password-field';
import { Badge } from '@jobsite/ui/Badge';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Dialog } from '@jobsite/ui/Dialog';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextArea } from '@jobsite/ui/TextArea';
import { TextField } from '@jobsite/ui/TextField';
import { useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import * as styles from '../routes/settings.css.ts';
import { controlId, useFocusAfter, useIntentResult } from '../useResult.ts';
import { CardIntro, CodeForm, CurrentPasswordField, IntentButton, IntentForm } from './parts.tsx';

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirm'] as const;
const CODE_FIELDS = ['code'] as const;
const DEACTIVATE_FIELDS = ['password', 'reason'] as const;
const TWO_FACTOR_INTENTS = ['twofa-start', 'twofa-resend', 'twofa-verify', 'twofa-off'] as const;

/** Current, new and repeated password; refusals by field, the form emptied once it is saved. */
function ChangePassword() {
  const { result, busy } = useIntentResult(['password']);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? {};
  useFocusAfter(result, 'password', PASSWORD_FIELDS);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const id = (name: string) => controlId('password', name);
  return (
    <Card as="section" aria-labelledby="settings-password-heading">
      <IntentForm
        intent="password"
        form="password"
        message={errors.form}
        formRef={formRef}
        intro={
          <CardIntro id="password" title="Change your password">
            Once it is changed, you stay logged in here and every other device is logged out.
          </CardIntro>
        }
        submit="Change password"
        busy={busy('password')}
      >
        <CurrentPasswordField
          form="password"
          name="oldPassword"
          label="Current password"
          error={errors.oldPassword}
        />
        <NewPasswordField
          id={id('newPassword')}
          label="New password"
          name="newPassword"
          error={errors.newPassword}
        />
        <TextField
          id={id('confirm')}
          label="Repeat the new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
      </IntentForm>
    </Card>
  );
}

/** Two-factor authentication: on with an emailed code (the code step), or off. */
function TwoFactor({ on }: { on: boolean }) {
  const { result, busy } = useIntentResult(TWO_FACTOR_INTENTS);
  const codeStep = !on && result?.step === 'code';
  const errors = result?.errors ?? {};
  useFocusAfter(result, 'twofa', CODE_FIELDS, 'code');
  return (
    <Card as="section" aria-labelledby="settings-twofa-heading">
      <Stack space="md">
        <Stack space="xs">
          <div className={styles.status}>
            <Heading level={3} size={4} id="settings-twofa-heading">
              Two-factor authentication
            </Heading>
            <Badge tone={on ? 'positive' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
          </div>
          <Text size="sm" tone="muted">
            {on
              ? 'Each time you log in, we email you a 6-digit code to enter after your password.'
              : 'Add a second step to your login: a 6-digit code we email you each time you log in.'}
          </Text>
        </Stack>
        {on ? (
          <IntentButton intent="twofa-off" busy={busy('twofa-off')} variant="secondary">
            Turn off two-factor authentication
          </IntentButton>
        ) : codeStep ? (
          <CodeForm
            intent="twofa-verify"
            form="twofa"
            name="code"
            label="6-digit code"
            hint="We emailed it to you. It is valid for 10 minutes."
            submit="Turn on two-factor authentication"
            values={result?.values}
            errors={errors}
            busy={busy('twofa-verify')}
            resend={{ intent: 'twofa-resend', busy: busy('twofa-resend') }}
          />
        ) : (
          <IntentButton intent="twofa-start" busy={busy('twofa-start')}>
            Set up two-factor authentication
          </IntentButton>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Deactivation: the password (and an optional reason) in the page, then a confirmation dialog before
 * anything happens. Without JavaScript the form posts at once: the password is the confirmation.
 */
function Deactivate() {
  const { result, busy } = useIntentResult(['deactivate']);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const errors = result?.errors ?? {};
  useFocusAfter(result, 'deactivate', DEACTIVATE_FIELDS);
  const id = (name: string) => controlId('deactivate', name);
  return (
    <Card as="section" aria-labelledby="settings-deactivate-heading">
      <IntentForm
        intent="deactivate"
        form="deactivate"
        message={errors.form}
        formRef={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
        intro={
          <CardIntro id="deactivate" title="Deactivate your account">
            Recruiters stop seeing your profile and you are logged out everywhere. To come back, log in again:
            we email you a code that reactivates your account.
          </CardIntro>
        }
        submit="Deactivate account"
        variant="critical"
        busy={busy('deactivate')}
      >
        <CurrentPasswordField
          form="deactivate"
          name="password"
          label="Your password"
          error={errors.password}
        />
        <TextArea
          id={id('reason')}
          label="Why are you leaving? (optional)"
          name="reason"
          rows={3}
          maxLength={500}
          defaultValue={result?.values?.reason ?? ''}
          error={errors.reason}
        />
      </IntentForm>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Deactivate your account?"
        footer={
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
            <Button
              type="button"
              variant="critical"
              onClick={() => {
                setConfirming(false);
                if (formRef.current) submit(formRef.current, { method: 'post', preventScrollReset: true });
              }}
            >
              Yes, deactivate
            </Button>
          </div>
        }
      >
        <Text>
          Recruiters will no longer see your profile, and you will be logged out. You can reactivate your
          account by logging in again.
        </Text>
      </Dialog>
    </Card>
  );
}

export function SecuritySection({ twoFactorAuth }: { twoFactorAuth: boolean }) {
  return (
    <Stack space="lg">
      <ChangePassword />
      <TwoFactor on={twoFactorAuth} />
      <Deactivate />
    </Stack>
  );
}
