/**
 * The resume builder's form as data: reading a posted form into a draft (`section.index.field` names),
 * adding and removing entries, and checking it with the shared schema into messages tied to the
 * fields they are about, for the error summary's links.
 */
import {
  RESUME_BUILDER_LIMITS,
  RESUME_TEMPLATES,
  ResumeDraft,
  type ResumeTemplateId,
} from '@jobsite/domain/calls';
import * as v from 'valibot';

export type Draft = ResumeDraft;

/** The sections with entries, each entry's fields with their labels, in the form's order. */
export const LIST_SECTIONS = {
  experience: {
    title: 'Experience',
    entry: 'Position',
    fields: [
      { key: 'title', label: 'Job title', required: true, kind: 'text' },
      { key: 'company', label: 'Company', required: true, kind: 'text' },
      { key: 'location', label: 'Location', required: false, kind: 'text' },
      { key: 'from', label: 'Start month', required: true, kind: 'month' },
      { key: 'to', label: 'End month (leave empty if you work here now)', required: false, kind: 'month' },
      {
        key: 'description',
        label: 'What you did and achieved (one point a line)',
        required: false,
        kind: 'long',
      },
    ],
  },
  education: {
    title: 'Education',
    entry: 'Education',
    fields: [
      { key: 'degree', label: 'Degree or course', required: true, kind: 'text' },
      { key: 'institute', label: 'Institute', required: false, kind: 'text' },
      { key: 'year', label: 'Year of passing', required: false, kind: 'year' },
      { key: 'details', label: 'Details', required: false, kind: 'long' },
    ],
  },
  projects: {
    title: 'Projects',
    entry: 'Project',
    fields: [
      { key: 'name', label: 'Project name', required: true, kind: 'text' },
      { key: 'link', label: 'Link', required: false, kind: 'url' },
      { key: 'description', label: 'Description', required: false, kind: 'long' },
    ],
  },
  certifications: {
    title: 'Certifications',
    entry: 'Certification',
    fields: [
      { key: 'name', label: 'Certification', required: true, kind: 'text' },
      { key: 'issuer', label: 'Issued by', required: false, kind: 'text' },
      { key: 'year', label: 'Year', required: false, kind: 'year' },
    ],
  },
} as const;

export type ListSection = keyof typeof LIST_SECTIONS;
export const LIST_SECTION_KEYS = Object.keys(LIST_SECTIONS) as ListSection[];

