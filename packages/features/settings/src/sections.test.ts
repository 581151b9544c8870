import { describe, expect, it } from 'vitest';
import { pageOf, SECTION_VALUES, SETTINGS_PAGES, sectionRedirect, titleOf } from './sections.ts';

describe('settings sections', () => {
  it('lead every section value of product.md to a page, and /settings alone to privacy', () => {
    expect(SECTION_VALUES.map(pageOf)).toEqual([
      'privacy',
      'privacy',
      'changepassword',
      'verify-contact-details',
    ]);
    expect(pageOf(undefined)).toBe('privacy');
    expect(pageOf('')).toBe('privacy');
    expect(pageOf('deactivate')).toBeNull();
    expect(pageOf('PRIVACY')).toBeNull();
  });

  it('give each page a title and its own address', () => {
    for (const p of SETTINGS_PAGES) {
      expect(p.href).toBe(`/settings/${p.page}`);
      expect(titleOf(p.page)).toBe(p.title);
    }
  });

  it('send /settings?section= to the section path, keeping the rest of the query', () => {
    const at = (path: string) => new URL(path, 'http://site.test');
    expect(sectionRedirect(at('/settings?section=changepassword'), undefined)).toBe(
      '/settings/changepassword',
    );
    expect(sectionRedirect(at('/settings?section=privacy&company=acme'), undefined)).toBe(
      '/settings/privacy?company=acme',
    );
    expect(sectionRedirect(at('/settings'), undefined)).toBeNull();
    expect(sectionRedirect(at('/settings/privacy?section=x'), 'privacy')).toBeNull();
  });
});
