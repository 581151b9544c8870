import { sampleJobFeedEntry } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import {
  actionableCardFromEntry,
  formatSalary,
  jobCardFromEntry,
  similarJobCards,
  similarJobsParam,
  similarJobsQuery,
} from './from-feed-entry.ts';

const tag = (id: number) => ({ id, name: `Skill ${id}` });

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
      earlyApplicant: false,
    });
  });

  it('carries the early-applicant mark the API gives a signed-in seeker', () => {
    const now = Date.parse(sampleJobFeedEntry.postedAt);
    expect(
      jobCardFromEntry({ ...sampleJobFeedEntry, earlyApplicant: true }, now, '/j/x-1.html'),
    ).toMatchObject({
      earlyApplicant: true,
    });
  });

  it('shows at most five skills', () => {
    const card = jobCardFromEntry(
      { ...sampleJobFeedEntry, tags: [1, 2, 3, 4, 5, 6, 7].map(tag) },
      Date.parse(sampleJobFeedEntry.postedAt),
      '/j/x-1.html',
    );
    expect(card.tags).toEqual(['Skill 1', 'Skill 2', 'Skill 3', 'Skill 4', 'Skill 5']);
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
    expect(formatSalary({ minSalary: null, maxSalary: 14, hideSalary: false })).toBe('₹14 LPA');
    expect(formatSalary({ minSalary: null, maxSalary: null, hideSalary: false })).toBeNull();
  });

  it('gives nothing when the employer hides the salary', () => {
    expect(formatSalary({ minSalary: 11, maxSalary: 16, hideSalary: true })).toBeNull();
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

describe('similarJobsParam', () => {
  it('reads the job id of a similar-jobs address', () => {
    expect(similarJobsParam('https://site.test/similar_jobs.php?job=123456')).toBe('123456');
    expect(similarJobsParam(new URL('https://site.test/job/applied?job=7&then=apply'))).toBe('7');
  });

  it.each([
    '/similar_jobs.php',
    '/similar_jobs.php?job=',
    '/similar_jobs.php?job=12a',
    '/similar_jobs.php?job=-1',
    '/similar_jobs.php?job=1.5',
    '/similar_jobs.php?job=12345678901',
  ])('gives null for %s', (path) => {
    expect(similarJobsParam(`https://site.test${path}`)).toBeNull();
  });
});

describe('similarJobsQuery', () => {
  it('asks for the tag ids of the job, and nothing for a job without tags', () => {
    expect(similarJobsQuery({ tags: [tag(11), tag(12)] })).toEqual({ tags: [11, 12] });
    expect(similarJobsQuery({ tags: [] })).toBeNull();
  });
});

describe('similarJobCards', () => {
  const now = Date.parse(sampleJobFeedEntry.postedAt);
  const entry = (id: number, extra: Partial<typeof sampleJobFeedEntry> = {}) => ({
    ...sampleJobFeedEntry,
    id,
    title: `Analyst ${id}`,
    ...extra,
  });

  it('leaves out the job itself and keeps the order, mapped as every card is', () => {
    const cards = similarJobCards({ id: 2 }, [entry(1), entry(2), entry(3)], now);
    expect(cards.map((c) => c.id)).toEqual(['1', '3']);
    expect(cards[0]).toEqual(actionableCardFromEntry(entry(1), now));
  });

  it('shows at most `limit` jobs, each with at most five skills', () => {
    const tags = [1, 2, 3, 4, 5, 6].map(tag);
    const cards = similarJobCards(
      { id: 9 },
      [1, 2, 3, 4, 5, 6, 7].map((id) => entry(id, { tags })),
      now,
      { limit: 5 },
    );
    expect(cards.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    for (const card of cards) expect(card.tags).toHaveLength(5);
  });

  it('keeps only the jobs one can apply to here and now when asked', () => {
    const similar = [
      entry(1),
      entry(2, { applied: true }),
      entry(3, { applyType: 'external', applyUrl: 'https://acme.example/apply' }),
      entry(4),
    ];
    expect(similarJobCards({ id: 9 }, similar, now).map((c) => c.id)).toEqual(['1', '2', '3', '4']);
    expect(similarJobCards({ id: 9 }, similar, now, { applicableNow: true }).map((c) => c.id)).toEqual([
      '1',
      '4',
    ]);
  });
});
