import { describe, expect, it } from 'vitest';
import { herApiQuery, herPageUrl, narrowed, readHerFilters } from './her-filters.ts';

const read = (query: string) => readHerFilters(new URLSearchParams(query));

describe('the filters of jobs for her', () => {
  it('reads the kind, city, experience, category and page from the address', () => {
    expect(read('type=back-to-work&locIds=12&exp=4&categoryId=3&page=2')).toEqual({
      filters: { type: 'back-to-work', locIds: 12, exp: 4, categoryId: 3 },
      page: 1,
    });
    expect(read('')).toEqual({ filters: { type: 'all' }, page: 0 });
  });

  it('ignores what makes no sense: an unknown kind, "any" experience, words, empty fields', () => {
    expect(read('type=men&locIds=mumbai&exp=1&categoryId=&page=0')).toEqual({
      filters: { type: 'all' },
      page: 0,
    });
    expect(read('exp=10&locIds=-3')).toEqual({ filters: { type: 'all' }, page: 0 });
  });

  it('writes one address per list: defaults left out, fields in a fixed order, page last', () => {
    expect(herPageUrl({ type: 'all' }, 0)).toBe('/jobs-for-her');
    expect(herPageUrl({ type: 'back-to-work' }, 1)).toBe('/jobs-for-her?type=back-to-work&page=2');
    expect(herPageUrl({ categoryId: 3, exp: 4, type: 'all', locIds: 12 }, 0)).toBe(
      '/jobs-for-her?locIds=12&exp=4&categoryId=3',
    );
  });

  it('counts city, experience and category as narrowing, the kind not', () => {
    expect(narrowed({ type: 'back-to-work' })).toBe(false);
    expect(narrowed({ type: 'all', exp: 3 })).toBe(true);
  });

  it('asks the API for the kind, the years of the experience filter and 20 rows of the page', () => {
    expect(herApiQuery({ type: 'all' }, 0)).toEqual({ femaleFilter: '0', start: '0', end: '20' });
    expect(herApiQuery({ type: 'back-to-work', locIds: 12, exp: 4, categoryId: 3 }, 2)).toEqual({
      femaleFilter: '2',
      minExp: '4',
      maxExp: '6',
      joblocationIds: '12',
      categoryIds: '3',
      start: '40',
      end: '60',
    });
  });
});
