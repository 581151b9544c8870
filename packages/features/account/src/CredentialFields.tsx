import { TextField } from '@jobsite/ui/TextField';

/** The email and password a seeker signs in with (logging in, reactivating an account). */
export function CredentialFields({ email }: { email?: string | undefined }) {
  return (
    <>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email ?? ''}
      />
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
