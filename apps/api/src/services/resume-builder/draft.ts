/**
 * The seeker's draft: the one they saved, else one filled from their profile (name, contact, current
 * city, about, positions, education and skills), cut to the draft's limits so it always validates.
 */
import { RESUME_BUILDER_LIMITS, ResumeDraft, type ResumeTemplateId } from '@jobsite/domain/calls';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { namesById, type ProfileRow } from '../seeker-profile/queries.ts';
import { profileRow } from '../user/profile.ts';
import { savedDraftOf } from './queries.ts';

const cut = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';
/** `YYYY-MM` of an ISO day (`2021-04-01`), or empty. */
const monthOf = (day: unknown): string => {
  const match = typeof day === 'string' ? /^(\d{4})-(\d{2})/.exec(day) : null;
  return match ? `${match[1]}-${match[2]}` : '';
};

interface WorkEntry {
  company?: unknown;
  designation?: unknown;
  from?: unknown;
  to?: unknown;
}

/** A draft from the profile row; `city` is the current location's name. */
export function draftFromProfile(
  row: Pick<
    ProfileRow,
    'name' | 'email' | 'phone' | 'countryCode' | 'work' | 'education' | 'additional' | 'skills'
  >,
  city: string,
  template: ResumeTemplateId = 'classic',
): ResumeDraft {
  const positions = (
    Array.isArray(row.work.professionalInfo) ? row.work.professionalInfo : []
  ) as WorkEntry[];
  const experience = positions
    .map((job) => ({
      title: cut(job.designation, 120),
      company: cut(job.company, 120),
      location: '',
      from: monthOf(job.from),
      to: monthOf(job.to),
      description: '',
    }))
    .filter((job) => job.title && job.company && job.from && (job.to === '' || job.to >= job.from))
    // The current or latest position first.
    .sort((a, b) => (b.to || '9999').localeCompare(a.to || '9999') || b.from.localeCompare(a.from))
    .slice(0, RESUME_BUILDER_LIMITS.experience);
  const education = [...row.education]
    .sort((a, b) => (b.passingYear ?? 0) - (a.passingYear ?? 0))
    .map((entry) => ({
      degree: cut(entry.degree, 120),
      institute: cut(entry.institute, 150),
      year:
        entry.passingYear && entry.passingYear >= 1950 && entry.passingYear <= 2049
          ? String(entry.passingYear)
          : '',
      details: '',
    }))
    .filter((entry) => entry.degree)
    .slice(0, RESUME_BUILDER_LIMITS.education);
  const phone = row.phone ? `${row.countryCode} ${row.phone}`.trim() : '';
  const draft = {
    template,
    name: cut(row.name, 100) || 'Your name',
    headline: experience[0]?.title ?? '',
    email: cut(row.email, 254),
    phone: /^\+?[\d\s-]{7,18}$/.test(phone) ? phone : '',
    location: cut(city, 100),
    summary: cut(row.additional.about, 1500),
    experience,
    education,
    skills: [...new Set(row.skills.map((skill) => cut(skill, 60)).filter(Boolean))].slice(
      0,
      RESUME_BUILDER_LIMITS.skills,
    ),
    projects: [],
    certifications: [],
  };
  // Whatever the profile held, the draft answered is one the schema accepts.
  const checked = v.safeParse(ResumeDraft, draft);
  return checked.success ? checked.output : { ...draft, email: '', phone: '', summary: '' };
}

/** The seeker's draft: saved (and still valid), else filled from their profile. */
export async function draftOf(
  db: Db,
  vertical: string,
  seekerId: number,
): Promise<{ draft: ResumeDraft; saved: boolean; updatedAt: string | null }> {
  const saved = await savedDraftOf(db, seekerId);
  if (saved) {
    const stored = typeof saved.draft === 'string' ? JSON.parse(saved.draft) : saved.draft;
    const checked = v.safeParse(ResumeDraft, stored);
    if (checked.success) {
      return { draft: checked.output, saved: true, updatedAt: saved.updatedAt.toISOString() };
    }
  }
  const row = await profileRow(db, vertical, seekerId);
  const cityId = typeof row.personal.currentLocation === 'number' ? row.personal.currentLocation : null;
  const city = cityId === null ? '' : ((await namesById(db, 'cities', [cityId])).get(cityId) ?? '');
  return { draft: draftFromProfile(row, city), saved: false, updatedAt: null };
}
