import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDateTime, icsText } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar file', () => {
  it('writes UTC date-times in the Z form', () => {
    expect(icsDateTime(new Date('2026-11-23T09:30:05.123Z'))).toBe('20261123T093005Z');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(icsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Interview – रसायन '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds one event with CRLF line ends', () => {
    const text = buildIcs({
      uid: 'interview-slot-1-2@jobs.example',
      stamp: new Date('2026-11-20T00:00:00Z'),
      start: new Date('2026-11-23T09:30:00Z'),
      end: new Date('2026-11-23T10:30:00Z'),
      summary: 'First round – Analyst',
      location: '',
    });
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Jobsite//Interviews//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:interview-slot-1-2@jobs.example',
      'DTSTAMP:20261120T000000Z',
      'DTSTART:20261123T093000Z',
      'DTEND:20261123T103000Z',
      'SUMMARY:First round – Analyst',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
