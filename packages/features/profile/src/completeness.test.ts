import { COMPLETENESS_KEYS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { COMPLETENESS_ITEMS, completenessItems } from './completeness.ts';

describe('completeness items', () => {
  it('cover every key of the spec, each with an edit page', () => {
    expect(Object.keys(COMPLETENESS_ITEMS).sort()).toEqual([...COMPLETENESS_KEYS].sort());
    for (const item of Object.values(COMPLETENESS_ITEMS)) expect(item.href).toMatch(/^\//);
  });

  it('lead email and phone verification to the contact details of the settings', () => {
    expect(COMPLETENESS_ITEMS.verificationEmail.href).toBe('/settings/verify-contact-details');
    expect(COMPLETENESS_ITEMS.verificationPhone.href).toBe('/settings/verify-contact-details');
  });

  it('mark the done ones from the 0/1 flags, in the spec order', () => {
    const items = completenessItems({ personalDetails: 1, skills: 0 } as never);
    expect(items[0]).toMatchObject({
      key: 'personalDetails',
      done: true,
      href: '/registration/addPersonalDetails',
    });
    expect(items.find((i) => i.key === 'skills')?.done).toBe(false);
    expect(items.map((i) => i.key)).toEqual([...COMPLETENESS_KEYS]);
  });
});
