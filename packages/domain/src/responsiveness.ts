/**
 * How a job's recruiter answers applicants (issue 40, decision 0100): the figures the API keeps from the
 * recorded history of the recruiter's applications, and the rule that earns the "Usually responds within
 * N days" badge from those figures alone.
 */
import * as v from 'valibot';
import { Count } from './schemas/common.ts';

/**
 * Below this many applications a recruiter has no figures: too few to say how they answer, and too few
 * to keep one applicant from being told apart.
 */
export const RESPONSIVENESS_MIN_APPLICATIONS = 10;
/** The share of applicants who must have heard within 14 days for the badge. */
const RESPONDS_HEARD_SHARE = 60;
/** The badge's steps: the first one the median time to an answer fits in is the N of "within N days". */
const RESPONDS_WITHIN_DAYS = [1, 2, 3, 5, 7, 10, 14] as const;

const Percent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

/**
 * What the job page says of the recruiter's answers. Without enough history, only that. With it: how many
 * applications the figures count; the median hours from an application to the recruiter's first action
 * (`null` when more than half of the settled applications never heard); the percentage who heard within 7
 * and within 14 days, of the applications old enough for the window to have passed (`null` while too few
 * are); and how many whole days ago the recruiter last acted on an application (`null`: never).
 */
export const RecruiterResponsiveness = v.variant('enough', [
  v.object({ enough: v.literal(false) }),
  v.object({
    enough: v.literal(true),
    applications: v.pipe(Count, v.minValue(RESPONSIVENESS_MIN_APPLICATIONS)),
    medianResponseHours: v.nullable(v.pipe(v.number(), v.minValue(0))),
    heardWithin7Days: v.nullable(Percent),
    heardWithin14Days: v.nullable(Percent),
    lastActionDaysAgo: v.nullable(Count),
  }),
]);
export type RecruiterResponsiveness = v.InferOutput<typeof RecruiterResponsiveness>;

/**
 * The N of "Usually responds within N days", or `null` when the figures do not earn the badge: the median
 * time to the first action fits within N days (the first of RESPONDS_WITHIN_DAYS that holds it) and at
 * least RESPONDS_HEARD_SHARE percent of applicants heard within 14 days. So half hear within N days and
 * most hear at all; a quick median over few answers earns nothing.
 */
export function respondsWithinDays(r: RecruiterResponsiveness): number | null {
  if (!r.enough || r.medianResponseHours === null || r.heardWithin14Days === null) return null;
  if (r.heardWithin14Days < RESPONDS_HEARD_SHARE) return null;
  const hours = r.medianResponseHours;
  return RESPONDS_WITHIN_DAYS.find((days) => hours <= days * 24) ?? null;
}

/**
 * The whole days within which half of the recruiter's applicants heard back (the median, rounded up, at
 * least 1), for an applicant's timeline (decision 0103); `null` without enough history or when more than
 * half never heard, so nothing is said that the figures do not hold.
 */
export function usualResponseDays(r: RecruiterResponsiveness): number | null {
  if (!r.enough || r.medianResponseHours === null) return null;
  return Math.max(1, Math.ceil(r.medianResponseHours / 24));
}
