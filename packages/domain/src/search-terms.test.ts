import { describe, expect, it } from 'vitest';
import {
  buildLexicon,
  correctWord,
  editDistance,
  namesMatch,
  readSearch,
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
const searchTerms = (keyword: string, groups: typeof synonyms, words: typeof lexicon) =>
  readSearch(keyword, groups, words).terms;

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
  it('keeps the dot that starts a word (".NET"), not one that ends a sentence', () => {
    expect(searchWords('C#, .NET and ASP.NET. Next')).toEqual(['c#', '.net', 'and', 'asp.net', 'next']);
    expect(searchWords('v1 .5 ...net')).toEqual(['v1', '5', 'net']);
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

describe('words written with a symbol, read from their address form', () => {
  const symbols = buildLexicon([
    'L&D Manager',
    'S&OP Lead',
    'P&L Owner',
    'PL/SQL Developer',
    'C++',
    'C#',
    '.NET',
    'Node.js',
    'CI/CD',
    'Mergers & Acquisitions',
    'M&A',
  ]);
  const groups = synonymIndex([
    'l&d|learning and development',
    'm&a|mergers and acquisitions|mergers & acquisitions',
  ]);
  const read = (keyword: string, correct = true) => readSearch(keyword, groups, symbols, { correct });

  it('knows each by its address form (product.md section 2)', () => {
    expect(Object.fromEntries(symbols.bySlug)).toMatchObject({
      ld: 'l&d',
      sop: 's&op',
      'c-plus-plus': 'c++',
      'c-sharp': 'c#',
      net: '.net',
      nodejs: 'node.js',
      'ci-cd': 'ci/cd',
      ma: 'm&a',
      'mergers-acquisitions': 'Mergers & Acquisitions',
    });
  });
  it('leaves a form that is a word of its own alone', () => {
    expect(symbols.words.has('pl')).toBe(true);
    expect(symbols.bySlug.has('pl')).toBe(false);
    expect(read('pl').terms).toEqual([['pl']]);
  });
  it('reads the address form as the word, keeps it as typed, and brings in its synonyms', () => {
    expect(read('ld').terms).toEqual([['ld', 'l&d', 'learning and development']]);
    expect(read('sop lead').terms).toEqual([['sop', 's&op'], ['lead']]);
    expect(read('c plus plus developer').terms).toEqual([['c plus plus', 'c++'], ['developer']]);
    expect(read('c-sharp').terms).toEqual([['c-sharp', 'c#']]);
    expect(read('c sharp').terms).toEqual([['c sharp', 'c#']]);
    expect(read('nodejs').terms).toEqual([['nodejs', 'node.js']]);
    expect(read('ci cd').terms).toEqual([['ci cd', 'ci/cd']]);
    expect(read('net').terms).toEqual([['net', '.net']]);
    expect(read('ma').terms).toEqual([['ma', 'm&a', 'mergers and acquisitions', 'mergers acquisitions']]);
  });
  it('reads the word as written as itself: "c++" never becomes "c"', () => {
    expect(read('C++').terms).toEqual([['c++']]);
    expect(read('c#').terms).toEqual([['c#']]);
    expect(read('Node.js').terms).toEqual([['node.js']]);
    expect(read('M&A').terms).toEqual([['m&a', 'mergers and acquisitions', 'mergers acquisitions']]);
  });
  it('writes the keyword as the vertical writes it, from any of its forms', () => {
    for (const [typed, shown] of [
      ['c plus plus', 'c++'],
      ['c++ developer', 'c++ developer'],
      ['c sharp', 'c#'],
      ['net', '.NET'],
      ['nodejs', 'node.js'],
      ['ci cd', 'CI/CD'],
      ['ld', 'L&D'],
      ['ma', 'M&A'],
      ['mergers acquisitions', 'Mergers & Acquisitions'],
      ['p l', 'p l'],
    ])
      expect(read(typed as string).keyword, typed).toBe(shown);
    expect(read('c plus plus').corrected).toBeNull();
  });
});

describe('corrections', () => {
  const words = buildLexicon(['Product Manager', 'Engineering Manager', 'manage vendors', 'Data Engineer']);
  it('goes to the more frequent of two equally close words', () => {
    expect(correctWord('managr', words)).toBe('manager');
  });
  it('says what it corrected, and leaves the correction out of a search as typed', () => {
    expect(readSearch('managr', synonyms, words)).toEqual({
      terms: [['managr', 'manager']],
      keyword: 'managr',
      corrected: 'manager',
    });
    expect(readSearch('data managr', synonyms, words, { correct: false })).toEqual({
      terms: [['data'], ['managr']],
      keyword: 'data managr',
      corrected: 'data manager',
    });
    expect(readSearch('data manager', synonyms, words).corrected).toBeNull();
    expect(readSearch('"data managr"', synonyms, words)).toEqual({
      terms: null,
      keyword: '"data managr"',
      corrected: null,
    });
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
  it('matches an abbreviation written with & to the words it stands for', () => {
    expect(namesMatch('Mergers & Acquisitions', 'm&a')).toBe(true);
    expect(namesMatch('Financial Planning & Analysis', 'FP&A')).toBe(true);
    expect(namesMatch('Mergers & Acquisitions Law', 'm&a')).toBe(false);
    expect(namesMatch('Market Access', 'm&a')).toBe(false);
    expect(namesMatch('Learning & Development', 'm&a')).toBe(false);
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
