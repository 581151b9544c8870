import { describe, expect, it } from 'vitest';
import { filterChips, filtersQuery, hasFilters, readFilters, readPage, withQuery } from './filters.ts';

const params = (q: string) => new URLSearchParams(q);

describe('listing filters in the address', () => {
  it('reads the filters a shared address carries and ignores nonsense', () => {
    expect(readFilters(params('locIds=12&exp=4&postingAge=1w&sort=date'))).toEqual({
      locIds: 12,
      exp: 4,
      postingAge: '1w',
      sort: 'date',
    });
    expect(readFilters(params('locIds=abc&exp=42&postingAge=forever&sort=random'))).toEqual({});
    expect(readFilters(params('range=3d'), 'range')).toEqual({ postingAge: '3d' });
  });

  it('writes them back in a fixed order, so equal filters give equal addresses', () => {
    const filters = readFilters(params('sort=date&postingAge=1w&exp=4&locIds=12'));
    expect(filtersQuery(filters)).toBe('locIds=12&exp=4&postingAge=1w&sort=date');
    expect(withQuery('/c/data-jobs', '')).toBe('/c/data-jobs');
    expect(hasFilters({})).toBe(false);
    expect(hasFilters(filters)).toBe(true);
  });

  it('counts pages from 1 in the address and from 0 inside', () => {
    expect(readPage(params(''))).toBe(0);
    expect(readPage(params('page=3'))).toBe(2);
    expect(readPage(params('page=0'))).toBe(0);
    expect(readPage(params('page=-2'))).toBe(0);
  });

  it('offers a chip per filter whose link drops just that filter', () => {
    const chips = filterChips('/c/data-jobs', { locIds: 12, exp: 4 }, [{ id: 12, name: 'Pune' }]);
    expect(chips.map((c) => c.label)).toContain('Pune');
    const pune = chips.find((c) => c.label === 'Pune');
    expect(pune?.href).toBe('/c/data-jobs?exp=4');
    const others = chips.filter((c) => c.label !== 'Pune');
    expect(others).toHaveLength(1);
    expect(others[0]?.href).toBe('/c/data-jobs?locIds=12');
  });

  it('reads salary, work mode and company with the call schemas, drops wrong values, and chips them', () => {
    const filters = readFilters(params('company=42&mode=remote&salary=3-6&exp=3'));
    expect(filters).toEqual({ exp: 3, salary: '3-6', mode: 'remote', company: 42 });
    expect(filtersQuery(filters)).toBe('exp=3&salary=3-6&mode=remote&company=42');
    expect(readFilters(params('salary=7-9&mode=hybrid&company=acme'))).toEqual({});
    expect(readFilters(params('company=0&salary=&mode='))).toEqual({});
    const chips = filterChips('/search/analyst.html', filters, [], 'range', [{ id: 42, name: 'Acme' }]);
    expect(chips.map((c) => [c.label, c.href])).toEqual([
      ['Experience: 2-3 Yrs', '/search/analyst.html?salary=3-6&mode=remote&company=42'],
      ['Salary: 3-6 lakhs', '/search/analyst.html?exp=3&mode=remote&company=42'],
      ['Work from home', '/search/analyst.html?exp=3&salary=3-6&company=42'],
      ['Company: Acme', '/search/analyst.html?exp=3&salary=3-6&mode=remote'],
    ]);
  });
});
