import { describe, expect, it } from 'vitest';
import { toSlug } from './slug.ts';

describe('toSlug', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(toSlug('Banking & Finance')).toBe('banking-finance');
  });
});
