import { hash, verify } from '@node-rs/argon2';
import { generateSecret } from './codes.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PASSWORD_MIN_LENGTH = 8;
/** At least 64 must be allowed; longer passphrases are welcome, the cap only bounds hashing work. */
const PASSWORD_MAX_LENGTH = 128;

/** Returns a message for a password the policy refuses, or null. No composition rules (NIST 800-63B). */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'This password is one of the most commonly used and easy to guess. Please choose another';
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a password nobody has: checking a login for a missing account against it costs what a
 * real check costs, so the answer's timing does not tell whether the email is registered.
 */
export function hashForMissingAccount(): Promise<string> {
  dummyHash ??= hashPassword(generateSecret());
  return dummyHash;
}
