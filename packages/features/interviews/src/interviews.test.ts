import type { Interview } from '@jobsite/domain/answers';
import { describe, expect, it } from 'vitest';
import { calendarPath, groupInterviews, readIntent } from './interviews.ts';

const now = new Date('2026-11-23T00:00:00Z');
const slot = (id: number, startsAt: string, state: 'open' | 'booked' | 'taken' = 'open') => ({
  id,
  calendarId: id * 10,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
  state,
});
function interview(calendarId: number, slots: ReturnType<typeof slot>[]): Interview {
  const booked = slots.find((s) => s.state === 'booked') ?? null;
  return {
    calendarId,
    applicationId: calendarId + 1,
    jobId: 7,
    jobTitle: 'Analyst',
    companyName: 'Acme',
    recruiterName: 'Ravi',
    title: 'First round',
    location: '',
    booked,
    slots,
    cancellableUntil: booked
      ? new Date(new Date(booked.startsAt).getTime() - 12 * 3_600_000).toISOString()
      : null,
    recruiterNotifiedAt: null,
  };
}

describe('the interviews page model', () => {
  it('groups interviews to book, upcoming (soonest first) and past (latest first)', () => {
    const groups = groupInterviews(
      [
        interview(1, [
          slot(1, '2026-11-25T10:00:00Z'),
          slot(2, '2026-11-22T10:00:00Z'),
          slot(3, '2026-11-26T10:00:00Z', 'taken'),
        ]),
        interview(2, [slot(4, '2026-11-30T10:00:00Z', 'booked')]),
        interview(3, [slot(5, '2026-11-23T06:00:00Z', 'booked'), slot(6, '2026-11-24T06:00:00Z')]),
        interview(4, [slot(7, '2026-11-20T06:00:00Z', 'booked')]),
        interview(5, [slot(8, '2026-11-21T06:00:00Z', 'booked')]),
      ],
      now,
    );
    expect(groups.toBook.map((i) => i.calendarId)).toEqual([1]);
    expect(groups.toBook[0]?.open.map((s) => s.id)).toEqual([1]);
    expect(groups.upcoming.map((i) => i.calendarId)).toEqual([3, 2]);
    expect(groups.past.map((i) => i.calendarId)).toEqual([5, 4]);
  });

  it('allows changes only before the cut-off', () => {
    const { upcoming } = groupInterviews(
      [
        interview(2, [slot(4, '2026-11-30T10:00:00Z', 'booked')]),
        interview(3, [slot(5, '2026-11-23T06:00:00Z', 'booked')]),
      ],
      now,
    );
    expect(upcoming.map((i) => [i.calendarId, i.canChange])).toEqual([
      [3, false],
      [2, true],
    ]);
  });

  it('reads what a form asks for, and nothing else', () => {
    const form = (fields: Record<string, string>) => new Map(Object.entries(fields));
    expect(readIntent(form({ intent: 'book', slotid: '12' }))).toEqual({ intent: 'book', slotid: '12' });
    expect(readIntent(form({ intent: 'cancel', slotid: ' 3 ' }))).toEqual({ intent: 'cancel', slotid: '3' });
    expect(readIntent(form({ intent: 'notify', calendarId: '9' }))).toEqual({
      intent: 'notify',
      calendarId: '9',
    });
    expect(readIntent(form({ intent: 'book', slotid: 'x' }))).toBeNull();
    expect(readIntent(form({ intent: 'delete', slotid: '1' }))).toBeNull();
    expect(readIntent(form({}))).toBeNull();
    expect(calendarPath(5)).toBe('/interviews/5/calendar.ics');
  });
});
