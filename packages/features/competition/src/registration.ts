/**
 * The registration form read with the domain's schema (the API checks the same one): the body to send,
 * or an error per field in the form's order, each naming its field.
 */
import { type CompetitionRegisterBody as Body, CompetitionRegisterBody } from '@jobsite/domain/calls';
import * as v from 'valibot';

/** The form's fields in the order the page shows them (the first error takes focus). */
export const REGISTER_FIELDS = ['institute', 'programme', 'graduationYear', 'city', 'acceptTerms'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const REGISTER_LABELS: Record<RegisterField, string> = {
  institute: 'Institute',
  programme: 'Programme',
  graduationYear: 'Graduation year',
  city: 'City',
  acceptTerms: 'I accept the terms',
};

export type RegisterValues = Record<Exclude<RegisterField, 'acceptTerms'>, string> & { acceptTerms: boolean };
export type RegisterErrors = Partial<Record<RegisterField, string>>;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** What the seeker typed, to put back in the form when it is refused. */
export function registerValues(form: FormData): RegisterValues {
  return {
    institute: text(form, 'institute'),
    programme: text(form, 'programme'),
    graduationYear: text(form, 'graduationYear'),
    city: text(form, 'city'),
    acceptTerms: text(form, 'acceptTerms') !== '',
  };
}

const sentence = (field: RegisterField, message: string): string =>
  field === 'acceptTerms'
    ? `${message.charAt(0).toUpperCase()}${message.slice(1)}.`
    : `${REGISTER_LABELS[field]} ${message}.`;

/** The body for the API (with the edition's id), or the errors by field. */
export function checkRegistration(
  values: RegisterValues,
  competitionId: number,
): { ok: true; body: Body } | { ok: false; errors: RegisterErrors } {
  const input = {
    competitionId,
    institute: values.institute,
    programme: values.programme,
    graduationYear: values.graduationYear,
    ...(values.city.trim() === '' ? {} : { city: values.city }),
    ...(values.acceptTerms ? { acceptTerms: 'on' } : {}),
  };
  const result = v.safeParse(CompetitionRegisterBody, input);
  if (result.success) return { ok: true, body: result.output };
  const nested = v.flatten<typeof CompetitionRegisterBody>(result.issues).nested ?? {};
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    // An unticked box is an absent key, which valibot reports in its own words: say it in the page's.
    const message =
      field === 'acceptTerms' && !values.acceptTerms ? 'accept the terms to register' : nested[field]?.[0];
    if (message) errors[field] = sentence(field, message);
  }
  return { ok: false, errors };
}
