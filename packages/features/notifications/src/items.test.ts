import { NOTIFICATION_TYPE_IDS } from '@jobsite/domain';
import { sampleNotification } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { toItem } from './items.ts';

describe('notification items', () => {
  it('show unread (1) apart from read (2)', () => {
    expect(toItem({ ...sampleNotification, status: 1 }).unread).toBe(true);
    expect(toItem({ ...sampleNotification, status: 2 }).unread).toBe(false);
  });

  it('have a label and a badge tone for every type id', () => {
    for (const type of NOTIFICATION_TYPE_IDS) {
      const item = toItem({ ...sampleNotification, type });
      expect(item.label).not.toBe('');
      expect(item.tone).toBeTruthy();
    }
  });
});
