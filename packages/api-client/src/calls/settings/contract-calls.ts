/**
 * The settings calls that are their contract and nothing more (calls.md 7.5; decision 0083): each is
 * built from its entry in the domain's registry, which names its method, path, input schemas and answer.
 * A call with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/** `GET settings` (calls.md 7.5): the settings flags. */
export const settings = defineCall('GET settings');

/** `GET settings/blocked-companies` (calls.md 7.5): the companies the seeker blocked, with their names. */
export const blockedCompanies = defineCall('GET settings/blocked-companies');

/** `GET settings/email` (calls.md 7.5, ext/user): the email preferences. */
export const emailSettings = defineCall('GET settings/email');

/**
 * `POST change_email` (calls.md 7.5): asks to change the email to `email`, confirmed with the current
 * `password`; a code goes to the new address (status `requested`, decision 0007).
 */
export const changeEmail = defineCall('POST change_email');

/** `POST verify_email` (calls.md 7.5): confirms the open email change with the mailed 6-digit `code`. */
export const verifyEmail = defineCall('POST verify_email');

/** `POST cancel_email_change` (calls.md 7.5): cancels the open email change (status `cancelled`). */
export const cancelEmailChange = defineCall('POST cancel_email_change');

/**
 * `POST resend_email_verification` (calls.md 7.5): a new code for the open email change (it stays
 * `requested`); without one, the address verification mail again.
 */
export const resendEmailVerification = defineCall('POST resend_email_verification');

/** `POST resend_verification_email` (calls.md 7.5): mails the address-verification link again. */
export const resendVerificationEmail = defineCall('POST resend_verification_email');

/**
 * `POST verify/{type}` (calls.md 7.5): `email` mails the verification link again; `phone` without `otp`
 * sends a code, with `otp` verifies the number. Extra headers go through the call options.
 */
export const verifyContact = defineCall('POST verify/{type}');

/** `POST twoFactorAuth/twoFaEnableCode` (calls.md 7.5): requests the code that enables two-factor authentication. */
export const twoFaEnableCode = defineCall('POST twoFactorAuth/twoFaEnableCode');

/** `POST twoFactorAuth/send-otp` (calls.md 7.5): sends a two-factor one-time code again. */
export const twoFaSendOtp = defineCall('POST twoFactorAuth/send-otp');

/** `POST twoFactorAuth/disableTwoAuth` (calls.md 7.5): turns two-factor authentication off. */
export const twoFaDisable = defineCall('POST twoFactorAuth/disableTwoAuth');
