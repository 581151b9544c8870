import { describe, expect, it } from 'vitest';
import { digest, generateOtp, generateSecret, sameDigest } from './codes.ts';

describe('one-time codes and secrets', () => {
  it('makes 6-digit codes, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('makes unguessable secrets and compares digests exactly', () => {
    const a = generateSecret();
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(generateSecret()).not.toBe(a);
    expect(sameDigest(digest(a), digest(a))).toBe(true);
    expect(sameDigest(digest(a), digest(`${a}x`))).toBe(false);
  });
});
