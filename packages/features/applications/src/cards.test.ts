import { sampleJobFeedEntry } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { toCard } from './cards.ts';

describe('job cards', () => {
  it('carry the saved and applied marks, the recruiter and how to apply', () => {
    const now = Date.parse(sampleJobFeedEntry.postedAt) + 3 * 86_400_000;
    const card = toCard({ ...sampleJobFeedEntry, saved: 1, applied: true }, now);
    expect(card).toMatchObject({ saved: true, applied: true, postedDaysAgo: 3, external: false });
    expect(card.recruiter.id).toBe(sampleJobFeedEntry.recruiter.id);
    expect(card.href).toMatch(/^\/j\/.+-\d+\.html$/);
  });
});
