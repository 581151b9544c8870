import { plural } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import {
  claimAttempt,
  type DelaySchedule,
  forgetAttempts,
  releaseAttempt,
  secondsUntilDue,
} from './queries/rate-limits.ts';

/**
 * Growing delays for password guesses (docs/decisions/0020), counted in the database so every API
 * process shares them. A few misses come at once; after that each attempt must wait twice as long as
 * the one before, up to a ceiling, and a quiet spell forgets the count. Nothing ever locks: the owner
 * signs in at once from a device that signed in before (`device.ts`), and waits at most the ceiling
 * elsewhere.
 */
export interface Delays {
  free: number;
  firstDelayS: number;
  maxDelayS: number;
  forgetAfterS: number;
}

/** Misses on one account from devices it does not know, from any address. */
export const ACCOUNT_DELAYS: Delays = {
  free: 10,
  firstDelayS: 30,
  maxDelayS: 15 * 60,
  forgetAfterS: 24 * 3600,
};
/** Misses from one address, on any account, from devices it does not know. */
export const ADDRESS_DELAYS: Delays = { free: 30, firstDelayS: 10, maxDelayS: 10 * 60, forgetAfterS: 3600 };
/** Misses on a known device: after ten it is treated as unknown until a day has passed quietly. */
export const DEVICE_DELAYS: Delays = {
  free: 10,
  firstDelayS: 24 * 3600,
  maxDelayS: 24 * 3600,
  forgetAfterS: 24 * 3600,
};

function schedule(d: Delays): DelaySchedule {
  let doublings = 0;
  while (d.firstDelayS * 2 ** doublings < d.maxDelayS) doublings += 1;
  return { ...d, doublings };
}

/** One attempt counted against a key, to take back if it succeeds. */
export interface Claim {
  key: string;
}

export type ClaimResult = { ok: true; claim: Claim } | { ok: false; retryAfterS: number };

/** Counts an attempt on `key` if it is due now; otherwise says how long to wait. */
export async function claim(db: Db, key: string, delays: Delays): Promise<ClaimResult> {
  const s = schedule(delays);
  if (await claimAttempt(db, key, s)) return { ok: true, claim: { key } };
  return { ok: false, retryAfterS: Math.max(1, await secondsUntilDue(db, key, s)) };
}

/** Takes an attempt back: it was the right password, or another count refused it. */
export const release = (db: Db, c: Claim) => releaseAttempt(db, c.key);

/** Forgets every miss on `key` (the owner proved who they are). */
export const forget = (db: Db, key: string) => forgetAttempts(db, key);

/** "in 30 seconds", "in 2 minutes", "in 15 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${plural(seconds, 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${plural(minutes, 'minute')}`;
}
