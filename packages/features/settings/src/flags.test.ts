import { DEFAULT_SETTINGS } from '@jobsite/domain';
import { EDITABLE_SETTINGS } from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import { checkFlags, editableFlags, FLAG_GROUPS, flagsFromForm } from './flags.ts';

describe('settings flags', () => {
  it('show every flag the API accepts exactly once, each with a label', () => {
    const shown = FLAG_GROUPS.flatMap((g) => g.flags.map((f) => f.key));
    expect([...shown].sort()).toEqual([...EDITABLE_SETTINGS].sort());
    expect(new Set(shown).size).toBe(shown.length);
    for (const group of FLAG_GROUPS)
      for (const flag of group.flags) expect(flag.label.length).toBeGreaterThan(3);
  });

  it('read the editable flags of a settings answer, leaving the server-owned ones out', () => {
    const flags = editableFlags({ ...DEFAULT_SETTINGS, hideResume: true, boost: true });
    expect(Object.keys(flags).sort()).toEqual([...EDITABLE_SETTINGS].sort());
    expect(flags.hideResume).toBe(true);
    expect(flags.promotions).toBe(false);
    expect('boost' in flags).toBe(false);
    expect(editableFlags(null).jobFeed).toBe(false);
  });

  it('read a posted form: a checked box is on, an absent one off', () => {
    const form = new FormData();
    form.set('intent', 'flags');
    form.set('hideResume', 'on');
    form.set('weeklyJobReport', 'on');
    form.set('boost', 'on');
    const flags = flagsFromForm(form);
    expect(flags.hideResume).toBe(true);
    expect(flags.weeklyJobReport).toBe(true);
    expect(flags.jobFeed).toBe(false);
    expect('boost' in flags).toBe(false);
    expect(checkFlags(flags)).toBe(true);
  });

  it('are checked with the API schema, which refuses the server-owned flags', () => {
    expect(checkFlags({ jobFeed: true })).toBe(true);
    expect(checkFlags({ boost: true })).toBe(false);
    expect(checkFlags({ jobFeed: 'yes' })).toBe(false);
  });
});
