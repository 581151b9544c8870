import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, INVALID_DATE } from './dates.ts';

describe('formatDate', () => {
  it.each([
    ['2026-11-21', '21 Nov 2026'],
    ['2026-11-21T09:30:00.000Z', '21 Nov 2026'],
    ['2026-11-21T23:30:00Z', '21 Nov 2026'],
    ['2026-11-21T23:30:00-02:00', '22 Nov 2026'],
    ['2026-11-21T01:00:00+05:30', '20 Nov 2026'],
    ['2026-11-21 10:00:00', '21 Nov 2026'],
    ['2026-01-01', '1 Jan 2026'],
    ['2024-02-29', '29 Feb 2024'],
    [' 2026-11-21 ', '21 Nov 2026'],
  ])('%j → %j', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it('formats Date objects and epoch milliseconds in UTC', () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 21, 23, 59)))).toBe('21 Nov 2026');
    expect(formatDate(Date.UTC(2000, 0, 5))).toBe('5 Jan 2000');
    expect(formatDate(0)).toBe('1 Jan 1970');
  });

  it.each([
    undefined,
    null,
    '',
    '   ',
    'garbage',
    'not a date',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    new Date('nope'),
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-11-21T25:00:00Z',
    true,
    {},
    [],
    8.64e15 + 1,
  ])('%j → Invalid Date', (value) => {
    expect(formatDate(value)).toBe(INVALID_DATE);
    expect(INVALID_DATE).toBe('Invalid Date');
  });

  it('property: any real date formats as "D Mon YYYY" and agrees with the Date getters in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1000, 0, 1)),
          max: new Date(Date.UTC(9999, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const text = formatDate(date);
          expect(text).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
          expect(text.startsWith(`${date.getUTCDate()} `)).toBe(true);
          expect(formatDate(date.toISOString())).toBe(text);
        },
      ),
    );
  });

  it('property: arbitrary text never throws and gives a date or Invalid Date', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(formatDate(text)).toMatch(/^(Invalid Date|\d{1,2} [A-Z][a-z]{2} -?\d+)$/);
      }),
    );
  });
});
