import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSort,
  femaleJobsQuery,
  POSTING_AGE_OPTIONS,
  removeChipByLabel,
  SORT_OPTIONS,
  sortLabel,
} from './feed.ts';

describe('defaultSort', () => {
  it('an empty shown sort becomes date', () => {
    expect(defaultSort({ showSort: true, sort: '' })).toBe('date');
    expect(defaultSort({ showSort: true, sort: undefined, previousSort: 'relevance' })).toBe('date');
    expect(defaultSort({ showSort: true, sort: null, previousSort: null })).toBe('date');
  });

  it('becomes relevance when it was date and the filters were not cleared', () => {
    expect(defaultSort({ showSort: true, sort: '', previousSort: 'date', filtersCleared: false })).toBe(
      'relevance',
    );
    expect(defaultSort({ showSort: true, sort: '', previousSort: 'date' })).toBe('relevance');
  });

  it('becomes date when it was date but the filters were cleared', () => {
    expect(defaultSort({ showSort: true, sort: '', previousSort: 'date', filtersCleared: true })).toBe(
      'date',
    );
  });

  it('leaves a chosen sort or a hidden sort unchanged', () => {
    expect(defaultSort({ showSort: true, sort: 'relevance', previousSort: 'date' })).toBe('relevance');
    expect(defaultSort({ showSort: true, sort: 'date' })).toBe('date');
    expect(defaultSort({ showSort: false, sort: '' })).toBe('');
    expect(defaultSort({ showSort: false, sort: undefined, previousSort: 'date' })).toBeUndefined();
  });

  it('property: the result is the sort unless it is shown and empty, then date or relevance', () => {
    const sortValue = fc.constantFrom('', 'date', 'relevance', 'salary', null, undefined);
    fc.assert(
      fc.property(
        fc.boolean(),
        sortValue,
        sortValue,
        fc.boolean(),
        (showSort, sort, previousSort, filtersCleared) => {
          const result = defaultSort({ showSort, sort, previousSort, filtersCleared });
          if (showSort && !sort) expect(['date', 'relevance']).toContain(result);
          else expect(result).toBe(sort);
        },
      ),
    );
  });
});

describe('removeChipByLabel', () => {
  const chips = [
    { label: 'Mumbai', value: 1 },
    { label: '4-6 Yrs', value: 4 },
    { label: 'Mumbai', value: 2 },
    { label: 'Under 3 days', value: 3 },
  ];

  it('returns a new list without that label', () => {
    expect(removeChipByLabel(chips, 'Mumbai')).toEqual([
      { label: '4-6 Yrs', value: 4 },
      { label: 'Under 3 days', value: 3 },
    ]);
  });

  it('never mutates the input and returns a new array even when nothing matches', () => {
    const copy = chips.map((chip) => ({ ...chip }));
    const result = removeChipByLabel(chips, 'Pune');
    expect(result).toEqual(chips);
    expect(result).not.toBe(chips);
    expect(chips).toEqual(copy);
  });

  it('property: never contains the label, keeps the other chips in order', () => {
    const label = fc.constantFrom('a', 'b', 'c', '');
    fc.assert(
      fc.property(fc.array(fc.record({ label, id: fc.nat() })), label, (list, removed) => {
        const before = list.map((chip) => ({ ...chip }));
        const result = removeChipByLabel(list, removed);
        expect(result.some((chip) => chip.label === removed)).toBe(false);
        expect(result).toEqual(list.filter((chip) => chip.label !== removed));
        expect(list).toEqual(before);
      }),
    );
  });
});

describe('femaleJobsQuery', () => {
  it('builds the query in the call parameter order, lists comma-joined', () => {
    const query = femaleJobsQuery({
      antiCentralisedCompanyIds: [9],
      femaleFilter: 1,
      categoryIds: [3, 4],
      joblocationIds: ['1', '2'],
      minExp: 0,
      maxExp: 5,
      start: 0,
      end: 20,
      functionalArea: '12',
      antifunctionalarea: '7',
      centralisedCompanyIds: [5, 6],
    });
    expect(query).toEqual({
      femaleFilter: '1',
      minExp: '0',
      maxExp: '5',
      joblocationIds: '1,2',
      categoryIds: '3,4',
      start: '0',
      end: '20',
      functionalArea: '12',
      antifunctionalarea: '7',
      centralisedCompanyIds: '5,6',
      antiCentralisedCompanyIds: '9',
    });
    expect(Object.keys(query)).toEqual([
      'femaleFilter',
      'minExp',
      'maxExp',
      'joblocationIds',
      'categoryIds',
      'start',
      'end',
      'functionalArea',
      'antifunctionalarea',
      'centralisedCompanyIds',
      'antiCentralisedCompanyIds',
    ]);
  });

  it('leaves functionalArea out when it is "0" (or 0)', () => {
    expect(femaleJobsQuery({ femaleFilter: 1, functionalArea: '0' })).toEqual({ femaleFilter: '1' });
    expect(femaleJobsQuery({ femaleFilter: 1, functionalArea: 0 })).toEqual({ femaleFilter: '1' });
    expect(femaleJobsQuery({ antifunctionalarea: '0' })).toEqual({ antifunctionalarea: '0' });
  });

  it('leaves empty values out', () => {
    expect(
      femaleJobsQuery({
        femaleFilter: '',
        minExp: null,
        maxExp: undefined,
        categoryIds: [],
        joblocationIds: ['', ' '],
      }),
    ).toEqual({});
  });

  it('ignores keys that are not parameters of the call', () => {
    expect(femaleJobsQuery({ start: 0, ...({ other: 'x' } as object) })).toEqual({ start: '0' });
  });

  it('property: only known keys, no empty values, never functionalArea 0', () => {
    const value = fc.oneof(
      fc.constantFrom(undefined, null, '', '0', 0, '12', 7),
      fc.array(fc.oneof(fc.nat(), fc.constantFrom('', '3')), { maxLength: 3 }),
    );
    const filters = fc.record({
      femaleFilter: value,
      minExp: value,
      functionalArea: value,
      categoryIds: value,
      end: value,
    });
    fc.assert(
      fc.property(filters, (input) => {
        const query = femaleJobsQuery(input);
        for (const [key, text] of Object.entries(query)) {
          expect(Object.keys(input)).toContain(key);
          expect(text?.trim()).not.toBe('');
        }
        expect(query.functionalArea).not.toBe('0');
      }),
    );
  });
});

describe('POSTING_AGE_OPTIONS', () => {
  it('lists any, under 3 days, 1 week, 2 weeks, 1 month, 3 months', () => {
    expect(POSTING_AGE_OPTIONS.map((o) => o.days)).toEqual([null, 3, 7, 14, 30, 90]);
    expect(new Set(POSTING_AGE_OPTIONS.map((o) => o.value)).size).toBe(6);
  });
});

describe('sort labels', () => {
  it('names each sort once, for the feed and the listings alike', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(['relevance', 'date']);
    expect(sortLabel('relevance')).toBe('Best match');
    expect(sortLabel('date')).toBe('Newest');
  });
});
