/**
 * Inputs of the authentication calls (calls.md 7.3) and the OTP and two-factor calls (7.5, 7.12).
 * Bodies arrive as form fields, so every value is a string here.
 */
import * as v from 'valibot';

const EMAIL_MAX = 254;

export const Email = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`),
  v.email('must be a valid email address'),
);

/** Length and commonness are checked by the server's password policy, which says what is wrong. */
const Password = v.pipe(
  v.string('must be text'),
  v.minLength(1, 'is required'),
  v.maxLength(1024, 'is too long'),
);

const SeekerIdText = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,10}$/, 'must be a seeker id'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'must be a seeker id'),
);

/** Text that must be given: trimmed, not empty, of at most `max` characters (`tooLong` says so). */
const RequiredText = (max: number, tooLong = 'is too long') =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(max, tooLong));

const Secret = RequiredText(200);

export const LoginBody = v.object({ email: Email, password: Password });

export const RegisterBody = v.object({
  name: RequiredText(100, 'must be at most 100 characters'),
  email: Email,
  password: Password,
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(\+?\d[\d\s-]{6,18}\d)?$/, 'must be a phone number of 8 to 15 digits'),
    ),
  ),
});

export const ForgotPasswordBody = v.object({ email: Email });

export const ResetPasswordBody = v.object({ seekerId: SeekerIdText, token: Secret, password: Password });

export const ValidateQuery = v.object({
  token: Secret,
  seekerId: SeekerIdText,
  type: v.picklist(['verify-email', 'reset-password'], "must be 'verify-email' or 'reset-password'"),
});

export const ExistsQuery = v.object({ email: Email });

export const CodeBody = v.object({
  activationToken: Secret,
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'must be the 6-digit code')),
});

export const CookiePolicyBody = v.object({
  uniqueIdentifier: RequiredText(100),
});

export const ConsentBody = v.object({
  body: RequiredText(2000),
});
