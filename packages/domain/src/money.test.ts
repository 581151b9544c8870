import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it('writes the rupee sign and Indian grouping, paise only when there are some', () => {
    expect(formatRupees(249)).toBe('₹249');
    expect(formatRupees(2999)).toBe('₹2,999');
    expect(formatRupees(250000)).toBe('₹2,50,000');
    expect(formatRupees(1499.5)).toBe('₹1,499.5');
    expect(formatRupees(0)).toBe('₹0');
  });
});
