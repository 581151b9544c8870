import { describe, expect, it } from 'vitest';
import { dayOf, fieldError } from './errors.ts';

describe('fieldError', () => {
  it('names the field of a refusal and keeps its text', () => {
    expect(fieldError("Invalid body field 'email': must be a valid email address")).toEqual({
      field: 'email',
      text: 'Must be a valid email address',
    });
    expect(fieldError("Invalid body field 'name': is required")).toEqual({
      field: 'name',
      text: 'Please fill this in',
    });
    expect(fieldError('Invalid body of POST recommendation/addcomment: text: Please write more')).toEqual({
      field: 'text',
      text: 'Please write more',
    });
    expect(fieldError('You have already asked a@b.c')).toBeUndefined();
  });

  it('shows dates as day, month and year', () => {
    expect(dayOf('2026-12-07T10:00:00.000Z')).toBe('7 December 2026');
    expect(dayOf(null)).toBe('');
  });
});
