import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLETENESS_KEYS, genderFromCode } from './profile.ts';

describe('genderFromCode', () => {
  it.each([
    [1, 'male'],
    ['1', 'male'],
    [2, 'female'],
    ['2', 'female'],
    [' 2 ', 'female'],
    [0, ''],
    [3, ''],
    ['', ''],
    ['male', ''],
    [null, ''],
    [undefined, ''],
    [1.5, ''],
    [true, ''],
  ])('%j → %j', (code, gender) => {
    expect(genderFromCode(code)).toBe(gender);
  });

  it('property: always male, female or empty; only 1 and 2 give a gender', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (code) => {
        const gender = genderFromCode(code);
        const text = String(code).trim();
        expect(gender).toBe(text === '1' ? 'male' : text === '2' ? 'female' : '');
      }),
    );
  });
});

describe('COMPLETENESS_KEYS', () => {
  it('lists the 14 keys in the spec order', () => {
    expect(COMPLETENESS_KEYS).toEqual([
      'personalDetails',
      'professionalDetails',
      'educationDetails',
      'resumeAttached',
      'followKeywords',
      'profilePicture',
      'profileVideoAudio',
      'verificationEmail',
      'verificationPhone',
      'skills',
      'recommendations',
      'connectionsLinkedIn',
      'connectionsFacebook',
      'connectionsTwitter',
    ]);
  });
});
