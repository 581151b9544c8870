import { RouterLink } from '@jobsite/shell/link';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';

/** The seeker's email address, as they typed it last. */
export function EmailField({ email }: { email?: string | undefined }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={email ?? ''}
    />
  );
}

/** The email and password a seeker signs in with (logging in, reactivating an account). */
export function CredentialFields({ email }: { email?: string | undefined }) {
  return (
    <>
      <EmailField email={email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
    </>
  );
}

/** The 6-digit code a seeker was emailed (two-factor log in, reactivating an account). */
export function EmailedCodeField({ autoFocus = true }: { autoFocus?: boolean }) {
  return (
    <TextField
      label="6-digit code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      required
      autoFocus={autoFocus}
    />
  );
}

/** The way to a new password, under a form that asks for the current one. */
export function ForgotPasswordLink() {
  return (
    <Text size="sm">
      <Link href="/forgot" as={RouterLink}>
        Forgot your password?
      </Link>
    </Text>
  );
}
