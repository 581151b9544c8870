import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAcceptableRefreshedToken, MIN_TOKEN_LENGTH } from './tokens.ts';

const jwtLike = (length: number) => {
  const part = Math.max(1, Math.floor((length - 2) / 3));
  const token = `${'a'.repeat(part)}.${'b'.repeat(part)}.${'c'.repeat(part)}`;
  return token + 'c'.repeat(length - token.length);
};

describe('isAcceptableRefreshedToken', () => {
  it('MIN_TOKEN_LENGTH is 150', () => {
    expect(MIN_TOKEN_LENGTH).toBe(150);
  });

  it('accepts three non-empty parts longer than 150 characters', () => {
    expect(isAcceptableRefreshedToken(jwtLike(151))).toBe(true);
    expect(isAcceptableRefreshedToken(jwtLike(600))).toBe(true);
  });

  it('refuses exactly 150 characters and shorter', () => {
    expect(jwtLike(150)).toHaveLength(150);
    expect(isAcceptableRefreshedToken(jwtLike(150))).toBe(false);
    expect(isAcceptableRefreshedToken('a.b.c')).toBe(false);
  });

  it('refuses two or four parts and empty parts', () => {
    const long = 'x'.repeat(100);
    expect(isAcceptableRefreshedToken(`${long}.${long}`)).toBe(false);
    expect(isAcceptableRefreshedToken(`${long}.${long}.${long}.${long}`)).toBe(false);
    expect(isAcceptableRefreshedToken(`${long}..${long}`)).toBe(false);
    expect(isAcceptableRefreshedToken(`.${long}.${long}`)).toBe(false);
    expect(isAcceptableRefreshedToken(`${long}.${long}.`)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['a', 'b', 'c']])('refuses %j', (value) => {
    expect(isAcceptableRefreshedToken(value)).toBe(false);
  });

  it('property: accepted exactly when longer than 150 with three non-empty parts', () => {
    const part = fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_'), maxLength: 80 });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const token = parts.join('.');
        const expected = token.length > 150 && parts.length === 3 && parts.every((p) => p !== '');
        expect(isAcceptableRefreshedToken(token)).toBe(expected);
      }),
    );
  });
});
