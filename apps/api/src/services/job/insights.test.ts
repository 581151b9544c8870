import { describe, expect, it } from 'vitest';
import { experienceYears, isTopBSchool, matchScore, TOP_B_SCHOOLS } from './insights.ts';

const job = {
  min_exp: 2,
  max_exp: 5,
  city_ids: [7],
  tag_names: ['Excel', 'SQL', 'Python', 'Tableau'],
  work_from_home: false,
};
const profile = {
  personal: { currentLocation: 7, preferredLocations: [] },
  work: { experienceStatus: 'experienced', experienceYear: 3, experienceMonth: 0 },
  education: [{ degree: 'MBA', institute: 'IIM Lucknow' }],
  skills: ['excel', 'SQL', 'Python', 'tableau'],
};

describe('match score', () => {
  it('gives 40 for skills, 30 for experience, 20 for location and 10 for education', () => {
    expect(matchScore(job, profile)).toBe(100);
    expect(matchScore(job, { ...profile, skills: ['Excel'] })).toBe(70);
    expect(matchScore(job, { ...profile, personal: { currentLocation: 8, preferredLocations: [7] } })).toBe(
      100,
    );
    expect(matchScore({ ...job, work_from_home: true }, { ...profile, personal: {} })).toBe(100);
    expect(matchScore(job, { ...profile, personal: {} })).toBe(80);
    expect(matchScore(job, { ...profile, education: [] })).toBe(90);
  });

  it('takes 10 off the experience part per year outside the range, down to 0', () => {
    expect(matchScore(job, { ...profile, work: { experienceYear: 6, experienceMonth: 0 } })).toBe(90);
    expect(matchScore(job, { ...profile, work: { experienceStatus: 'fresher' } })).toBe(80);
    expect(matchScore(job, { ...profile, work: { experienceYear: 20 } })).toBe(70);
  });

  it('reads years and months, and a fresher as 0', () => {
    expect(experienceYears({ experienceYear: 2, experienceMonth: 6 })).toBe(2.5);
    expect(experienceYears({ experienceStatus: 'fresher', experienceYear: 4 })).toBe(0);
    expect(experienceYears({})).toBe(0);
  });

  it('recognises the top B-schools inside a longer institute name', () => {
    expect(TOP_B_SCHOOLS.length).toBeGreaterThan(10);
    expect(isTopBSchool('Indian Institute of Management, IIM Ahmedabad')).toBe(true);
    expect(isTopBSchool('xlri jamshedpur')).toBe(true);
    expect(isTopBSchool('Some College')).toBe(false);
    expect(isTopBSchool(null)).toBe(false);
  });
});
