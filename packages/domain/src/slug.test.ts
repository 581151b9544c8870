import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSlug } from './slug.ts';

/** Strings drawn from the characters the rules care about, so the properties meet them often. */
const ruleText = fc.string({
  unit: fc.constantFrom(
    'a',
    'B',
    'c',
    'C',
    'z',
    '1',
    '&',
    '-',
    '#',
    '+',
    '.',
    ' ',
    '/',
    '\t',
    '\n',
    '\u00a0',
    'É',
    '(',
  ),
  maxLength: 30,
});
const anyText = fc.oneof(ruleText, fc.string({ unit: 'binary' }), fc.string());

describe('toSlug', () => {
  it.each([
    ['Banking & Finance', 'banking-finance'],
    ['Sales & Marketing', 'sales-marketing'],
    ['Sales - Marketing', 'sales-marketing'],
    ['C#', 'c-sharp'],
    ['C# Developer', 'c-sharp-developer'],
    ['C++', 'c-plus-plus'],
    ['C++ Developer', 'c-plus-plus-developer'],
    ['F#', 'fhash'],
    ['#hashtag', 'hashhashtag'],
    ['Node.js', 'nodejs'],
    ['ASP.NET', 'aspnet'],
    ['AI/ML', 'ai-ml'],
    ['Product/Design', 'product-design'],
    ['Delhi NCR', 'delhi-ncr'],
    ['  Data   Science  ', 'data-science'],
    ['Data\tScience\nLead', 'data-science-lead'],
    ['a / b', 'a-b'],
    ['+', 'plus'],
    ['--a--', 'a'],
    ['', ''],
    ['&&&', ''],
    ['R&D', 'rd'],
  ])('%j → %j', (input, slug) => {
    expect(toSlug(input)).toBe(slug);
  });

  it('treats a hyphen inside a word as a separator (so slugs stay slugs)', () => {
    expect(toSlug('E-Commerce')).toBe('e-commerce');
    expect(toSlug('banking-finance')).toBe('banking-finance');
    expect(toSlug('c-sharp')).toBe('c-sharp');
  });

  it('keeps characters the rules do not mention', () => {
    expect(toSlug('Café (Paris)')).toBe('café-(paris)');
  });

  it('drops lone surrogates, keeps paired ones', () => {
    expect(toSlug('a\ud800b')).toBe('ab');
    expect(toSlug('a😀b')).toBe('a😀b');
  });

  it('property: never contains &, ., #, +, /, whitespace, uppercase, "--" or an edge hyphen', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = toSlug(text);
        expect(slug).not.toMatch(/[&.#+/\s]/);
        expect(slug).not.toContain('--');
        expect(slug.startsWith('-')).toBe(false);
        expect(slug.endsWith('-')).toBe(false);
        expect(slug.toLowerCase()).toBe(slug);
      }),
      { numRuns: 500 },
    );
  });

  it('property: an ASCII input gives only [a-z0-9-] plus the ASCII characters the rules leave alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        // ASCII only, and none of the characters the rules rewrite: A-Z, &, ., #, +, / and whitespace.
        expect(toSlug(text)).toMatch(/^[^A-Z&.#+/\s\u0080-\uffff]*$/);
      }),
    );
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = toSlug(text);
        expect(toSlug(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('property: words of [a-z0-9] joined by single spaces give the words joined by hyphens', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abdefgxyz0123456789'), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        expect(toSlug(words.join(' '))).toBe(words.join('-'));
      }),
    );
  });
});
