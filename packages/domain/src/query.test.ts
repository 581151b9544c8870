import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery, parseQuery, queryOf } from './query.ts';

describe('query helpers', () => {
  it('queryOf takes the part between ? and #', () => {
    expect(queryOf('https://x.test/a?b=1&c=2#d')).toBe('b=1&c=2');
    expect(queryOf('/a')).toBe('');
    expect(queryOf('?a=1')).toBe('a=1');
    expect(queryOf('/a#x?y=1')).toBe('');
  });

  it('parseQuery decodes like URLSearchParams', () => {
    expect(parseQuery('?a=1&b=x+y&c=%26&d&&e=')).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', '&'],
      ['d', ''],
      ['e', ''],
    ]);
  });

  it('property: parseQuery(formatQuery(pairs)) gives back the pairs', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ minLength: 1 }), fc.string())), (pairs) => {
        expect(parseQuery(formatQuery(pairs))).toEqual(pairs);
      }),
    );
  });
});
