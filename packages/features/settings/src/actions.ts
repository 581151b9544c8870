/**
 * What each settings form does on the brand server (decision 0012: the browser never calls the API).
 * Every form posts an `intent`; its values are checked with the call's own schema first, and every
 * refusal comes back by field, with the values typed so far (never passwords).
 */
import type { ApiClient } from '@jobsite/api-client';
import {
  BlockedCompaniesBody,
  ChangeEmailBody,
  ChangePasswordBody,
  DeactivateBody,
  TwoFactorVerifyBody,
  VerifyContactBody,
  VerifyEmailChangeBody,
} from '@jobsite/domain/calls';
import { field } from '@jobsite/shell/site';
import { redirect } from 'react-router';
import { checkFlags, flagsFromForm } from './flags.ts';
import { API_FIELD_RULES, check, type FieldErrors, passwordChangeError, placeError } from './forms.ts';

const INTENTS = [
  'flags',
  'block',
  'unblock',
  'password',
  'twofa-start',
  'twofa-resend',
  'twofa-verify',
  'twofa-off',
  'deactivate',
  'email-verify-resend',
  'phone-send',
  'phone-verify',
  'email-change',
  'email-change-verify',
  'email-change-resend',
  'email-change-cancel',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface ActionResult {
  intent: Intent;
  ok: boolean;
  /** A toast: the server's message on success (calls.md section 8), or a failure of a form without fields. */
  toast?: { tone: 'positive' | 'critical'; message: string };
  /** Refusals by field; `form` belongs to the whole form. */
  errors?: FieldErrors;
  /** What the person typed, to fill the form again (never a password). */
  values?: Record<string, string>;
  /** The form shows its code step next. */
  step?: 'code';
  /** The address an email change waits to confirm. */
  email?: string;
}

/** calls.md section 8: the settings save failure. */
export const SAVE_FAILED = 'Failed to update, try again';

const LABELS = {
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirm: 'The repeated password',
  password: 'Password',
  email: 'New email address',
  code: 'The code',
  otp: 'The code',
  reason: 'The reason',
  companyIds: 'The list of blocked companies',
};

const done = (intent: Intent, message: string, extra: Partial<ActionResult> = {}): ActionResult => ({
  intent,
  ok: true,
  toast: { tone: 'positive', message },
  ...extra,
});

const failed = (intent: Intent, errors: FieldErrors, extra: Partial<ActionResult> = {}): ActionResult => ({
  intent,
  ok: false,
  errors,
  ...extra,
});

/** A failure of a form that is only a button: a toast says what went wrong. */
const failedToast = (intent: Intent, message: string): ActionResult => ({
  intent,
  ok: false,
  toast: { tone: 'critical', message },
});

const messageOf = (answer: unknown, fallback: string): string => {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
};

const isIntent = (value: string): value is Intent => (INTENTS as readonly string[]).includes(value);

async function saveBlocked(api: ApiClient, intent: 'block' | 'unblock', form: FormData) {
  const id = Number(field(form, 'companyId'));
  if (!check(BlockedCompaniesBody, { companyIds: [id] }, LABELS).ok)
    return failedToast(intent, 'Please choose a company from the list.');
  try {
    const current = (await api.settings.blockedCompanies(undefined)).companies.map((c) => c.id);
    const companyIds =
      intent === 'block' ? [...new Set([...current, id])] : current.filter((known) => known !== id);
    const checked = check(BlockedCompaniesBody, { companyIds }, LABELS);
    if (!checked.ok) return failedToast(intent, Object.values(checked.errors)[0] ?? SAVE_FAILED);
    const answer = await api.settings.saveBlockedCompanies({ companyIds: checked.output.companyIds });
    if (intent === 'block' && !answer.companyIds.includes(id))
      return failedToast(intent, 'We could not find that company. Please search again.');
    return done(intent, messageOf(answer, 'Blocked companies updated'));
  } catch (error) {
    return failedToast(intent, placeError(error).form ?? SAVE_FAILED);
  }
}

async function changePassword(api: ApiClient, form: FormData): Promise<ActionResult> {
  const input = { oldPassword: field(form, 'oldPassword'), newPassword: field(form, 'newPassword') };
  const checked = check(ChangePasswordBody, input, LABELS);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (!errors.newPassword && input.newPassword !== '' && input.newPassword === input.oldPassword)
    errors.newPassword = 'Choose a new password that is different from your current one.';
  if (!errors.newPassword && field(form, 'confirm') !== input.newPassword)
    errors.confirm = 'The two new passwords do not match. Please type the same password twice.';
  if (!checked.ok || Object.keys(errors).length > 0) return failed('password', errors);
  try {
    const answer = await api.settings.changePassword(checked.output);
    return done('password', messageOf(answer, 'Your password has been changed'));
  } catch (error) {
    return failed('password', passwordChangeError(error));
  }
}

async function twoFactor(api: ApiClient, intent: Intent, form: FormData): Promise<ActionResult> {
  try {
    if (intent === 'twofa-start') {
      const answer = await api.settings.twoFaEnableCode(undefined);
      return done(intent, messageOf(answer, 'We have emailed you a code'), { step: 'code' });
    }
    if (intent === 'twofa-resend') {
      const answer = await api.settings.twoFaSendOtp(undefined);
      return done(intent, messageOf(answer, 'We have emailed you a new code'), { step: 'code' });
    }
    if (intent === 'twofa-off') {
      const answer = await api.settings.twoFaDisable(undefined);
      return done(intent, messageOf(answer, 'Two-factor authentication is off'));
    }
  } catch (error) {
    return failedToast(intent, placeError(error).form ?? 'Please try again.');
  }
  const values = { code: field(form, 'code').trim() };
  const checked = check(TwoFactorVerifyBody, values, LABELS);
  if (!checked.ok) return failed(intent, checked.errors, { step: 'code', values });
  try {
    const answer = await api.settings.twoFaVerify({ code: checked.output.code });
    return done(intent, messageOf(answer, 'Two-factor authentication is on'));
  } catch (error) {
    return failed(intent, placeError(error, [API_FIELD_RULES.codeExpired]), { step: 'code', values });
  }
}

async function deactivate(api: ApiClient, form: FormData): Promise<ActionResult | Response> {
  const values = { reason: field(form, 'reason') };
  const input = { password: field(form, 'password'), ...(values.reason.trim() ? values : {}) };
  const checked = check(DeactivateBody, input, LABELS);
  if (!checked.ok) return failed('deactivate', checked.errors, { values });
  try {
    await api.settings.deactivate(checked.output);
  } catch (error) {
    return failed('deactivate', placeError(error, [API_FIELD_RULES.password]), { values });
  }
  // The API has ended every session of the account; its logout answer removes the cookies too.
  await api.auth.logout(undefined).catch(() => undefined);
  return redirect('/settings/deactivated', { headers: { 'X-Remix-Reload-Document': 'true' } });
}

async function phone(api: ApiClient, intent: Intent, form: FormData): Promise<ActionResult> {
  if (intent === 'phone-send') {
    try {
      const answer = await api.settings.verifyContact({ type: 'phone' });
      return done(intent, messageOf(answer, 'We have sent you a code'), { step: 'code' });
    } catch (error) {
      return failedToast(intent, placeError(error).form ?? 'Please try again.');
    }
  }
  const values = { otp: field(form, 'otp').trim() };
  // Without `otp` the call sends a new code: an empty field must not reach it.
  const checked = values.otp === '' ? undefined : check(VerifyContactBody, values, LABELS);
  if (!checked?.ok || !checked.output.otp)
    return failed(
      intent,
      checked?.ok === false ? checked.errors : { otp: 'Enter the 6-digit code we sent you.' },
      {
        step: 'code',
        values,
      },
    );
  try {
    const answer = await api.settings.verifyContact({ type: 'phone', otp: checked.output.otp });
    return done(intent, messageOf(answer, 'Your phone number is verified'));
  } catch (error) {
    return failed(intent, placeError(error, [API_FIELD_RULES.otpExpired]), { step: 'code', values });
  }
}

async function emailChange(api: ApiClient, intent: Intent, form: FormData): Promise<ActionResult> {
  if (intent === 'email-change') {
    const values = { email: field(form, 'email').trim() };
    const checked = check(ChangeEmailBody, { ...values, password: field(form, 'password') }, LABELS);
    if (!checked.ok) return failed(intent, checked.errors, { values });
    try {
      const answer = await api.settings.changeEmail(checked.output);
      const email = answer.email ?? checked.output.email;
      return done(intent, `We have sent a code to ${email}. Enter it to confirm the change.`, {
        step: 'code',
        email,
      });
    } catch (error) {
      return failed(intent, placeError(error, [API_FIELD_RULES.password, API_FIELD_RULES.emailTaken]), {
        values,
      });
    }
  }
  if (intent === 'email-change-verify') {
    const values = { code: field(form, 'code').trim() };
    const checked = check(VerifyEmailChangeBody, values, LABELS);
    if (!checked.ok) return failed(intent, checked.errors, { values, step: 'code' });
    try {
      const answer = await api.settings.verifyEmail(checked.output);
      return done(
        intent,
        answer.email ? `Your email address is now ${answer.email}.` : 'Your email address has been changed.',
      );
    } catch (error) {
      return failed(intent, placeError(error, [API_FIELD_RULES.codeExpired]), { values, step: 'code' });
    }
  }
  try {
    if (intent === 'email-change-resend') {
      const answer = await api.settings.resendEmailVerification(undefined);
      return done(intent, messageOf(answer, 'Email sent'), { step: 'code' });
    }
    await api.settings.cancelEmailChange(undefined);
    return done(intent, 'Your email change has been cancelled. Your address stays as it was.');
  } catch (error) {
    return failedToast(intent, placeError(error).form ?? 'Please try again.');
  }
}

async function resendVerification(api: ApiClient): Promise<ActionResult> {
  try {
    const answer = await api.settings.resendVerificationEmail(undefined);
    const message = messageOf(answer, 'Failed to send email');
    // calls.md section 8: the email resend result is 'Email sent' or 'Failed to send email'.
    return message === 'Failed to send email'
      ? failedToast('email-verify-resend', message)
      : done('email-verify-resend', message);
  } catch (error) {
    const problem = placeError(error).form;
    return failedToast('email-verify-resend', problem ?? 'Failed to send email');
  }
}

/** Runs the form's intent; an unknown intent is a refusal that names no field. */
export async function runIntent(api: ApiClient, form: FormData): Promise<ActionResult | Response> {
  const intent = field(form, 'intent');
  if (!isIntent(intent)) return failedToast('flags', 'Please try again.');
  switch (intent) {
    case 'flags': {
      const flags = flagsFromForm(form);
      if (!checkFlags(flags)) return failedToast(intent, SAVE_FAILED);
      try {
        const answer = await api.settings.saveSettings(flags);
        return done(intent, messageOf(answer, 'Settings updated'));
      } catch {
        return failedToast(intent, SAVE_FAILED);
      }
    }
    case 'block':
    case 'unblock':
      return saveBlocked(api, intent, form);
    case 'password':
      return changePassword(api, form);
    case 'twofa-start':
    case 'twofa-resend':
    case 'twofa-verify':
    case 'twofa-off':
      return twoFactor(api, intent, form);
    case 'deactivate':
      return deactivate(api, form);
    case 'email-verify-resend':
      return resendVerification(api);
    case 'phone-send':
    case 'phone-verify':
      return phone(api, intent, form);
    default:
      return emailChange(api, intent, form);
  }
}
