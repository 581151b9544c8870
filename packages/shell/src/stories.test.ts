import { VERTICAL_IDS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { storyBrand } from './stories.ts';

const siteNames = Object.fromEntries(VERTICAL_IDS.map((id) => [id, `Site of ${id}`]));

describe('storyBrand', () => {
  it('answers the toolbar brand with its app’s site name', () => {
    for (const id of VERTICAL_IDS) {
      expect(storyBrand({ globals: { brand: id }, parameters: { siteNames } })).toEqual({
        vertical: id,
        siteName: `Site of ${id}`,
      });
    }
  });

  it('falls back to the first vertical when the brand is not one', () => {
    const first = VERTICAL_IDS[0];
    expect(storyBrand({ globals: { brand: 'nope' }, parameters: { siteNames } }).vertical).toBe(first);
  });

  it('says so when the preview passes no site name', () => {
    expect(() => storyBrand({ globals: {}, parameters: {} })).toThrow(/parameters\.siteNames/);
  });
});