/** The single fields at the top of the form, with their labels. */
export const SINGLE_FIELDS = [
  { key: 'name', label: 'Full name', required: true, kind: 'text', autoComplete: 'name' },
  {
    key: 'headline',
    label: 'Headline (for example your current title)',
    required: false,
    kind: 'text',
    autoComplete: 'organization-title',
  },
  { key: 'email', label: 'Email', required: false, kind: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', required: false, kind: 'tel', autoComplete: 'tel' },
  { key: 'location', label: 'City', required: false, kind: 'text', autoComplete: 'address-level2' },
] as const;

/** An empty entry of a section. */
export function emptyEntry<S extends ListSection>(section: S): Draft[S][number] {
  const entry = Object.fromEntries(LIST_SECTIONS[section].fields.map((f) => [f.key, '']));
  return entry as Draft[S][number];
}

/** The id of a field's control: `rb-name`, `rb-experience-0-title`. */
export const fieldId = (path: readonly (string | number)[]) => `rb-${path.join('-')}`;
/** The form name of a field: `name`, `experience.0.title`. */
export const fieldName = (path: readonly (string | number)[]) => path.join('.');

/** Skills as typed: one a line or separated by commas, blanks and repeats dropped. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\n,]/)
    .map((skill) => skill.trim())
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

interface FormLike {
  get(name: string): FormDataEntryValue | null;
  has(name: string): boolean;
}

const text = (form: FormLike, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const isTemplate = (value: string): value is ResumeTemplateId => RESUME_TEMPLATES.some((t) => t.id === value);

/**
 * The draft a posted form holds. Entries are read by index while any of their fields is present, up
 * to each section's limit and a few more (so too many entries still reach the check and its message).
 */
export function draftFromForm(form: FormLike): Draft {
  const template = text(form, 'template');
  const list = <S extends ListSection>(section: S) => {
    const entries: Draft[S][number][] = [];
    const max = RESUME_BUILDER_LIMITS[section] + 5;
    for (let i = 0; i < max; i++) {
      const fields = LIST_SECTIONS[section].fields;
      if (!fields.some((f) => form.has(`${section}.${i}.${f.key}`))) continue;
      entries.push(
        Object.fromEntries(
          fields.map((f) => [f.key, text(form, `${section}.${i}.${f.key}`)]),
        ) as Draft[S][number],
      );
    }
    return entries as Draft[S];
  };
  return {
    template: isTemplate(template) ? template : 'classic',
    name: text(form, 'name'),
    headline: text(form, 'headline'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    location: text(form, 'location'),
    summary: text(form, 'summary'),
    experience: list('experience'),
    education: list('education'),
    skills: splitSkills(text(form, 'skills')),
    projects: list('projects'),
    certifications: list('certifications'),
  };
}

/** What a button of the form asks: save, download, use, or add or remove an entry. */
export type Intent =
  | { kind: 'save' | 'download' | 'use' }
  | { kind: 'add'; section: ListSection }
  | { kind: 'remove'; section: ListSection; index: number };

export function readIntent(value: string): Intent {
  const [kind = '', section = '', index = ''] = value.split(':');
  const known = (LIST_SECTION_KEYS as string[]).includes(section);
  if (kind === 'add' && known) return { kind, section: section as ListSection };
  if (kind === 'remove' && known && /^\d{1,2}$/.test(index)) {
    return { kind, section: section as ListSection, index: Number(index) };
  }
  if (kind === 'download' || kind === 'use') return { kind };
  return { kind: 'save' };
}

/** The draft with an entry added (up to the section's limit) or removed. */
export function editDraft(draft: Draft, intent: Intent): Draft {
  if (intent.kind === 'add') {
    const entries = draft[intent.section];
    if (entries.length >= RESUME_BUILDER_LIMITS[intent.section]) return draft;
    return { ...draft, [intent.section]: [...entries, emptyEntry(intent.section)] };
  }
  if (intent.kind === 'remove') {
    return { ...draft, [intent.section]: draft[intent.section].filter((_, i) => i !== intent.index) };
  }
  return draft;
}

/** A problem with a field: the id of its control and the message, with the field named. */
export interface FieldError {
  id: string;
  message: string;
}

/** The field's name as a person reads it: "Experience 2: Job title". */
export function fieldLabel(path: readonly (string | number)[]): string {
  const [first, index, key] = path;
  if (first === 'template') return 'Template';
  if (first === 'summary') return 'Summary';
  if (first === 'skills') return 'Skills';
  const single = SINGLE_FIELDS.find((f) => f.key === first);
  if (single) return single.label.replace(/ \(.*\)$/, '');
  if (typeof first === 'string' && first in LIST_SECTIONS) {
    const section = LIST_SECTIONS[first as ListSection];
    if (typeof index !== 'number') return section.title;
    const field = section.fields.find((f) => f.key === key);
    const label = field ? `: ${field.label.replace(/ \(.*\)$/, '')}` : '';
    return `${section.entry} ${index + 1}${label}`;
  }
  return String(first ?? 'Resume');
}

/** Checks a draft with the shared schema: the parsed draft, or every problem tied to its field. */
export function checkDraft(draft: Draft): { ok: true; draft: Draft } | { ok: false; errors: FieldError[] } {
  const result = v.safeParse(ResumeDraft, draft, { abortEarly: false });
  if (result.success) return { ok: true, draft: result.output };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.issues) {
    const keys = (issue.path ?? []).map((p) => p.key as string | number);
    // A skill's problem is the skills box's; a list's own (too many) is its section's first field.
    const path: (string | number)[] =
      keys[0] === 'skills'
        ? ['skills']
        : keys.length === 1 && typeof keys[0] === 'string' && keys[0] in LIST_SECTIONS
          ? [keys[0]]
          : keys;
    const id =
      path.length === 1 && typeof path[0] === 'string' && path[0] in LIST_SECTIONS
        ? `rb-${path[0]}-add`
        : fieldId(path);
    if (seen.has(id)) continue;
    seen.add(id);
    const skill = keys[0] === 'skills' && typeof keys[1] === 'number' ? ` (skill ${keys[1] + 1})` : '';
    errors.push({ id, message: `${fieldLabel(path)}${skill} ${issue.message}` });
  }
  return { ok: false, errors };
}
