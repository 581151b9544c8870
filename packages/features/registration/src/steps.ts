/**
 * The registration wizard's rules (product.md section 2): six steps in order, each with its own address
 * and its Back and Skip buttons, and how a step's form becomes the `POST user/profile/v2` body.
 */
import { REGISTRATION_STEPS, type RegistrationStep } from '@jobsite/domain';
import { ProfileUpdateBody } from '@jobsite/domain/calls';
import * as v from 'valibot';

export type StepDef = (typeof REGISTRATION_STEPS)[number];

/** The last part of a step's path (`addPersonalDetails`). */
const stepSlug = (step: StepDef) => step.path.slice(step.path.lastIndexOf('/') + 1);

export function stepFromSlug(slug: string | undefined): StepDef | undefined {
  return REGISTRATION_STEPS.find((s) => stepSlug(s) === slug);
}

export const stepIndex = (step: StepDef) => REGISTRATION_STEPS.indexOf(step);

/** Where Back leads, or `null` when the step has no Back button. */
export function backPath(step: StepDef): string | null {
  if (!step.back) return null;
  return REGISTRATION_STEPS[stepIndex(step) - 1]?.path ?? null;
}

/** Where Continue and Skip lead: the next step, or the job feed after the last one. */
export function nextPath(step: StepDef): string {
  return REGISTRATION_STEPS[stepIndex(step) + 1]?.path ?? '/jobfeed';
}

/** The step to resume at: the first one not completed (the API stores the steps done). */
export function resumeStep(completed: readonly string[]): StepDef | null {
  return REGISTRATION_STEPS.find((s) => !completed.includes(s.key)) ?? null;
}

/** Whether the step may be skipped (a request to skip one that may not is refused). */
export const canSkip = (step: StepDef) => step.skip;

type Form = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

const text = (form: Form, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const orNull = (value: string) => (value === '' ? null : value);
const num = (value: string) => (value === '' ? null : Number(value));
const flag = (form: Form, name: string) => form.get(name) === 'on';

/** The part of the profile a step's form holds, as `POST user/profile/v2` takes it. */
export function stepBody(step: RegistrationStep, form: Form): v.InferInput<typeof ProfileUpdateBody> {
  switch (step) {
    case 'personalDetails':
      return {
        step,
        pd: {
          name: text(form, 'name'),
          phone: orNull(text(form, 'phone')),
          gender: (['male', 'female'].includes(text(form, 'gender')) ? text(form, 'gender') : '') as
            | 'male'
            | 'female'
            | '',
          dob: orNull(text(form, 'dob')),
          currentLocation: num(text(form, 'currentLocation')),
          preferredLocations: form
            .getAll('preferredLocations')
            .map((x) => Number(x))
            .filter((x) => Number.isInteger(x) && x > 0)
            .slice(0, 5),
        },
      };
    case 'educationalDetails':
      return {
        step,
        ed: {
          info: [
            {
              courseType: text(form, 'courseType'),
              degree: text(form, 'degree'),
              institute: orNull(text(form, 'institute')),
              passingYear: num(text(form, 'passingYear')),
            },
          ],
        },
      };
    case 'workExperience': {
      const fresher = text(form, 'experienceStatus') === 'fresher';
      const company = text(form, 'company');
      return {
        step,
        we: {
          experienceStatus: fresher ? 'fresher' : 'experienced',
          experienceYear: fresher ? 0 : (num(text(form, 'experienceYear')) ?? 0),
          experienceMonth: fresher ? 0 : (num(text(form, 'experienceMonth')) ?? 0),
          functionalArea: num(text(form, 'functionalArea')),
          industry: num(text(form, 'industry')),
          currentCTC: fresher ? null : num(text(form, 'currentCTC')),
          expectedCTC: num(text(form, 'expectedCTC')),
          noticePeriod: num(text(form, 'noticePeriod')),
          ...(company && !fresher
            ? {
                professionalInfo: [
                  {
                    company,
                    designation: text(form, 'designation'),
                    from: text(form, 'from'),
                    to: null,
                  },
                ],
              }
            : {}),
        },
      };
    }
    case 'additionalDetails':
      return {
        step,
        ai: {
          differentlyAbled: flag(form, 'differentlyAbled'),
          exDefence: flag(form, 'exDefence'),
          careerBreak: flag(form, 'careerBreak'),
          languages: text(form, 'languages')
            .split(',')
            .map((l) => l.trim())
            .filter(Boolean),
          about: orNull(text(form, 'about')),
        },
      };
    default:
      return { step };
  }
}

/** The skills of the last step: comma-separated, trimmed, without repeats. */
export function skillList(textValue: string): string[] {
  return [
    ...new Set(
      textValue
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
}

/**
 * The body checked with the API's own schema: field errors by field name (the last key of each
 * issue's path), so the form can show each next to its input.
 */
export function checkStepBody(body: unknown): Record<string, string> {
  const result = v.safeParse(ProfileUpdateBody, body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const keys = issue.path?.map((p) => String(p.key)).filter((k) => !/^\d+$/.test(k)) ?? [];
    const name = keys.at(-1) ?? 'form';
    errors[name] ??= `${name === 'form' ? '' : 'This '}${issue.message}`.replace(
      /^This is required/,
      'Required',
    );
  }
  return errors;
}
