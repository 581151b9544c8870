import { describe, expect, it } from 'vitest';
import { article, plural, withArticle, wordingSlips } from './wording.ts';

describe('plural', () => {
  it('counts one and many, with an irregular plural when given', () => {
    expect(plural(1, 'applicant')).toBe('1 applicant');
    expect(plural(0, 'applicant')).toBe('0 applicants');
    expect(plural(97, 'applicant')).toBe('97 applicants');
    expect(plural(1, 'company', 'companies')).toBe('1 company');
    expect(plural(2, 'company', 'companies')).toBe('2 companies');
    expect(plural(1301, 'view')).toBe('1,301 views');
  });
});

describe('article', () => {
  it.each([
    ['AI Startup', 'an'],
    ['Area Sales Manager', 'an'],
    ['Banking', 'a'],
    ['MBA', 'an'],
    ['HR team', 'an'],
    ['IT company', 'an'],
    ['user', 'a'],
    ['unique role', 'a'],
    ['one-time code', 'a'],
    ['hour', 'an'],
    ['umbrella', 'an'],
    ['European bank', 'a'],
    ['US client', 'a'],
    ['Pharma company', 'a'],
    ['8-week course', 'an'],
    ['11-month programme', 'an'],
    ['12-month programme', 'a'],
    ['180-day plan', 'a'],
  ])('%s takes "%s"', (phrase, expected) => {
    expect(article(phrase)).toBe(expected);
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
  });
});
