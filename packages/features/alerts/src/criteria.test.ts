import { expect, it, describe as suite } from 'vitest';
import { describeCriteria, draftFromUrl, hasDraft, runHref } from './criteria.ts';

suite('draftFromUrl', () => {
  it('reads a search address given as ?save=', () => {
    const url = new URL(
      'http://x/saved-searches?save=%2Fsearch%2Fdata-analyst.html%3FlocIds%3D3%2C4%26exp%3D3',
    );
    expect(draftFromUrl(url)).toEqual({
      name: 'Data Analyst jobs',
      keyword: 'data analyst',
      locIds: '3,4',
      exp: '3',
      categoryId: '',
    });
  });

  it('reads plain parameters, and ignores what is not an id', () => {
    const url = new URL('http://x/saved-searches?keyword=sales&location=5,x&exp=12&name=Mine');
    expect(draftFromUrl(url)).toEqual({
      name: 'Mine',
      keyword: 'sales',
      locIds: '5',
      exp: '',
      categoryId: '',
    });
    expect(hasDraft(draftFromUrl(new URL('http://x/saved-searches')))).toBe(false);
  });

  it('reads a job feed address', () => {
    const url = new URL('http://x/saved-searches?save=/jobfeed?locIds=7%26exp=2');
    expect(draftFromUrl(url)).toMatchObject({ keyword: '', locIds: '7', exp: '2' });
  });
});

suite('runHref and describe', () => {
  it('runs a keyword search on the search page, and filters on the job feed', () => {
    expect(runHref({ keyword: 'data analyst', locIds: [3], exp: 3, categoryId: null })).toBe(
      '/search/data-analyst.html?locIds=3&exp=3',
    );
    expect(runHref({ keyword: '', locIds: [3, 4], exp: null, categoryId: null })).toBe('/jobfeed?locIds=3,4');
  });

  it('describes the criteria in words', () => {
    const names = new Map([[3, 'Pune']]);
    expect(describeCriteria({ keyword: 'sql', locIds: [3], exp: 3, categoryId: null }, names)).toBe(
      '“sql” · Pune · experience 2-3 Yrs',
    );
    expect(describeCriteria({ keyword: '', locIds: [9], exp: null, categoryId: null }, names)).toBe('1 city');
  });
});
