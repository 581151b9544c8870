import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  JobMatch,
  jobMatch,
  type MatchContext,
  type MatchJobFacts,
  type MatchSeekerFacts,
  RELATED_SKILL_CREDIT,
  skillsMatchedText,
  skillsSummary,
} from './match.ts';

const job: MatchJobFacts = {
  id: 7,
  tags: [
    { id: 1, name: 'Python' },
    { id: 2, name: 'SQL' },
    { id: 3, name: 'Pandas' },
    { id: 4, name: 'Spark' },
  ],
  minExp: 2,
  maxExp: 5,
  cities: [
    { id: 10, name: 'Pune' },
    { id: 11, name: 'Mumbai' },
  ],
  workFromHome: false,
  salary: { min: 8, max: 14 },
};

const seeker: MatchSeekerFacts = {
  skills: ['python', ' SQL ', 'NumPy'],
  years: 3.25,
  currentCityId: 10,
  preferredCityIds: [],
  expectedSalary: 12,
};

const course = { id: 5, name: 'Spark in practice', path: '/learning/course/data-course-5' };
const context: MatchContext = {
  related: new Map([[3, ['NumPy', 'Matplotlib']]]),
  courses: new Map([['spark', [course]]]),
};

const empty: MatchSeekerFacts = {
  skills: [],
  years: null,
  currentCityId: null,
  preferredCityIds: [],
  expectedSalary: null,
};

describe('jobMatch', () => {
  it('counts exact skills 1 and related ones a half, case and spaces aside, and lists the gaps', () => {
    const m = jobMatch(job, seeker, context);
    expect(m.skills).toEqual({
      state: 'compared',
      matched: 2 + RELATED_SKILL_CREDIT,
      of: 4,
      exact: ['Python', 'SQL'],
      gaps: [
        { skill: 'Pandas', relatedTo: 'NumPy', courses: [] },
        { skill: 'Spark', relatedTo: null, courses: [course] },
      ],
    });
    if (m.skills.state === 'compared') expect(skillsMatchedText(m.skills)).toBe('2.5 of 4 skills');
    expect(m.toAdd).toEqual([]);
    expect(v.is(JobMatch, m)).toBe(true);
  });

  it('places the years below, within (ends included) or above the band, to a tenth', () => {
    const at = (years: number) => jobMatch(job, { ...seeker, years }, context).experience;
    expect(at(1.5)).toEqual({ state: 'below', years: 1.5, min: 2, max: 5 });
    expect(at(2).state).toBe('within');
    expect(at(5).state).toBe('within');
    expect(at(3.25)).toMatchObject({ years: 3.3 });
    expect(at(5.5).state).toBe('above');
    expect(jobMatch(job, { ...seeker, years: 0 }, context).experience.state).toBe('below');
  });

  it('finds the job in the current city, a preferred one, elsewhere, or anywhere when it is remote', () => {
    const where = (s: Partial<MatchSeekerFacts>, j: Partial<MatchJobFacts> = {}) =>
      jobMatch({ ...job, ...j }, { ...seeker, ...s }, context).location;
    expect(where({})).toEqual({ state: 'current', jobCities: ['Pune', 'Mumbai'] });
    expect(where({ currentCityId: 99, preferredCityIds: [11] }).state).toBe('preferred');
    expect(where({ currentCityId: 99, preferredCityIds: [12] }).state).toBe('elsewhere');
    expect(where({ currentCityId: 99 }, { workFromHome: true })).toEqual({ state: 'remote' });
    expect(where({ currentCityId: null })).toEqual({ state: 'unknown', jobCities: ['Pune', 'Mumbai'] });
    expect(where({}, { cities: [] })).toEqual({ state: 'job-lists-none' });
  });

  it('compares the expected salary only with a range the job shows', () => {
    const pay = (expectedSalary: number | null, salary: MatchJobFacts['salary'] = job.salary) =>
      jobMatch({ ...job, salary }, { ...seeker, expectedSalary }, context).salary;
    expect(pay(6)).toEqual({ state: 'below', expected: 6, min: 8, max: 14 });
    expect(pay(14).state).toBe('within');
    expect(pay(20).state).toBe('above');
    expect(pay(12, null)).toEqual({ state: 'not-shown' });
    expect(pay(12, { min: null, max: null })).toEqual({ state: 'not-shown' });
    expect(pay(12, { min: 10, max: null })).toEqual({ state: 'above', expected: 12, min: 10, max: 10 });
    expect(pay(null)).toEqual({ state: 'unknown' });
  });

  it('asks an empty profile for what to add instead of saying "0 of 4"', () => {
    const m = jobMatch(job, empty, context);
    expect(m.skills).toEqual({ state: 'profile-lists-none', jobSkills: 4 });
    expect(m.toAdd).toEqual(['skills', 'experience', 'location', 'salary']);
    expect(jobMatch(job, { ...empty, skills: ['  '] }, context).skills.state).toBe('profile-lists-none');
    expect(v.is(JobMatch, m)).toBe(true);
  });

  it('says a job without skills or salary has none, and asks for nothing it cannot compare', () => {
    const m = jobMatch({ ...job, tags: [], salary: null, workFromHome: true }, empty, context);
    expect(m.skills).toEqual({ state: 'job-lists-none' });
    expect(m.salary).toEqual({ state: 'not-shown' });
    expect(m.toAdd).toEqual(['experience']);
  });

  it('says "0 of N" only to a seeker with skills, none of them the job\'s', () => {
    const m = jobMatch(job, { ...seeker, skills: ['Excel'] }, context);
    expect(m.skills).toMatchObject({ state: 'compared', matched: 0, of: 4, exact: [] });
  });

  it('sums up the skills alone for a card, and nothing for a job or a profile without skills', () => {
    expect(skillsSummary(job.tags, seeker.skills, context.related)).toEqual({ matched: 2.5, of: 4 });
    expect(skillsSummary(job.tags, [], context.related)).toBeNull();
    expect(skillsSummary([], seeker.skills, context.related)).toBeNull();
    expect(skillsMatchedText({ matched: 1, of: 3 })).toBe('1 of 3 skills');
  });

  it('refuses a matched count that is not a whole or half number', () => {
    const m = jobMatch(job, seeker, context);
    expect(v.is(JobMatch, { ...m, skills: { ...m.skills, matched: 1.25 } })).toBe(false);
  });
});
