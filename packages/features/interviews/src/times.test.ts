import { describe, expect, it } from 'vitest';
import { formatInstant, formatSlot, SERVER_TIME_ZONE } from './times.ts';

describe('interview times', () => {
  const start = '2026-11-23T09:30:00.000Z';
  const end = '2026-11-23T10:30:00.000Z';

  it('renders on the server in UTC', () => {
    expect(SERVER_TIME_ZONE).toBe('UTC');
    expect(formatInstant(start)).toBe('Mon, 23 Nov 2026, 09:30 UTC');
    expect(formatSlot(start, end)).toBe('Mon, 23 Nov 2026, 09:30–10:30 UTC');
  });

  it("shows a slot in the seeker's zone", () => {
    expect(formatSlot(start, end, 'Asia/Kolkata')).toBe('Mon, 23 Nov 2026, 15:00–16:00 GMT+5:30');
    expect(formatInstant(start, 'America/New_York')).toBe('Mon, 23 Nov 2026, 04:30 GMT-5');
  });

  it('names both days when a slot crosses midnight in the zone', () => {
    // ICU puts thin spaces around the dash of a range.
    const text = formatSlot('2026-11-23T18:00:00Z', '2026-11-23T19:00:00Z', 'Asia/Kolkata').replace(
      /\s/g,
      ' ',
    );
    expect(text).toBe('Mon, 23 Nov 2026, 23:30 GMT+5:30 – Tue, 24 Nov 2026, 00:30 GMT+5:30');
  });

  it('falls back to UTC for an unknown zone and keeps unreadable text', () => {
    expect(formatInstant(start, 'Mars/Olympus_Mons')).toBe('Mon, 23 Nov 2026, 09:30 UTC');
    expect(formatInstant('not a date')).toBe('not a date');
    expect(formatSlot(start, 'nope')).toBe('Mon, 23 Nov 2026, 09:30 UTC');
  });
});
