import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { digest, generateOtp, generateSecret, OTP_MAX_ATTEMPTS, OTP_TTL_MS, sameDigest } from './codes.ts';
import { readDeviceCookie, signDeviceCookie } from './device.ts';
import { enqueue, type Sender } from './outbox.ts';
import {
  hashForMissingAccount,
  hashPassword,
  passwordLengthProblem,
  passwordProblem,
  verifyPassword,
} from './passwords.ts';
import {
  attemptLatestCode,
  insertCode,
  liveCodeId,
  markCodeUsed,
  retireCodes,
} from './queries/one-time-codes.ts';
import {
  insertSeeker,
  markEmailVerified,
  reactivateSeeker,
  type SeekerRow,
  seekerByEmail,
  seekerById,
  seekerContact,
  setPasswordHash,
  setTwoFactor,
} from './queries/seekers.ts';
import { withinLimit } from './rate-limit.ts';
import { type IssuedSession, openSession, revokeOtherSessions, type SessionSettings } from './sessions.ts';
import {
  ACCOUNT_DELAYS,
  ADDRESS_DELAYS,
  type Claim,
  claim,
  DEVICE_DELAYS,
  forget,
  release,
  waitText,
} from './throttle.ts';

export interface AccountContext {
  db: Db;
  sessions: SessionSettings;
  vertical: string;
  /** Address of the brand site, for links in messages. */
  siteOrigin: string;
  send?: Sender;
}

export class AccountError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** For a 429: seconds until the next try is due. */
  readonly retryAfterS: number | undefined;
  constructor(status: number, message: string, field?: string, retryAfterS?: number) {
    super(message);
    this.status = status;
    this.field = field;
    this.retryAfterS = retryAfterS;
  }
}

/** Login answers the fields of calls.md section 3. */
export interface LoginResult {
  twoFactorAuth: boolean;
  options: { reset: boolean };
  activationToken: string | null;
  token: string | null;
  seekerId: number | null;
  obfuscatedUserId: string | null;
  session?: IssuedSession;
  /** A fresh device cookie, whenever a session opens (docs/decisions/0020). */
  device?: string;
}

const LINK_TTL_MS = { 'verify-email': 48 * 3600 * 1000, 'reset-password': 3600 * 1000 } as const;
type LinkPurpose = keyof typeof LINK_TTL_MS;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function obfuscatedUserId(secret: string, seekerId: number): string {
  return createHmac('sha256', secret).update(`seeker:${seekerId}`).digest('hex').slice(0, 16);
}

const findByEmail = (ctx: AccountContext, email: string): Promise<SeekerRow | undefined> =>
  seekerByEmail(ctx.db, ctx.vertical, normaliseEmail(email));

export const findById = (ctx: AccountContext, seekerId: number): Promise<SeekerRow | undefined> =>
  seekerById(ctx.db, ctx.vertical, seekerId);

export async function emailExists(ctx: AccountContext, email: string): Promise<boolean> {
  return (await findByEmail(ctx, email)) !== undefined;
}

async function limit(ctx: AccountContext, key: string, max: number, windowS: number, message: string) {
  if (!(await withinLimit(ctx.db, `${ctx.vertical}:${key}`, max, windowS)))
    throw new AccountError(429, message);
}

/** A link secret for email verification or password reset; only its digest is stored. */
async function issueLink(ctx: AccountContext, seekerId: number, purpose: LinkPurpose): Promise<string> {
  const secret = generateSecret();
  await retireCodes(ctx.db, seekerId, purpose);
  await insertCode(ctx.db, {
    seekerId,
    purpose,
    codeDigest: digest(secret),
    expiresAt: new Date(Date.now() + LINK_TTL_MS[purpose]),
  });
  return secret;
}

async function sendVerification(ctx: AccountContext, seeker: { id: number; email: string; name: string }) {
  const secret = await issueLink(ctx, seeker.id, 'verify-email');
  const link = `${ctx.siteOrigin}/verify-email?seekerId=${seeker.id}&token=${secret}`;
  await enqueue(
    ctx.db,
    {
      vertical: ctx.vertical,
      seekerId: seeker.id,
      recipient: seeker.email,
      kind: 'verify-email',
      subject: 'Verify your email address',
      body: `Hi ${seeker.name}, confirm that this is your email address: ${link}`,
      link,
    },
    ctx.send,
  );
}

