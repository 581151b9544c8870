import { describe, expect, it } from 'vitest';
import {
  COHORT_CARDS,
  cohortCard,
  PROFILE_UPDATE_COHORTS,
  type ProfileFacts,
  profileUpdateCohort,
  type ResumeReading,
  resumeMismatches,
} from './profile-cohorts.ts';

const resume = (r: Partial<ResumeReading> = {}): ResumeReading => ({
  name: 'Asha Rao',
  phone: '+91 98200 12345',
  skills: ['SQL', 'Excel', 'Forecasting'],
  experienceYears: 4.5,
  ...r,
});
const profile = (p: Partial<ProfileFacts> = {}): ProfileFacts => ({
  name: 'Asha Rao',
  phone: '9820012345',
  experienceStatus: 'experienced',
  experienceYear: 4,
  skills: ['sql', 'excel', 'forecasting', 'budgeting'],
  ...p,
});

describe('profileUpdateCohort', () => {
  it('is experienceMissing when neither the resume nor the profile states experience', () => {
    expect(profileUpdateCohort(resume({ experienceYears: null }), profile({ experienceYear: null }))).toBe(
      'experienceMissing',
    );
    // The resume stating it is enough: it is offered for confirmation.
    expect(profileUpdateCohort(resume(), profile({ experienceYear: null }))).not.toBe('experienceMissing');
  });

  it('is freshers for a fresher, whatever the resume says', () => {
    expect(
      profileUpdateCohort(
        resume({ experienceYears: null }),
        profile({ experienceStatus: 'fresher', experienceYear: null }),
      ),
    ).toBe('freshers');
  });

  it('is parserMismatch when the resume contradicts the profile', () => {
    expect(profileUpdateCohort(resume({ experienceYears: 9 }), profile())).toBe('parserMismatch');
    expect(profileUpdateCohort(resume({ name: 'Asha Kulkarni' }), profile())).toBe('parserMismatch');
    expect(profileUpdateCohort(resume({ phone: '98200 99999' }), profile())).toBe('parserMismatch');
  });

  it('ignores case, spacing and a country code when comparing', () => {
    expect(resumeMismatches(resume({ name: '  asha   RAO ' }), profile())).toEqual([]);
  });

  it('is perfectMatch when the profile already holds most of the resume’s skills', () => {
    expect(profileUpdateCohort(resume(), profile())).toBe('perfectMatch');
  });

  it('is profileUpdateSuccess when skills are new to the profile or too few to judge', () => {
    expect(profileUpdateCohort(resume({ skills: ['Python', 'Tableau', 'SQL'] }), profile())).toBe(
      'profileUpdateSuccess',
    );
    expect(profileUpdateCohort(resume({ skills: ['SQL'] }), profile())).toBe('profileUpdateSuccess');
  });
});

describe('cohort cards', () => {
  it('gives every cohort an icon, header, body, subText, footer and a redirect to a page', () => {
    for (const cohort of PROFILE_UPDATE_COHORTS) {
      const card = COHORT_CARDS[cohort];
      for (const field of ['icon', 'header', 'body', 'subText', 'footer', 'redirect'] as const)
        expect(card[field].length, `${cohort}.${field}`).toBeGreaterThan(0);
      expect(card.redirect).toMatch(/^\/[a-z]/);
    }
  });

  it('names what differs on a mismatch card', () => {
    const card = cohortCard('parserMismatch', resumeMismatches(resume({ experienceYears: 9 }), profile()));
    expect(card.body).toContain('experience: 9 years in your resume, 4 years in your profile');
  });
});
