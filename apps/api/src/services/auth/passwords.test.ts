import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('password policy', () => {
  it('needs at least 8 characters and allows at least 64, with no composition rules', () => {
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('plain lowercase words')).toBeNull();
    expect(passwordProblem('x'.repeat(64))).toBeNull();
    expect(passwordProblem('x'.repeat(200))).toMatch(/at most/);
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordProblem('password')).toMatch(/commonly used/);
    expect(passwordProblem('Password123')).toMatch(/commonly used/);
    expect(passwordProblem('12345678')).toMatch(/commonly used/);
  });
});

describe('argon2id hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse battery!')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
