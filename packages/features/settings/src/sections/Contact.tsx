import { RouterLink } from '@jobsite/shell/link';
import { Badge } from '@jobsite/ui/Badge';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import * as styles from '../routes/settings.css.ts';
import { controlId, useFocusAfter, useIntentResult } from '../useResult.ts';
import { CodeForm, CurrentPasswordField, IntentButton, IntentForm, SettingsCard } from './parts.tsx';

const OTP_FIELDS = ['otp'] as const;
const CODE_FIELDS = ['code'] as const;
const CHANGE_FIELDS = ['email', 'password'] as const;
const PHONE_INTENTS = ['phone-send', 'phone-verify'] as const;
const CHANGE_INTENTS = ['email-change'] as const;
/** The request itself too: once it is sent, focus moves to the code it asks for. */
const PENDING_INTENTS = [
  'email-change',
  'email-change-verify',
  'email-change-resend',
  'email-change-cancel',
] as const;

export interface ContactDetails {
  email: string;
  phone: string | null;
  verifiedEmail: boolean;
  verifiedNumber: boolean;
}

function Verified({ verified }: { verified: boolean }) {
  return <Badge tone={verified ? 'positive' : 'caution'}>{verified ? 'Verified' : 'Not verified'}</Badge>;
}

function EmailAddress({ contact }: { contact: ContactDetails }) {
  const { busy } = useIntentResult(['email-verify-resend']);
  return (
    <SettingsCard id="email" title="Email address">
      <div className={styles.status}>
        <Text weight="strong">{contact.email}</Text>
        <Verified verified={contact.verifiedEmail} />
      </div>
      {!contact.verifiedEmail && (
        <IntentButton
          intent="email-verify-resend"
          busy={busy('email-verify-resend')}
          variant="secondary"
          note="We sent a link to this address when you registered. Open it to verify the address, or ask for a new one."
        >
          Send the verification email again
        </IntentButton>
      )}
    </SettingsCard>
  );
}

function Phone({ contact }: { contact: ContactDetails }) {
  const { result, busy } = useIntentResult(PHONE_INTENTS);
  const errors = result?.errors ?? {};
  useFocusAfter(result, 'phone', OTP_FIELDS, 'otp');
  const codeStep = !contact.verifiedNumber && result?.step === 'code';
  return (
    <SettingsCard id="phone" title="Mobile number">
      {contact.phone === null || contact.phone === '' ? (
        <Text>
          You have not added a mobile number yet.{' '}
          <Link href="/registration/addPersonalDetails" as={RouterLink}>
            Add it to your personal details
          </Link>{' '}
          and come back here to verify it.
        </Text>
      ) : (
        <>
          <div className={styles.status}>
            <Text weight="strong">{contact.phone}</Text>
            <Verified verified={contact.verifiedNumber} />
          </div>
          {!contact.verifiedNumber &&
            (codeStep ? (
              <CodeForm
                intent="phone-verify"
                form="phone"
                name="otp"
                label="6-digit code"
                hint="We sent it to you a moment ago. It is valid for 10 minutes."
                submit="Verify my number"
                values={result?.values}
                errors={errors}
                busy={busy('phone-verify')}
                resend={{ intent: 'phone-send', busy: busy('phone-send') }}
              />
            ) : (
              <IntentButton
                intent="phone-send"
                busy={busy('phone-send')}
                variant="secondary"
                note="Recruiters trust a verified number. We send you a 6-digit code to confirm it is yours."
              >
                Send me a code
              </IntentButton>
            ))}
        </>
      )}
    </SettingsCard>
  );
}

/** Asking for a new address: the code goes there (decision 0007, status `requested`). */
function RequestEmailChange() {
  const { result, busy } = useIntentResult(CHANGE_INTENTS);
  const errors = result?.errors ?? {};
  useFocusAfter(result, 'email-change', CHANGE_FIELDS);
  const id = (name: string) => controlId('email-change', name);
  return (
    <IntentForm
      intent="email-change"
      form="email-change"
      message={errors.form}
      intro={
        <Text size="sm" tone="muted">
          We send a code to the new address; your email changes once you enter it here.
        </Text>
      }
      submit="Send a code to the new address"
      busy={busy('email-change')}
    >
      <TextField
        id={id('email')}
        label="New email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={result?.values?.email ?? ''}
        error={errors.email}
      />
      <CurrentPasswordField
        form="email-change"
        name="password"
        label="Your password"
        hint="To confirm that it is you."
        error={errors.password}
      />
    </IntentForm>
  );
}

/** An open email change: the code from the new address, a new code, or cancel. */
function PendingEmailChange({ requestedOn }: { requestedOn: string }) {
  const { result, busy } = useIntentResult(PENDING_INTENTS);
  const errors = result?.intent === 'email-change' ? {} : (result?.errors ?? {});
  const email = result?.intent === 'email-change' ? result.email : undefined;
  useFocusAfter(result, 'email-pending', CODE_FIELDS, 'code');
  return (
    <Stack space="md">
      <Text>
        You asked on {requestedOn} to change your email address{email ? ` to ${email}` : ''}. Enter the
        6-digit code we sent to the new address; it is valid for 48 hours.
      </Text>
      <CodeForm
        intent="email-change-verify"
        form="email-pending"
        name="code"
        label="Code from the new address"
        submit="Confirm the new address"
        values={result?.values}
        errors={errors}
        busy={busy('email-change-verify')}
      />
      <div className={styles.actions}>
        <IntentButton
          intent="email-change-resend"
          busy={busy('email-change-resend')}
          variant="secondary"
          size="sm"
        >
          Send the code again
        </IntentButton>
        <IntentButton
          intent="email-change-cancel"
          busy={busy('email-change-cancel')}
          variant="ghost"
          size="sm"
        >
          Cancel the change
        </IntentButton>
      </div>
    </Stack>
  );
}

function ChangeEmail({ requestedOn }: { requestedOn: string | null }) {
  return (
    <SettingsCard id="change-email" title="Change your email address">
      {requestedOn ? <PendingEmailChange requestedOn={requestedOn} /> : <RequestEmailChange />}
    </SettingsCard>
  );
}

export function ContactSection({
  contact,
  emailChangeRequestedOn,
}: {
  contact: ContactDetails;
  emailChangeRequestedOn: string | null;
}) {
  return (
    <Stack space="lg">
      <EmailAddress contact={contact} />
      <Phone contact={contact} />
      <ChangeEmail requestedOn={emailChangeRequestedOn} />
    </Stack>
  );
}
