import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** One-time codes: 6 digits from the OS's secure generator, valid 10 minutes, a few attempts each. */
const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** An opaque random secret (session refresh secrets, reset and verification links). */
export function generateSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Codes and secrets are stored only as hashes, so a database leak does not hand out sessions. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
