import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  type Draft,
  draftFromForm,
  editDraft,
  emptyEntry,
  fieldLabel,
  readIntent,
  splitSkills,
} from './draft-form.ts';
import { lines } from './ResumePreview/index.ts';

const base: Draft = {
  template: 'classic',
  name: 'Priya Sharma',
  headline: 'Marketing Manager',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  location: 'Mumbai',
  summary: '',
  experience: [
    { title: 'Marketing Manager', company: 'Acme', location: '', from: '2020-01', to: '', description: '' },
  ],
  education: [],
  skills: ['SEO'],
  projects: [],
  certifications: [],
};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe('draftFromForm', () => {
  it('reads the posted fields, entries by index, skills by line or comma', () => {
    const draft = draftFromForm(
      formOf({
        template: 'compact',
        name: 'Priya',
        headline: '',
        email: '',
        phone: '',
        location: 'Pune',
        summary: 'Hi',
        'experience.0.title': 'PM',
        'experience.0.company': 'X',
        'experience.0.from': '2020-01',
        'experience.2.title': 'Analyst',
        'education.0.degree': 'MBA',
        skills: 'SQL, Excel\nsql\n\nTableau',
      }),
    );
    expect(draft.template).toBe('compact');
    expect(draft.location).toBe('Pune');
    expect(draft.experience).toEqual([
      { title: 'PM', company: 'X', location: '', from: '2020-01', to: '', description: '' },
      { title: 'Analyst', company: '', location: '', from: '', to: '', description: '' },
    ]);
    expect(draft.education).toEqual([{ degree: 'MBA', institute: '', year: '', details: '' }]);
    expect(draft.skills).toEqual(['SQL', 'Excel', 'Tableau']);
    expect(draft.projects).toEqual([]);
  });

  it('falls back to the classic template for an unknown one', () => {
    expect(draftFromForm(formOf({ template: 'fancy' })).template).toBe('classic');
  });
});

describe('intents and edits', () => {
  it('reads what a button asks, anything unknown being a save', () => {
    expect(readIntent('add:projects')).toEqual({ kind: 'add', section: 'projects' });
    expect(readIntent('remove:experience:3')).toEqual({ kind: 'remove', section: 'experience', index: 3 });
    expect(readIntent('download')).toEqual({ kind: 'download' });
    expect(readIntent('use')).toEqual({ kind: 'use' });
    expect(readIntent('remove:nothing:1')).toEqual({ kind: 'save' });
    expect(readIntent('')).toEqual({ kind: 'save' });
  });

  it('adds empty entries up to the limit and removes by position', () => {
    const added = editDraft(base, { kind: 'add', section: 'certifications' });
    expect(added.certifications).toEqual([emptyEntry('certifications')]);
    let full = base;
    for (let i = 0; i < 20; i++) full = editDraft(full, { kind: 'add', section: 'experience' });
    expect(full.experience).toHaveLength(12);
    const removed = editDraft(base, { kind: 'remove', section: 'experience', index: 0 });
    expect(removed.experience).toEqual([]);
    expect(base.experience).toHaveLength(1);
  });
});

describe('checkDraft', () => {
  it('passes a good draft, trimmed', () => {
    const result = checkDraft({ ...base, name: '  Priya Sharma ' });
    expect(result.ok && result.draft.name).toBe('Priya Sharma');
  });

  it('ties every problem to its field with a message naming it', () => {
    const result = checkDraft({
      ...base,
      name: '',
      email: 'nope',
      experience: [
        { title: '', company: 'X', location: '', from: '2021-05', to: '2020-01', description: '' },
      ],
      skills: Array.from({ length: 41 }, (_, i) => `S${i}`),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { id: 'rb-name', message: 'Full name is required' },
      { id: 'rb-email', message: 'Email must be an email address' },
      { id: 'rb-experience-0-title', message: 'Position 1: Job title is required' },
      { id: 'rb-experience-0-to', message: 'Position 1: End month must not be before the start month' },
      { id: 'rb-skills', message: 'Skills can hold at most 40 skills' },
    ]);
  });

  it('names fields as people read them', () => {
    expect(fieldLabel(['education', 1, 'year'])).toBe('Education 2: Year of passing');
    expect(fieldLabel(['headline'])).toBe('Headline');
    expect(fieldLabel(['projects'])).toBe('Projects');
  });
});

describe('helpers', () => {
  it('splits skills and lines as the PDF does', () => {
    expect(splitSkills(' a ,b\n\nA')).toEqual(['a', 'b']);
    expect(lines('- one\n\n* two\nthree')).toEqual(['• one', '• two', 'three']);
  });
});
