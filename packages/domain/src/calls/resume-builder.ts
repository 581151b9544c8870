/**
 * The resume builder's draft (decision 0030): what `POST user/resume-builder` saves and the PDF is made
 * of. Every field is plain text in reading order; dates are months (`YYYY-MM`), an empty end month
 * meaning "present". The same schema checks the form on the site and the body on the API.
 */
import * as v from 'valibot';
import { TrimmedText } from './params.ts';

/** The templates, both one column with standard headings, so applicant-tracking systems read them. */
export const RESUME_TEMPLATES = [
  { id: 'classic', name: 'Classic', description: 'Roomy, with ruled section headings' },
  { id: 'compact', name: 'Compact', description: 'Tighter spacing, headings in capitals' },
] as const;
export type ResumeTemplateId = (typeof RESUME_TEMPLATES)[number]['id'];
export const ResumeTemplate = v.picklist(
  RESUME_TEMPLATES.map((t) => t.id),
  "must be 'classic' or 'compact'",
);

/**
 * The resume's file name, from the person's name: letters, digits and dashes only. One rule for the API's
 * attachment, the stored resume and the site's download.
 */
export function pdfFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);
  return `${base || 'my'}-resume.pdf`;
}

/** How many entries each section may hold. */
export const RESUME_BUILDER_LIMITS = {
  experience: 12,
  education: 8,
  skills: 40,
  projects: 8,
  certifications: 12,
} as const;

/** The standard section headings, in the order the resume reads. */
export const RESUME_HEADINGS = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
} as const;

const Text = (max: number, min = 0) => TrimmedText(max, min, 'is required');

/** `YYYY-MM` from 1950-01 to 2049-12. */
const MONTH = /^(19[5-9]\d|20[0-4]\d)-(0[1-9]|1[0-2])$/;
const Month = v.pipe(v.string('must be text'), v.trim(), v.regex(MONTH, 'must be a month as YYYY-MM'));
const OptionalMonth = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.regex(new RegExp(`^$|${MONTH.source}`), 'must be a month as YYYY-MM, or empty for present'),
);
const Year = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.regex(/^$|^(19[5-9]\d|20[0-4]\d)$/, 'must be a year from 1950 to 2049, or empty'),
);

export const ResumeExperience = v.pipe(
  v.object({
    title: Text(120, 1),
    company: Text(120, 1),
    location: Text(100),
    from: Month,
    to: OptionalMonth,
    description: Text(1500),
  }),
  v.forward(
    v.check((entry) => entry.to === '' || entry.to >= entry.from, 'must not be before the start month'),
    ['to'],
  ),
);
export type ResumeExperience = v.InferOutput<typeof ResumeExperience>;

export const ResumeEducation = v.object({
  degree: Text(120, 1),
  institute: Text(150),
  year: Year,
  details: Text(300),
});
export type ResumeEducation = v.InferOutput<typeof ResumeEducation>;

export const ResumeProject = v.object({
  name: Text(120, 1),
  link: v.pipe(
    Text(200),
    v.regex(/^$|^https?:\/\/\S+$/, 'must be a web address starting with http:// or https://'),
  ),
  description: Text(800),
});
export type ResumeProject = v.InferOutput<typeof ResumeProject>;

export const ResumeCertification = v.object({
  name: Text(150, 1),
  issuer: Text(120),
  year: Year,
});
export type ResumeCertification = v.InferOutput<typeof ResumeCertification>;

const listOf = <S extends v.GenericSchema>(entry: S, max: number, what: string) =>
  v.pipe(v.array(entry, 'must be a list'), v.maxLength(max, `can hold at most ${max} ${what}`));

/** The body of `POST user/resume-builder`, and the draft its answers carry. */
export const ResumeDraft = v.object({
  template: ResumeTemplate,
  name: Text(100, 1),
  headline: Text(120),
  email: v.pipe(Text(254), v.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')),
  phone: v.pipe(Text(20), v.regex(/^$|^\+?[\d\s-]{7,18}$/, 'must be a phone number')),
  location: Text(100),
  summary: Text(1500),
  experience: listOf(ResumeExperience, RESUME_BUILDER_LIMITS.experience, 'positions'),
  education: listOf(ResumeEducation, RESUME_BUILDER_LIMITS.education, 'entries'),
  skills: listOf(Text(60, 1), RESUME_BUILDER_LIMITS.skills, 'skills'),
  projects: listOf(ResumeProject, RESUME_BUILDER_LIMITS.projects, 'projects'),
  certifications: listOf(ResumeCertification, RESUME_BUILDER_LIMITS.certifications, 'certifications'),
});
export type ResumeDraft = v.InferOutput<typeof ResumeDraft>;

/** The query of `GET user/resume-builder/pdf`: the template, else the draft's own. */
export const ResumePdfQuery = v.object({ template: v.optional(ResumeTemplate) });

/** The body of `POST user/resume-builder/use`: the template to make the resume with, else the draft's. */
export const UseResumeBody = v.object({ template: v.optional(ResumeTemplate) });

/** "Jan 2020", or "Present" for an empty month. */
export function monthLabel(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return 'Present';
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(match[2]) - 1]} ${match[1]}`;
}

/** A dated line of a resume: "Jan 2020 – Present". */
export const periodLabel = (from: string, to: string) => `${monthLabel(from)} – ${monthLabel(to)}`;

/** The contact line under the name: the parts given, joined by " | " (plain text, no icons). */
export const contactLine = (draft: Pick<ResumeDraft, 'email' | 'phone' | 'location'>) =>
  [draft.email, draft.phone, draft.location].filter((part) => part.trim() !== '').join(' | ');
