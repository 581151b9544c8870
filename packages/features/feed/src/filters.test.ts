import { describe, expect, it } from 'vitest';
import { clearedParams, feedQuery, filterChips, readFilters, withoutChip } from './filters.ts';

const p = (q: string) => new URLSearchParams(q);

describe('feed filters', () => {
  it('default the sort to date when none is chosen', () => {
    expect(readFilters(p('')).sort).toBe('date');
    expect(readFilters(p('sort=relevance')).sort).toBe('relevance');
  });

  it('make it relevance when it was date before and the filters were not cleared', () => {
    expect(readFilters(p('prevSort=date')).sort).toBe('relevance');
    expect(readFilters(p('prevSort=date&cleared=1')).sort).toBe('date');
    expect(readFilters(p('prevSort=relevance')).sort).toBe('date');
  });

  it('ignore values that are not filters', () => {
    expect(readFilters(p('exp=12&postingAge=5y&locIds=x&sort=cheap'))).toEqual({
      exp: undefined,
      postingAge: undefined,
      locIds: undefined,
      sort: 'date',
    });
  });

  it('show the active filters as chips and remove one by its label', () => {
    const params = p('exp=3&postingAge=1w&locIds=2&sort=relevance&page=2');
    const chips = filterChips(readFilters(params), (id) => (id === 2 ? 'Bangalore' : undefined));
    expect(chips.map((c) => c.label)).toEqual(['Experience: 2-3 Yrs', 'Posted: 1 week', 'City: Bangalore']);
    const next = withoutChip(params, chips, 'Posted: 1 week');
    expect(next.toString()).toBe('exp=3&locIds=2&sort=relevance');
  });

  it('clear everything, remembering the sort for the default rule', () => {
    const cleared = clearedParams(readFilters(p('exp=3&sort=date')));
    expect(readFilters(cleared)).toMatchObject({ exp: undefined, sort: 'date' });
  });

  it('build the feed query', () => {
    expect(feedQuery(readFilters(p('exp=3&locIds=2')), 1)).toEqual({
      page: '1',
      sort: 'date',
      exp: '3',
      locIds: '2',
    });
  });
});
