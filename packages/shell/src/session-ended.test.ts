import { describe, expect, it } from 'vitest';
import { sessionEndTarget } from './session-ended.ts';

describe('sessionEndTarget', () => {
  it('goes to a path of this site, and home for anything else', () => {
    expect(sessionEndTarget('/')).toBe('/');
    expect(sessionEndTarget('/j/analyst-12.html')).toBe('/j/analyst-12.html');
    expect(sessionEndTarget('//evil.example/')).toBe('/');
    expect(sessionEndTarget('https://evil.example/')).toBe('/');
    expect(sessionEndTarget('')).toBe('/');
  });
});