export async function register(
  ctx: AccountContext,
  input: { name: string; email: string; password: string; phone?: string | undefined },
): Promise<{ seekerId: number }> {
  const email = normaliseEmail(input.email);
  const problem = passwordProblem(input.password, { name: input.name, email });
  if (problem) throw new AccountError(400, problem, 'password');
  const passwordHash = await hashPassword(input.password);
  const id = await insertSeeker(ctx.db, {
    vertical: ctx.vertical,
    email,
    passwordHash,
    name: input.name.trim(),
    phone: input.phone ?? null,
  });
  if (id === undefined)
    throw new AccountError(409, 'An account with this email already exists. Please log in', 'email');
  await sendVerification(ctx, { id, email, name: input.name.trim() });
  return { seekerId: id };
}

export type CodePurpose =
  | 'two-factor'
  | 'reactivate'
  | 'otp'
  | 'enable-two-factor'
  | 'verify-phone'
  | 'verify-email';

const CODE_KIND = {
  'two-factor': 'two-factor-code',
  reactivate: 'reactivate',
  otp: 'one-time-code',
  'enable-two-factor': 'two-factor-code',
  'verify-phone': 'one-time-code',
  'verify-email': 'email-change',
} as const;

/**
 * Codes sent to one account in 15 minutes, for every purpose together: enough for a person who asks
 * again now and then, too few to flood an inbox or to guess through fresh codes. A code entered right
 * shows the inbox is the owner's, so it starts the count again (`consumeCode`): someone who enables
 * two-factor, logs in twice and reactivates within minutes is never refused.
 */
const CODES_PER_WINDOW = 5;
const codeLimitKey = (seekerId: number) => `code:${seekerId}`;

