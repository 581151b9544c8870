/** Answers of the authentication calls (calls.md 7.3) beyond the login response of `schemas/auth.ts`. */
import * as v from 'valibot';
import { LoginResponse } from '../schemas/auth.ts';
import { Id } from '../schemas/common.ts';

/**
 * `POST user/register`: the new seeker's id (a missing one is the register error of calls.md 8), and,
 * since registering signs in at once (decision 0006), the access token and obfuscated id.
 */
export const RegisterAnswer = v.object({
  seekerId: v.optional(v.nullable(Id)),
  token: v.optional(v.nullable(v.string())),
  obfuscatedUserId: v.optional(v.string()),
});
export type RegisterAnswer = v.InferOutput<typeof RegisterAnswer>;

/** `GET auth/refresh`: a new access token. */
export const RefreshAnswer = v.object({ token: v.string() });

/** `POST user/resend-policy-email`: the policy is on its way (a seeker without a profile is a 404). */
export const ResendPolicyEmailAnswer = v.object({ emailSent: v.literal(true) });

/** `GET exists?email=`. */
export const EmailExistsAnswer = v.object({ exists: v.boolean() });

/** `POST consent`: falls back to the answer's `message` on failure. */
export const ConsentAnswer = v.object({ message: v.optional(v.string()) });

/** `GET auth/validate`: whether an emailed link (verify-email, reset-password) is still good. */
export const ValidateAnswer = v.object({
  valid: v.boolean(),
  type: v.picklist(['verify-email', 'reset-password']),
});

/**
 * `POST getauth`: the auth details behind the bearer (product.md section 3's auth state); a caller
 * without a valid bearer is a 401, so it is always signed in. `statusType` is 1 for an active account,
 * 2 for any other.
 */
export const GetAuthAnswer = v.object({
  isLoggedIn: v.literal(true),
  statusType: v.picklist([1, 2]),
  userId: Id,
  obfuscatedUserId: v.string(),
});

/** `POST cookiepolicy`: the acceptance is recorded (on the account too when signed in). */
export const CookiePolicyAnswer = v.object({
  accepted: v.literal(true),
  uniqueIdentifier: v.string(),
});

/**
 * `POST twoFactorAuth/verify-two-fa`: with an `activationToken` it finishes a two-factor login (a login
 * answer, with the token); signed in, it turns two-factor authentication on.
 */
export const TwoFaVerifyAnswer = v.union([
  LoginResponse,
  v.object({ message: v.string(), twoFactorAuth: v.literal(true) }),
]);
export type TwoFaVerifyAnswer = v.InferOutput<typeof TwoFaVerifyAnswer>;
