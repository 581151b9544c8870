import { NOTIFICATION_TYPE_IDS, NOTIFICATION_TYPES } from '@jobsite/domain';
import { sampleNotification } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { toItem } from './items.ts';

const item = (type: (typeof NOTIFICATION_TYPE_IDS)[number]) => toItem({ ...sampleNotification, type });

/** Each type as the notifications page shows it: its label and its badge's tone. */
const SHOWN = {
  1: { label: 'Profile viewed', tone: 'info' },
  2: { label: 'Shortlisted', tone: 'positive' },
  3: { label: 'Not shortlisted', tone: 'critical' },
  4: { label: 'Interview', tone: 'positive' },
  5: { label: 'Assessment', tone: 'caution' },
  6: { label: 'Message', tone: 'info' },
  11: { label: 'Interview slot', tone: 'accent' },
  14: { label: 'Assessment', tone: 'caution' },
  15: { label: 'Chat', tone: 'info' },
};
/** One column of the types' items: as the code makes it, and as `SHOWN` says. */
const column = (key: 'label' | 'tone') =>
  Object.fromEntries(NOTIFICATION_TYPE_IDS.map((t) => [t, item(t)[key]]));
const expected = (key: 'label' | 'tone') =>
  Object.fromEntries(Object.entries(SHOWN).map(([t, shown]) => [t, shown[key]]));

describe('notification items', () => {
  it('show unread (1) apart from read (2)', () => {
    expect(toItem({ ...sampleNotification, status: 1 }).unread).toBe(true);
    expect(toItem({ ...sampleNotification, status: 2 }).unread).toBe(false);
  });

  it("read as their type's label", () => {
    expect(column('label')).toEqual(expected('label'));
  });

  it("wear their type's colour as a badge tone; a promotion is the accent", () => {
    expect(column('tone')).toEqual(expected('tone'));
    for (const t of NOTIFICATION_TYPE_IDS)
      if (NOTIFICATION_TYPES[t].tone !== 'promote') expect(item(t).tone).toBe(NOTIFICATION_TYPES[t].tone);
  });

  it("carry their type's icon", () => {
    for (const t of NOTIFICATION_TYPE_IDS) expect(item(t).icon).toBe(NOTIFICATION_TYPES[t].name);
  });

  it('keep the text, link and id, and show the date', () => {
    const shown = toItem({ ...sampleNotification, createdAt: '2024-03-05T10:00:00Z' });
    expect(shown).toMatchObject({
      id: sampleNotification.id,
      text: sampleNotification.text,
      link: sampleNotification.link,
    });
    expect(shown.date).toBe('5 Mar 2024');
  });
});