/** Sends a fresh 6-digit code (the previous one for that purpose stops working). */
export async function sendCode(
  ctx: AccountContext,
  seeker: { id: number; email: string },
  purpose: CodePurpose,
  recipient = seeker.email,
): Promise<void> {
  await limit(
    ctx,
    codeLimitKey(seeker.id),
    CODES_PER_WINDOW,
    15 * 60,
    'Too many codes requested. Please try again in a few minutes',
  );
  const code = generateOtp();
  await retireCodes(ctx.db, seeker.id, purpose);
  await insertCode(ctx.db, {
    seekerId: seeker.id,
    purpose,
    codeDigest: digest(code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await enqueue(
    ctx.db,
    {
      vertical: ctx.vertical,
      seekerId: seeker.id,
      recipient,
      kind: CODE_KIND[purpose],
      subject: 'Your one-time code',
      body: `Your code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
      code,
    },
    ctx.send,
  );
}

/** Checks a one-time code: single use, 10 minutes, at most OTP_MAX_ATTEMPTS tries. */
export async function consumeCode(
  ctx: AccountContext,
  seekerId: number,
  purpose: string,
  code: string,
): Promise<boolean> {
  const row = await attemptLatestCode(ctx.db, seekerId, purpose);
  if (!row || row.attempts > OTP_MAX_ATTEMPTS || !sameDigest(row.codeDigest, digest(code))) return false;
  await markCodeUsed(ctx.db, row.id);
  await forget(ctx.db, `${ctx.vertical}:${codeLimitKey(seekerId)}`);
  return true;
}

const INVALID_LOGIN = 'Invalid email or password';

/** The device cookie to hand a browser that just signed in to the account. */
export const rememberDevice = (ctx: AccountContext, seekerId: number) =>
  signDeviceCookie(ctx.sessions.secret, ctx.vertical, seekerId);

const missKey = (ctx: AccountContext, of: 'account' | 'address' | 'device', id: string) =>
  `${ctx.vertical}:login-misses:${of}:${id}`;

/**
 * Counts a password attempt before it is checked (so attempts made at once cannot slip past), or
 * refuses it (429) while a delay runs. A device that signed in to this account before is counted on
 * its own, so strangers' guesses never keep the owner out; any other attempt counts against the
 * caller's address and the account (docs/decisions/0020).
 */
async function countAttempt(
  ctx: AccountContext,
  who: { email: string; address: string; knownDeviceId: string | null },
): Promise<Claim[]> {
  if (who.knownDeviceId) {
    const device = await claim(ctx.db, missKey(ctx, 'device', who.knownDeviceId), DEVICE_DELAYS);
    if (device.ok) return [device.claim];
  }
  const tooMany = (retryAfterS: number) =>
    new AccountError(
      429,
      `Too many attempts. Please try again ${waitText(retryAfterS)}`,
      undefined,
      retryAfterS,
    );
  const address = await claim(ctx.db, missKey(ctx, 'address', who.address), ADDRESS_DELAYS);
  if (!address.ok) throw tooMany(address.retryAfterS);
  const account = await claim(ctx.db, missKey(ctx, 'account', who.email), ACCOUNT_DELAYS);
  if (!account.ok) {
    await release(ctx.db, address.claim);
    throw tooMany(account.retryAfterS);
  }
  return [address.claim, account.claim];
}

export async function login(
  ctx: AccountContext,
  input: {
    email: string;
    password: string;
    address: string;
    userAgent: string | undefined;
    /** The `{vertical}_device` cookie, if the browser has one. */
    device?: string | undefined;
  },
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const seeker = await findByEmail(ctx, email);
  const device = await readDeviceCookie(ctx.sessions.secret, ctx.vertical, input.device);
  const knownDeviceId = device && seeker && device.seekerId === seeker.id ? device.deviceId : null;
  const counted = await countAttempt(ctx, { email, address: input.address, knownDeviceId });
  // A missing account costs the same hashing time as a wrong password and gets the same answer.
  const ok = await verifyPassword(seeker?.passwordHash ?? (await hashForMissingAccount()), input.password);
  if (!seeker || !ok) throw new AccountError(401, INVALID_LOGIN);
  // The right password: this attempt was no guess. A known device's own misses are forgotten.
  if (knownDeviceId) await forget(ctx.db, missKey(ctx, 'device', knownDeviceId));
  else for (const c of counted) await release(ctx.db, c);
  const base: LoginResult = {
    twoFactorAuth: false,
    options: { reset: false },
    activationToken: null,
    token: null,
    seekerId: seeker.id,
    obfuscatedUserId: obfuscatedUserId(ctx.sessions.secret, seeker.id),
  };
  if (seeker.status === 'deactivated') {
    await sendCode(ctx, seeker, 'reactivate');
    return { ...base, activationToken: await pendingToken(ctx, seeker.id, 'reactivate') };
  }
  if (seeker.twoFactor) {
    await sendCode(ctx, seeker, 'two-factor');
    return {
      ...base,
      twoFactorAuth: true,
      activationToken: await pendingToken(ctx, seeker.id, 'two-factor'),
    };
  }
  const session = await openSession(ctx.db, ctx.sessions, {
    seekerId: seeker.id,
    vertical: ctx.vertical,
    userAgent: input.userAgent,
  });
  return { ...base, token: session.accessToken, session, device: await rememberDevice(ctx, seeker.id) };
}

/** A short-lived handle that ties the second step of a login (code entry) to the first. */
async function pendingToken(ctx: AccountContext, seekerId: number, step: string): Promise<string> {
  const secret = generateSecret();
  await insertCode(ctx.db, {
    seekerId,
    purpose: `pending:${step}`,
    codeDigest: digest(secret),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  return `${seekerId}.${secret}`;
}

async function redeemPending(ctx: AccountContext, token: string, step: string): Promise<number> {
  const [id, secret] = token.split('.');
  const seekerId = Number(id);
  if (!Number.isSafeInteger(seekerId) || !secret)
    throw new AccountError(401, 'Your code has expired. Please log in again');
  if ((await liveCodeId(ctx.db, seekerId, `pending:${step}`, digest(secret))) === undefined)
    throw new AccountError(401, 'Your code has expired. Please log in again');
  return seekerId;
}

/** Second step of a two-factor login, and of reactivating a deactivated account. */
export async function completeWithCode(
  ctx: AccountContext,
  input: { activationToken: string; code: string; userAgent: string | undefined },
  step: 'two-factor' | 'reactivate',
): Promise<LoginResult> {
  const seekerId = await redeemPending(ctx, input.activationToken, step);
  if (!(await consumeCode(ctx, seekerId, step, input.code)))
    throw new AccountError(400, 'The code is wrong or has expired', 'otp');
  await retireCodes(ctx.db, seekerId, `pending:${step}`);
  if (step === 'reactivate') await reactivateSeeker(ctx.db, seekerId);
  const session = await openSession(ctx.db, ctx.sessions, {
    seekerId,
    vertical: ctx.vertical,
    userAgent: input.userAgent,
  });
  return {
    twoFactorAuth: step === 'two-factor',
    options: { reset: false },
    activationToken: null,
    token: session.accessToken,
    seekerId,
    obfuscatedUserId: obfuscatedUserId(ctx.sessions.secret, seekerId),
    session,
    device: await rememberDevice(ctx, seekerId),
  };
}

/**
 * `user/forgot-password`: counts the request, then hands back the mailing to run after the answer. The
 * work before the answer is the same whether or not the email has an account, so neither the answer
 * nor its timing tells (docs/decisions/0020).
 */
export async function forgotPassword(
  ctx: AccountContext,
  input: { email: string; address: string },
): Promise<() => Promise<void>> {
  const email = normaliseEmail(input.email);
  await limit(ctx, `reset:account:${email}`, 5, 60 * 60, 'Too many requests. Please try again in an hour');
  await limit(
    ctx,
    `reset:address:${input.address}`,
    20,
    60 * 60,
    'Too many requests. Please try again in an hour',
  );
  return () => mailResetLink(ctx, email);
}

async function mailResetLink(ctx: AccountContext, email: string): Promise<void> {
  const seeker = await findByEmail(ctx, email);
  if (!seeker) return;
  const secret = await issueLink(ctx, seeker.id, 'reset-password');
  const link = `${ctx.siteOrigin}/resetpassword?seekerId=${seeker.id}&token=${secret}`;
  await enqueue(
    ctx.db,
    {
      vertical: ctx.vertical,
      seekerId: seeker.id,
      recipient: seeker.email,
      kind: 'reset-password',
      subject: 'Reset your password',
      body: `Hi ${seeker.name}, set a new password here within the hour: ${link}`,
      link,
    },
    ctx.send,
  );
}

const linkIsValid = (ctx: AccountContext, seekerId: number, purpose: LinkPurpose, secret: string) =>
  liveCodeId(ctx.db, seekerId, purpose, digest(secret));

/** `auth/validate`: checks an emailed link; a verification link also verifies the email. */
export async function validateLink(
  ctx: AccountContext,
  input: { seekerId: number; token: string; type: 'verify-email' | 'reset-password' },
): Promise<boolean> {
  const id = await linkIsValid(ctx, input.seekerId, input.type, input.token);
  if (id === undefined) return false;
  if (input.type === 'verify-email') {
    await markCodeUsed(ctx.db, id);
    await markEmailVerified(ctx.db, input.seekerId);
  }
  return true;
}

export async function resetPassword(
  ctx: AccountContext,
  input: { seekerId: number; token: string; password: string },
): Promise<void> {
  const tooShortOrLong = passwordLengthProblem(input.password);
  if (tooShortOrLong) throw new AccountError(400, tooShortOrLong, 'password');
  // The link before the strength estimate, the costlier check, which only the link's holder gets.
  const id = await linkIsValid(ctx, input.seekerId, 'reset-password', input.token);
  const seeker = id === undefined ? undefined : await findById(ctx, input.seekerId);
  if (id === undefined || !seeker)
    throw new AccountError(400, 'This reset link has expired. Please ask for a new one', 'token');
  const problem = passwordProblem(input.password, { name: seeker.name, email: seeker.email });
  if (problem) throw new AccountError(400, problem, 'password');
  await markCodeUsed(ctx.db, id);
  await setPasswordHash(ctx.db, input.seekerId, await hashPassword(input.password));
  await revokeOtherSessions(ctx.db, input.seekerId, null);
  // The owner proved they hold the mailbox: strangers' misses no longer slow their next sign-in.
  await forget(ctx.db, missKey(ctx, 'account', seeker.email));
}

export async function changePassword(
  ctx: AccountContext,
  input: { seekerId: number; sessionId: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const seeker = await findById(ctx, input.seekerId);
  if (!seeker || !(await verifyPassword(seeker.passwordHash, input.oldPassword))) {
    throw new AccountError(400, 'wrong_password', 'oldPassword');
  }
  const problem = passwordProblem(input.newPassword, { name: seeker.name, email: seeker.email });
  if (problem) throw new AccountError(400, problem, 'newPassword');
  await setPasswordHash(ctx.db, input.seekerId, await hashPassword(input.newPassword));
  await revokeOtherSessions(ctx.db, input.seekerId, input.sessionId);
}

export async function resendVerification(ctx: AccountContext, seekerId: number): Promise<boolean> {
  const seeker = await findById(ctx, seekerId);
  if (!seeker) return false;
  await limit(ctx, `verify:${seekerId}`, 5, 60 * 60, 'Too many requests. Please try again in an hour');
  await sendVerification(ctx, seeker);
  return true;
}

/** Turns two-factor authentication on with the code sent for it; answers whether the code was right. */
export async function enableTwoFactor(ctx: AccountContext, seekerId: number, code: string): Promise<boolean> {
  if (!(await consumeCode(ctx, seekerId, 'enable-two-factor', code))) return false;
  await setTwoFactor(ctx.db, seekerId, true);
  return true;
}

/** Emails the seeker a link to the privacy policy; answers false when there is no such seeker. */
export async function sendPolicyEmail(ctx: AccountContext, seekerId: number): Promise<boolean> {
  const seeker = await seekerContact(ctx.db, seekerId);
  if (!seeker) return false;
  await enqueue(
    ctx.db,
    {
      vertical: ctx.vertical,
      seekerId,
      recipient: seeker.email,
      kind: 'policy',
      subject: 'Our privacy policy',
      body: `Hi ${seeker.name}, here is our privacy policy: ${ctx.siteOrigin}/privacy`,
      link: `${ctx.siteOrigin}/privacy`,
    },
    ctx.send,
  );
  return true;
}
