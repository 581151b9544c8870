/**
 * The account changes of the settings calls: changing the email (requested -> verified | cancelled |
 * expired, decision 0006), deactivating, and verifying the phone number.
 */
import { HttpError } from '../../http/errors.ts';
import { type AccountContext, consumeCode, normaliseEmail, sendCode } from '../auth/accounts.ts';
import { digest, generateOtp } from '../auth/codes.ts';
import { enqueue } from '../auth/outbox.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { emailTaken, type SeekerRow } from '../auth/queries/seekers.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import {
  cancelOpenEmailChange,
  closeEmailChange,
  deactivateSeeker,
  insertEmailChange,
  markPhoneVerified,
  openEmailChange,
  seekerPhone,
  setEmailChangeCode,
  setVerifiedEmail,
} from './queries.ts';

/** How long the code of an email change works. */
const EMAIL_CHANGE_TTL_MS = 48 * 3600 * 1000;

function sendEmailChangeCode(ctx: AccountContext, seekerId: number, recipient: string, code: string) {
  return enqueue(
    ctx.db,
    {
      vertical: ctx.vertical,
      seekerId,
      recipient,
      kind: 'email-change',
      subject: 'Confirm your new email address',
      body: `Your code to confirm this address is ${code}. It is valid for 48 hours.`,
      code,
    },
    ctx.send,
  );
}

/** Opens an email change (closing any open one) and sends its code to the new address; answers it. */
export async function requestEmailChange(
  ctx: AccountContext,
  seeker: SeekerRow,
  input: { email: string; password: string },
): Promise<string> {
  if (!(await verifyPassword(seeker.passwordHash, input.password)))
    throw new HttpError(400, 'The password is not right');
  const email = normaliseEmail(input.email);
  if (email === seeker.email)
    throw new HttpError(400, "Invalid body field 'email': this is already your email");
  if (await emailTaken(ctx.db, ctx.vertical, email))
    throw new HttpError(409, 'Another account uses this email');
  const code = generateOtp();
  await cancelOpenEmailChange(ctx.db, seeker.id);
  await insertEmailChange(ctx.db, seeker.id, email, digest(code));
  await sendEmailChangeCode(ctx, seeker.id, email, code);
  return email;
}

/** Sends a new code for the open email change; answers false when there is none. */
export async function resendEmailChangeCode(ctx: AccountContext, seekerId: number): Promise<boolean> {
  const change = await openEmailChange(ctx.db, seekerId);
  if (!change) return false;
  const code = generateOtp();
  await setEmailChangeCode(ctx.db, change.id, digest(code));
  await sendEmailChangeCode(ctx, seekerId, change.newEmail, code);
  return true;
}

/** Confirms the open email change with its code; answers the new email. */
export async function confirmEmailChange(
  ctx: AccountContext,
  seekerId: number,
  code: string,
): Promise<string> {
  const change = await openEmailChange(ctx.db, seekerId);
  if (!change) throw new HttpError(404, 'There is no email change to confirm');
  if (Date.now() - change.requestedAt.getTime() > EMAIL_CHANGE_TTL_MS) {
    await closeEmailChange(ctx.db, change.id, 'expired');
    throw new HttpError(400, 'This code has expired. Please ask for the change again');
  }
  if (change.codeDigest !== digest(code))
    throw new HttpError(400, "Invalid body field 'code': the code is not right");
  await closeEmailChange(ctx.db, change.id, 'verified');
  await setVerifiedEmail(ctx.db, seekerId, change.newEmail);
  return change.newEmail;
}

/** Deactivates the account (a later login reactivates it) and ends all its sessions. */
export async function deactivate(
  ctx: AccountContext,
  seeker: SeekerRow,
  input: { password: string; reason?: string | undefined },
): Promise<void> {
  if (!(await verifyPassword(seeker.passwordHash, input.password)))
    throw new HttpError(400, 'The password is not right');
  await deactivateSeeker(ctx.db, seeker.id, input.reason ?? null);
  await revokeOtherSessions(ctx.db, seeker.id, null);
}

/** Without `otp` sends a code for the phone number; with it, checks the code and marks the number verified. */
export async function verifyPhone(
  ctx: AccountContext,
  seeker: SeekerRow,
  otp: string | undefined,
): Promise<'code-sent' | 'verified'> {
  if (!(await seekerPhone(ctx.db, seeker.id)))
    throw new HttpError(400, 'Add a phone number to your profile first');
  if (!otp) {
    // Codes go through the outbox; with an SMS provider configured they would go by SMS as well.
    await sendCode(ctx, seeker, 'verify-phone');
    return 'code-sent';
  }
  if (!(await consumeCode(ctx, seeker.id, 'verify-phone', otp)))
    throw new HttpError(400, 'The code is wrong or has expired');
  await markPhoneVerified(ctx.db, seeker.id);
  return 'verified';
}
