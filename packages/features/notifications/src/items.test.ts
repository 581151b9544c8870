import { NOTIFICATION_TYPE_IDS, NOTIFICATION_TYPES } from '@jobsite/domain';
import { sampleNotification } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { toItem } from './items.ts';

const item = (type: (typeof NOTIFICATION_TYPE_IDS)[number]) => toItem({ ...sampleNotification, type });

describe('notification items', () => {
  it('show unread (1) apart from read (2)', () => {
    expect(toItem({ ...sampleNotification, status: 1 }).unread).toBe(true);
    expect(toItem({ ...sampleNotification, status: 2 }).unread).toBe(false);
  });

  it("read as their type's label", () => {
    expect(Object.fromEntries(NOTIFICATION_TYPE_IDS.map((t) => [t, item(t).label]))).toEqual({
      1: 'Profile viewed',
      2: 'Shortlisted',
      3: 'Not shortlisted',
      4: 'Interview',
      5: 'Assessment',
      6: 'Message',
      11: 'Follow-up',
      14: 'Recommendation',
      15: 'Job alert',
    });
  });

  it("wear their type's colour as a badge tone; a promotion is the accent", () => {
    expect(Object.fromEntries(NOTIFICATION_TYPE_IDS.map((t) => [t, item(t).tone]))).toEqual({
      1: 'info',
      2: 'positive',
      3: 'critical',
      4: 'positive',
      5: 'caution',
      6: 'info',
      11: 'neutral',
      14: 'accent',
      15: 'neutral',
    });
    for (const t of NOTIFICATION_TYPE_IDS)
      if (NOTIFICATION_TYPES[t].tone !== 'promote') expect(item(t).tone).toBe(NOTIFICATION_TYPES[t].tone);
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
