import { describe, expect, it } from 'vitest';
import {
  buildLexicon,
  correctWord,
  editDistance,
  namesMatch,
  searchTerms,
  searchWords,
  synonymIndex,
} from './search-terms.ts';
import { VOCABULARY } from './verticals/vocabulary.ts';

const lexicon = buildLexicon([
  'Machine Learning Engineer',
  'Data Engineer',
  'Python',
  'Node.js Developer',
  'CI/CD',
]);
const synonyms = synonymIndex(['ml|machine learning', 'pm|product manager', 'ca|chartered accountant']);

describe('searchWords', () => {
  it('keeps skill names whole and drops punctuation', () => {
    expect(searchWords('  C++, C# and Node.js; CI/CD! L&D ')).toEqual([
      'c++',
      'c#',
      'and',
      'node.js',
      'ci/cd',
      'l&d',
    ]);
    expect(searchWords('!!! ((( ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, changes and swaps as one each', () => {
    expect(editDistance('enginer', 'engineer', 2)).toBe(1);
    expect(editDistance('pyhton', 'python', 2)).toBe(1);
    expect(editDistance('pythn', 'python', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });
  it('stops beyond the limit', () => {
    expect(editDistance('engineer', 'manager', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('correctWord', () => {
  it('corrects a slip to the closest known word', () => {
    expect(correctWord('enginer', lexicon)).toBe('engineer');
    expect(correctWord('pyhton', lexicon)).toBe('python');
    expect(correctWord('machne', lexicon)).toBe('machine');
    expect(correctWord('developr', lexicon)).toBe('developer');
  });
  it('leaves known, short, numeric and unknown-far words alone', () => {
    expect(correctWord('engineer', lexicon)).toBeUndefined();
    expect(correctWord('node', lexicon)).toBeUndefined();
    expect(correctWord('pyt', lexicon)).toBeUndefined();
    expect(correctWord('python3', lexicon)).toBeUndefined();
    expect(correctWord('qqqqzzzz', lexicon)).toBeUndefined();
    expect(correctWord('jobs', lexicon)).toBeUndefined();
  });
});

describe('words written with &', () => {
  const withAmp = buildLexicon(['L&D Manager', 'S&OP Lead', 'P&L Owner', 'PL/SQL Developer']);
  const groups = synonymIndex(['l&d|learning and development']);

  it('knows each by its form without the &, as a search address writes it', () => {
    expect(withAmp.ampersands.get('ld')).toBe('l&d');
    expect(withAmp.ampersands.get('sop')).toBe('s&op');
  });
  it('leaves a form that is a word of its own alone', () => {
    expect(withAmp.words.has('pl')).toBe(true);
    expect(withAmp.ampersands.has('pl')).toBe(false);
    expect(searchTerms('pl', groups, withAmp)).toEqual([['pl']]);
  });
  it('reads the form without the & as the word, with its synonyms', () => {
    expect(searchTerms('ld', groups, withAmp)).toEqual([['ld', 'l&d', 'learning and development']]);
    expect(searchTerms('sop lead', groups, withAmp)).toEqual([['sop', 's&op'], ['lead']]);
  });
});

describe('searchTerms', () => {
  it('groups synonyms and keeps what was typed', () => {
    expect(searchTerms('ML engineer', synonyms, lexicon)).toEqual([['ml', 'machine learning'], ['engineer']]);
    expect(searchTerms('machine learning', synonyms, lexicon)).toEqual([['machine learning', 'ml']]);
    expect(searchTerms('pm jobs in pune', synonyms, lexicon)).toEqual([['pm', 'product manager'], ['pune']]);
  });
  it('adds the correction beside the slip, also inside a synonym phrase', () => {
    expect(searchTerms('enginer', synonyms, lexicon)).toEqual([['enginer', 'engineer']]);
    expect(searchTerms('machne learning', synonyms, lexicon)).toEqual([
      ['machne learning', 'ml', 'machine learning'],
    ]);
  });
  it('takes search syntax as written', () => {
    expect(searchTerms('"data engineer"', synonyms, lexicon)).toBeNull();
    expect(searchTerms('python -django', synonyms, lexicon)).toBeNull();
    expect(searchTerms('sales or marketing', synonyms, lexicon)).toBeNull();
    expect(searchTerms('back-end', synonyms, lexicon)).not.toBeNull();
  });
  it('has no groups for filler words only', () => {
    expect(searchTerms('jobs in the', synonyms, lexicon)).toEqual([]);
  });
});

describe('namesMatch', () => {
  it('matches word prefixes, slips and synonyms', () => {
    expect(namesMatch('Machine Learning', 'mach lea')).toBe(true);
    expect(namesMatch('Machine Learning', 'learn')).toBe(true);
    expect(namesMatch('Python', 'pyhton')).toBe(true);
    expect(namesMatch('Python', 'pyhto')).toBe(true);
    expect(namesMatch('Chartered Accountant', 'ca', synonyms)).toBe(true);
    expect(namesMatch('Data Engineering', 'ml', synonyms)).toBe(false);
    expect(namesMatch('Python', 'java')).toBe(false);
    expect(namesMatch('Python', '')).toBe(false);
  });
});

describe('vertical synonyms', () => {
  it.each(Object.entries(VOCABULARY))(
    '%s: every group has two or more distinct phrases and no phrase is in two groups',
    (_id, v) => {
      const seen = new Set<string>();
      for (const group of v.synonyms) {
        const phrases = group.split('|').map((p) => searchWords(p).join(' '));
        expect(new Set(phrases).size, group).toBe(phrases.length);
        expect(phrases.length, group).toBeGreaterThanOrEqual(2);
        for (const p of phrases) {
          expect(seen.has(p), p).toBe(false);
          seen.add(p);
        }
      }
    },
  );
});
