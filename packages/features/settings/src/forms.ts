/**
 * Checking the settings forms on the server with the API's own schemas, and placing every refusal
 * next to the field it concerns: a schema issue, a field the API names ("Invalid body field 'code':
 * ..."), a message the API is known to answer for one field, or change_password's error names.
 * `form` holds what belongs to no field.
 */
import { isApiClientError } from '@jobsite/api-client';
import { errorText } from '@jobsite/shell/site';
import * as v from 'valibot';

export type FieldErrors = Partial<Record<string, string>>;

const sentence = (text: string): string => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** A schema message after its field's label ("New email must be a valid email address."). */
export function phrase(label: string | undefined, message: string): string {
  if (label && /^(must|is|can|holds)\b/.test(message)) return sentence(`${label} ${message}`);
  return sentence(message);
}

/** The first issue of each field, in the words of `phrase`; issues without a field go to `form`. */
function issuesToErrors(
  issues: readonly v.BaseIssue<unknown>[],
  labels: Readonly<Record<string, string>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path?.[0] ? String(issue.path[0].key) : 'form';
    errors[name] ??= phrase(labels[name], issue.message);
  }
  return errors;
}

/** Checks form values with a call's schema: its output, or the errors by field. */
export function check<S extends v.GenericSchema>(
  schema: S,
  input: Record<string, unknown>,
  labels: Readonly<Record<string, string>>,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, output: result.output }
    : { ok: false, errors: issuesToErrors(result.issues, labels) };
}

const NAMED_FIELD = /^Invalid (?:body field|path parameter|query parameter) '([\w]+)[\w.]*': (.+)$/;

/**
 * Where a failed call's message belongs. A refusal of the request (4xx) that names a field, or that
 * matches one of `rules` ([pattern, field]), goes next to that field; anything else (no answer, a
 * server error, too many attempts) goes to `form`.
 */
export function placeError(error: unknown, rules: readonly (readonly [RegExp, string])[] = []): FieldErrors {
  const message = errorText(error);
  const refused =
    isApiClientError(error) &&
    error.kind === 'http' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429;
  if (!refused) return { form: message };
  const named = NAMED_FIELD.exec(message);
  if (named?.[1] && named[2]) return { [named[1]]: sentence(named[2]) };
  for (const [pattern, name] of rules) if (pattern.test(message)) return { [name]: sentence(message) };
  return { form: message };
}

/**
 * change_password's refusals by error name (calls.md section 8, decision 0007): `wrong_password` is
 * the current password, `weak_password` the new one (the API says what is wrong with it).
 */
export function passwordChangeError(error: unknown): FieldErrors {
  if (isApiClientError(error) && error.kind === 'http') {
    if (error.errorName === 'wrong_password')
      return { oldPassword: 'Your current password is not right. Please check it and try again.' };
    if (error.errorName === 'weak_password') return { newPassword: sentence(error.message) };
  }
  return placeError(error);
}

/** The messages the API answers for one field, for `placeError`. */
export const API_FIELD_RULES = {
  password: [/password is not right/i, 'password'],
  emailTaken: [/another account uses this email/i, 'email'],
  codeExpired: [/code (is wrong|has expired|is not right)/i, 'code'],
  otpExpired: [/code (is wrong|has expired|is not right)/i, 'otp'],
} as const satisfies Record<string, readonly [RegExp, string]>;
