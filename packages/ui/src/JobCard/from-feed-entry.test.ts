import { sampleJobFeedEntry } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { actionableCardFromEntry, formatSalary, jobCardFromEntry } from './from-feed-entry.ts';

describe('jobCardFromEntry', () => {
  it('shows a feed entry as the card does, counting days from the server clock', () => {
    const now = Date.parse(sampleJobFeedEntry.postedAt) + 3 * 86_400_000 + 1000;
    expect(jobCardFromEntry({ ...sampleJobFeedEntry, saved: 1 }, now, '/j/x-1.html')).toEqual({
      id: '123456',
      title: 'Senior Analyst - Corporate Banking',
      href: '/j/x-1.html',
      company: { name: 'Acme Bank' },
      cities: ['Mumbai'],
      experience: { min: 3, max: 6 },
      salary: '₹18-25 LPA',
      tags: ['Financial Modelling'],
      postedDaysAgo: 3,
      saved: true,
      applied: false,
      femaleFriendly: false,
      workFromHome: true,
    });
  });

  it('hides the employer of a confidential posting and the salary the employer hides', () => {
    const card = jobCardFromEntry(
      {
        ...sampleJobFeedEntry,
        confidential: true,
        company: null,
        hideSalary: true,
        minSalary: null,
        maxSalary: null,
      },
      Date.parse(sampleJobFeedEntry.postedAt),
      '/j/x-1.html',
    );
    expect(card.company).toBeNull();
    expect(card.salary).toBeNull();
  });
});

describe('formatSalary', () => {
  it('writes lakhs per annum, one figure when there is one', () => {
    expect(formatSalary({ minSalary: 11.25, maxSalary: 16, hideSalary: false })).toBe('₹11.3-16 LPA');
    expect(formatSalary({ minSalary: 11, maxSalary: null, hideSalary: false })).toBe('₹11 LPA');
    expect(formatSalary({ minSalary: 12, maxSalary: 12, hideSalary: false })).toBe('₹12 LPA');
    expect(formatSalary({ minSalary: null, maxSalary: null, hideSalary: false })).toBeNull();
  });
});

describe('actionableCardFromEntry', () => {
  it('adds the recruiter and how to apply, at the job page address', () => {
    const now = Date.parse(sampleJobFeedEntry.postedAt) + 3 * 86_400_000;
    const card = actionableCardFromEntry({ ...sampleJobFeedEntry, saved: 1, applied: true }, now);
    expect(card).toMatchObject({ saved: true, applied: true, postedDaysAgo: 3, external: false });
    expect(card.recruiter.id).toBe(sampleJobFeedEntry.recruiter.id);
    expect(card.href).toMatch(/^\/j\/.+-\d+\.html$/);
  });

  it('marks a company-site application as external and names an unnamed recruiter', () => {
    const card = actionableCardFromEntry(
      {
        ...sampleJobFeedEntry,
        applyType: 'external',
        recruiter: { ...sampleJobFeedEntry.recruiter, name: '' },
      },
      Date.parse(sampleJobFeedEntry.postedAt),
    );
    expect(card.external).toBe(true);
    expect(card.recruiter.name).toBe('this recruiter');
  });
});
