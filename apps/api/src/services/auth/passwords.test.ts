import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('password policy', () => {
  it('needs at least 8 characters and allows at least 64, with no composition rules', () => {
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('plain lowercase words')).toBeNull();
    const sixtyFour = 'the monsoon came early to pune and the trains ran late all week!';
    expect([...sixtyFour]).toHaveLength(64);
    expect(passwordProblem(sixtyFour)).toBeNull();
    expect(passwordProblem('x'.repeat(200))).toMatch(/at most/);
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordProblem('password')).toMatch(/commonly used/);
    expect(passwordProblem('Password123')).toMatch(/commonly used/);
    expect(passwordProblem('12345678')).toMatch(/commonly used/);
  });

  it('refuses what a strength estimator guesses quickly: repeats, keyboard runs, words with digits', () => {
    for (const guessable of ['x'.repeat(64), 'qwertyuiop', 'asdfghjkl;', 'P@ssw0rd2024', 'welcome@123']) {
      expect(passwordProblem(guessable), guessable).toMatch(/commonly used/);
    }
    for (const fine of ['correct horse battery', 'chai and code at dawn', 'Tr0ub4dour&3']) {
      expect(passwordProblem(fine), fine).toBeNull();
    }
  });

  it("refuses a password made of the person's own name or email, or of the site's name", () => {
    const person = { name: 'Asha Verma', email: 'asha.verma@example.in' };
    expect(passwordProblem('ashaverma', person)).toMatch(/commonly used/);
    expect(passwordProblem('verma@2024', person)).toMatch(/commonly used/);
    expect(passwordProblem('verma@2024')).toBeNull();
    expect(passwordProblem('jobsite2024')).toMatch(/commonly used/);
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
