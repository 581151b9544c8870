import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refParamsFromUrl } from './ref-params.ts';

describe('refParamsFromUrl', () => {
  it('copies ref, referenceText and pref, and pools every parameter as JSON', () => {
    const result = refParamsFromUrl(
      'https://example.com/j/analyst-1.html?ref=mail&referenceText=weekly%20digest&pref=3&utm_source=nl',
    );
    expect(result).toEqual({
      ref: 'mail',
      referenceText: 'weekly digest',
      pref: '3',
      refPool: JSON.stringify({ ref: 'mail', referenceText: 'weekly digest', pref: '3', utm_source: 'nl' }),
    });
  });

  it('drops empty parameters', () => {
    expect(refParamsFromUrl('/jobfeed?ref=&pref=2&utm_medium=')).toEqual({
      pref: '2',
      refPool: '{"pref":"2"}',
    });
  });

  it('gives {} without a query, or with only empty parameters', () => {
    expect(refParamsFromUrl('https://example.com/jobfeed')).toEqual({});
    expect(refParamsFromUrl('/jobfeed?ref=&x')).toEqual({});
    expect(refParamsFromUrl('')).toEqual({});
  });

  it('accepts a URL-like object, a path and a bare query; ignores the hash', () => {
    expect(refParamsFromUrl({ search: '?ref=a' })).toEqual({ ref: 'a', refPool: '{"ref":"a"}' });
    expect(refParamsFromUrl('?ref=a#ref=b')).toEqual({ ref: 'a', refPool: '{"ref":"a"}' });
    expect(refParamsFromUrl('/c/x-jobs?utm_campaign=spring+sale')).toEqual({
      refPool: '{"utm_campaign":"spring sale"}',
    });
  });

  it('keeps the last value of a repeated parameter and keeps malformed escapes as written', () => {
    expect(refParamsFromUrl('?ref=a&ref=b').ref).toBe('b');
    expect(refParamsFromUrl('?ref=%E0%A4%A').ref).toBe('%E0%A4%A');
  });

  it('pools a __proto__ parameter as data', () => {
    expect(refParamsFromUrl('?__proto__=x').refPool).toBe('{"__proto__":"x"}');
  });

  it('property: refPool parses back to the non-empty parameters; copied values match it', () => {
    const key = fc.constantFrom('ref', 'referenceText', 'pref', 'utm_source', 'a b', 'é');
    const value = fc.oneof(fc.constant(''), fc.string({ maxLength: 10 }));
    fc.assert(
      fc.property(fc.dictionary(key, value), (params) => {
        const query = Object.entries(params)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
          .join('&');
        const result = refParamsFromUrl(`/jobfeed?${query}`);
        const expected = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
        if (Object.keys(expected).length === 0) expect(result.refPool).toBeUndefined();
        else expect(JSON.parse(result.refPool ?? '')).toEqual(expected);
        for (const name of ['ref', 'referenceText', 'pref'] as const) {
          expect(result[name]).toBe(expected[name]);
        }
      }),
    );
  });
});
