import { describe, expect, it } from 'vitest';
import { article, withArticle, wordingSlips } from './wording.ts';

describe('article', () => {
  it('takes "a" or "an" by how the word is said, however it is spelt', () => {
    const said = {
      an: [
        'AI Startup',
        'Area Sales Manager',
        'MBA',
        'HR team',
        'IT company',
        'hour',
        'umbrella',
        '8-week course',
        '11-month programme',
      ],
      a: [
        'Banking',
        'user',
        'unique role',
        'one-time code',
        'European bank',
        'US client',
        'Pharma company',
        '12-month programme',
        '180-day plan',
      ],
    };
    for (const [expected, phrases] of Object.entries(said))
      expect(
        phrases.filter((phrase) => article(phrase) !== expected),
        expected,
      ).toEqual([]);
  });

  it('writes the phrase with its article', () => {
    expect(withArticle('AI Startup company')).toBe('an AI Startup company');
    expect(withArticle('Consulting company')).toBe('a Consulting company');
  });
});

describe('wordingSlips', () => {
  it('finds a count of one with a plural noun', () => {
    expect(wordingSlips('1301 views · 1 applicants')).toEqual([{ kind: 'plural', text: '1 applicants' }]);
    expect(wordingSlips('Showing 1 jobs in Pune').map((s) => s.text)).toEqual(['1 jobs']);
  });

  it('leaves alone counts that are right, larger figures and numbers that name things', () => {
    expect(
      wordingSlips(
        '1 applicant · 2 applicants · 2021 jobs · 0.1 points · Round 1 Results · Step 1 Details · 1 news · 1 analysis · top 1 percent',
      ),
    ).toEqual([]);
  });

  it('finds "a" before a vowel sound and "an" before a consonant, in any case', () => {
    expect(wordingSlips('Acme is a AI Startup company. Hiring a Area Manager. An Banking role.')).toEqual([
      { kind: 'article', text: 'a AI' },
      { kind: 'article', text: 'a Area' },
      { kind: 'article', text: 'An Banking' },
    ]);
  });

  it('accepts both readings of an initialism and the articles a page gets right', () => {
    expect(
      wordingSlips(
        'an AI startup, an MBA, a SQL or an SQL test, a US client, a user, a one-time code, an hour, a B grade, an A, a European bank',
      ),
    ).toEqual([]);
  });

  it('is not fooled by words that only end in "a" or "an"', () => {
    expect(wordingSlips('Kerala IT park; Oman Air; data Analyst; plan ahead')).toEqual([]);
    // Nor by an initialism written with a symbol: the "A" of "F&A" is no article.
    expect(wordingSlips('F&A Outsourcing · M&A Advisory · (a user) · “An hour”')).toEqual([]);
  });
});
