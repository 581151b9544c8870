/** Settings and account calls (calls.md 7.5) and the OTP service (7.12) for one vertical. */

import { createHmac } from 'node:crypto';
import {
  BlockedCompaniesBody,
  ChangeEmailBody,
  ChangePasswordBody,
  DeactivateBody,
  EmailPreferencesBody,
  OtpVerifyBody,
  SettingsBody,
  VerifyContactBody,
  VerifyContactParams,
  VerifyEmailChangeBody,
} from '@jobsite/domain/calls';
import { Hono } from 'hono';
import { HttpError } from '../../http/errors.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import {
  type AccountContext,
  AccountError,
  changePassword,
  consumeCode,
  findById,
  normaliseEmail,
  resendVerification,
  sendCode,
} from '../auth/accounts.ts';
import { digest, generateOtp } from '../auth/codes.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import { enqueue } from '../auth/outbox.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AuthDeps } from '../auth/routes.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import { readSettings } from './store.ts';

const rethrow = (err: unknown): never => {
  if (err instanceof AccountError) throw new HttpError(err.status as 400, err.message);
  throw err;
};

export function settingsRoutes(deps: AuthDeps, vertical: string) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const { db } = deps;
  const ctx: AccountContext = {
    db,
    sessions: deps.sessions,
    vertical,
    siteOrigin: deps.siteOrigins[vertical] ?? '',
    ...(deps.send ? { send: deps.send } : {}),
  };
  const seeker = requireSeeker(db, deps.sessions, vertical);
  const me = async (id: number) => {
    const row = await findById(ctx, id);
    if (!row) throw new HttpError(404, 'profile not found');
    return row;
  };

  app.get('/settings', seeker, async (c) =>
    c.json({ settings: (await readSettings(db, c.get('seekerId'))).settings }),
  );

  app.post('/settings', seeker, async (c) => {
    const { settings } = await parseBody(c, SettingsBody);
    await db.raw(
      `UPDATE seeker_profiles SET settings = settings || $2::jsonb, updated_at = now() WHERE seeker_id = $1`,
      [c.get('seekerId'), JSON.stringify(settings)],
    );
    return c.json({
      message: 'Settings updated',
      settings: (await readSettings(db, c.get('seekerId'))).settings,
    });
  });

  app.get('/settings/blocked-companies', seeker, async (c) => {
    const rows = (await db.raw(
      `SELECT c.id, c.name FROM seeker_profiles p JOIN companies c ON c.id = ANY(p.blocked_companies)
        WHERE p.seeker_id = $1 ORDER BY c.name`,
      [c.get('seekerId')],
    )) as { id: number; name: string }[];
    return c.json({ companies: rows });
  });

  app.post('/settings/blocked-companies', seeker, async (c) => {
    const { companyIds } = await parseBody(c, BlockedCompaniesBody);
    const known = (await db.raw(`SELECT id FROM companies WHERE vertical = $1 AND id = ANY($2::int[])`, [
      vertical,
      companyIds,
    ])) as {
      id: number;
    }[];
    await db.raw(
      `UPDATE seeker_profiles SET blocked_companies = $2::int[], updated_at = now() WHERE seeker_id = $1`,
      [c.get('seekerId'), known.map((k) => k.id)],
    );
    return c.json({ message: 'Blocked companies updated', companyIds: known.map((k) => k.id) });
  });

  app.get('/ext/user/settings/email', seeker, async (c) =>
    c.json({ settings: (await readSettings(db, c.get('seekerId'))).email }),
  );

  app.post('/ext/user/settings/update-email', seeker, async (c) => {
    const { settings, reason } = await parseBody(c, EmailPreferencesBody);
    const current = (await readSettings(db, c.get('seekerId'))).email;
    await db.raw(
      `UPDATE seeker_profiles SET settings = settings || jsonb_build_object('email', $2::jsonb, 'emailReason', $3::text),
              updated_at = now() WHERE seeker_id = $1`,
      [c.get('seekerId'), JSON.stringify({ ...current, ...settings }), reason ?? null],
    );
    return c.json({ message: 'Email preferences updated', settings: { ...current, ...settings } });
  });

  // Email change: requested -> verified | cancelled | expired; a resend keeps it requested (decision 0006).
  app.post('/change_email', seeker, async (c) => {
    const body = await parseBody(c, ChangeEmailBody);
    const row = await me(c.get('seekerId'));
    if (!(await verifyPassword(row.password_hash, body.password)))
      throw new HttpError(400, 'The password is not right');
    const email = normaliseEmail(body.email);
    if (email === row.email)
      throw new HttpError(400, "Invalid body field 'email': this is already your email");
    const taken = (await db.raw(`SELECT 1 FROM seekers WHERE vertical = $1 AND email = $2`, [
      vertical,
      email,
    ])) as unknown[];
    if (taken.length > 0) throw new HttpError(409, 'Another account uses this email');
    const code = generateOtp();
    await db.raw(
      `UPDATE email_changes SET status = 'cancelled', closed_at = now() WHERE seeker_id = $1 AND status = 'requested'`,
      [row.id],
    );
    await db.raw(
      `INSERT INTO email_changes (seeker_id, new_email, status, code_digest) VALUES ($1, $2, 'requested', $3)`,
      [row.id, email, digest(code)],
    );
    await enqueue(
      db,
      {
        vertical,
        seekerId: row.id,
        recipient: email,
        kind: 'email-change',
        subject: 'Confirm your new email address',
        body: `Your code to confirm this address is ${code}. It is valid for 48 hours.`,
        code,
      },
      deps.send,
    );
    return c.json({ status: 'requested', email });
  });

  app.post('/resend_email_verification', seeker, async (c) => {
    const open = (await db.raw(
      `SELECT id, new_email FROM email_changes WHERE seeker_id = $1 AND status = 'requested'`,
      [c.get('seekerId')],
    )) as { id: number; new_email: string }[];
    const change = open[0];
    if (!change) {
      const sent = await resendVerification(ctx, c.get('seekerId')).catch(rethrow);
      return c.json({ message: sent ? 'Email sent' : 'Failed to send email' });
    }
    const code = generateOtp();
    await db.raw(`UPDATE email_changes SET code_digest = $2, resent_at = now() WHERE id = $1`, [
      change.id,
      digest(code),
    ]);
    await enqueue(
      db,
      {
        vertical,
        seekerId: c.get('seekerId'),
        recipient: change.new_email,
        kind: 'email-change',
        subject: 'Confirm your new email address',
        body: `Your code to confirm this address is ${code}. It is valid for 48 hours.`,
        code,
      },
      deps.send,
    );
    return c.json({ message: 'Email sent', status: 'requested' });
  });

  app.post('/resend_verification_email', seeker, async (c) => {
    const sent = await resendVerification(ctx, c.get('seekerId')).catch(rethrow);
    return c.json({ message: sent ? 'Email sent' : 'Failed to send email' });
  });

  app.post('/verify_email', seeker, async (c) => {
    const { code } = await parseBody(c, VerifyEmailChangeBody);
    const rows = (await db.raw(
      `SELECT id, new_email, code_digest, requested_at FROM email_changes WHERE seeker_id = $1 AND status = 'requested'`,
      [c.get('seekerId')],
    )) as { id: number; new_email: string; code_digest: string; requested_at: string | Date }[];
    const change = rows[0];
    if (!change) throw new HttpError(404, 'There is no email change to confirm');
    if (Date.now() - new Date(change.requested_at).getTime() > 48 * 3600 * 1000) {
      await db.raw(`UPDATE email_changes SET status = 'expired', closed_at = now() WHERE id = $1`, [
        change.id,
      ]);
      throw new HttpError(400, 'This code has expired. Please ask for the change again');
    }
    if (change.code_digest !== digest(code))
      throw new HttpError(400, "Invalid body field 'code': the code is not right");
    await db.raw(`UPDATE email_changes SET status = 'verified', closed_at = now() WHERE id = $1`, [
      change.id,
    ]);
    await db.raw(
      `UPDATE seekers SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1`,
      [c.get('seekerId'), change.new_email],
    );
    return c.json({ status: 'verified', email: change.new_email });
  });

  app.post('/cancel_email_change', seeker, async (c) => {
    const rows = (await db.raw(
      `UPDATE email_changes SET status = 'cancelled', closed_at = now() WHERE seeker_id = $1 AND status = 'requested' RETURNING id`,
      [c.get('seekerId')],
    )) as unknown[];
    if (rows.length === 0) throw new HttpError(404, 'There is no email change to cancel');
    return c.json({ status: 'cancelled' });
  });

  app.post('/change_password', seeker, async (c) => {
    const body = await parseBody(c, ChangePasswordBody);
    try {
      await changePassword(ctx, { seekerId: c.get('seekerId'), sessionId: c.get('sessionId'), ...body });
    } catch (err) {
      if (err instanceof AccountError) {
        const error = err.message === 'wrong_password' ? 'wrong_password' : 'weak_password';
        const message = error === 'wrong_password' ? 'Your current password is not right' : err.message;
        return c.json({ error: { message, statusCode: 400, name: error } }, 400);
      }
      throw err;
    }
    return c.json({ message: 'Your password has been changed; other devices have been signed out' });
  });

  app.post('/deactivate', seeker, async (c) => {
    const { password, reason } = await parseBody(c, DeactivateBody);
    const row = await me(c.get('seekerId'));
    if (!(await verifyPassword(row.password_hash, password)))
      throw new HttpError(400, 'The password is not right');
    await db.raw(
      `UPDATE seekers SET status = 'deactivated', consent = coalesce(consent, '{}'::jsonb) || jsonb_build_object('deactivateReason', $2::text), updated_at = now() WHERE id = $1`,
      [row.id, reason ?? null],
    );
    await revokeOtherSessions(db, row.id, null);
    return c.json({ message: 'Your account has been deactivated. Log in again to reactivate it' });
  });

  app.post('/verify/:type', seeker, async (c) => {
    const { type } = parseParams(c, VerifyContactParams);
    const { otp } = await parseBody(c, VerifyContactBody);
    const row = await me(c.get('seekerId'));
    if (type === 'email') {
      const sent = await resendVerification(ctx, row.id).catch(rethrow);
      return c.json({ message: sent ? 'Email sent' : 'Failed to send email' });
    }
    const phoneRows = (await db.raw(`SELECT phone FROM seekers WHERE id = $1`, [row.id])) as {
      phone: string | null;
    }[];
    if (!phoneRows[0]?.phone) throw new HttpError(400, 'Add a phone number to your profile first');
    if (!otp) {
      // Codes go through the outbox; with an SMS provider configured they would go by SMS as well.
      await sendCode(ctx, row, 'verify-phone').catch(rethrow);
      return c.json({ message: 'We have sent you a code' });
    }
    if (!(await consumeCode(ctx, row.id, 'verify-phone', otp)))
      throw new HttpError(400, 'The code is wrong or has expired');
    await db.raw(`UPDATE seekers SET phone_verified_at = now() WHERE id = $1`, [row.id]);
    return c.json({ message: 'Your phone number is verified', verifiedNumber: true });
  });

  app.post('/twoFactorAuth/twoFaEnableCode', seeker, async (c) => {
    await sendCode(ctx, await me(c.get('seekerId')), 'enable-two-factor').catch(rethrow);
    return c.json({ message: 'We have emailed you a code to turn on two-factor authentication' });
  });

  app.post('/twoFactorAuth/send-otp', seeker, async (c) => {
    await sendCode(ctx, await me(c.get('seekerId')), 'enable-two-factor').catch(rethrow);
    return c.json({ message: 'We have emailed you a new code' });
  });

  app.post('/twoFactorAuth/disableTwoAuth', seeker, async (c) => {
    await db.raw(`UPDATE seekers SET two_factor = false, updated_at = now() WHERE id = $1`, [
      c.get('seekerId'),
    ]);
    return c.json({ message: 'Two-factor authentication is off', twoFactorAuth: false });
  });

  // The OTP service (7.12): bearer only, and its own answer shape.
  const otpAnswer = (
    success: boolean,
    errorMsg: string,
    code: number,
    data: Record<string, unknown> = {},
  ) => ({
    status: { success, error: !success },
    errorMsg,
    code,
    data,
  });
  const bearerSeeker = requireSeeker(db, deps.sessions, vertical, 'bearer');
  const otpGuard: typeof bearerSeeker = async (c, next) => {
    if (!c.req.header('authorization')?.toLowerCase().startsWith('bearer ')) {
      return c.json(otpAnswer(false, 'Try again!', 0), 401);
    }
    return bearerSeeker(c, next);
  };

  app.post('/otp/send', otpGuard, async (c) => {
    await sendCode(ctx, await me(c.get('seekerId')), 'otp').catch(rethrow);
    return c.json(otpAnswer(true, '', 200));
  });

  app.post('/otp/verify', otpGuard, async (c) => {
    const { otp } = await parseBody(c, OtpVerifyBody);
    if (!(await consumeCode(ctx, c.get('seekerId'), 'otp', otp))) {
      return c.json(otpAnswer(false, 'The code is wrong or has expired', 400), 400);
    }
    const issued = Math.floor(Date.now() / 1000);
    const mark = `${c.get('seekerId')}.${issued}`;
    const enCookie = `${mark}.${createHmac('sha256', deps.sessions.secret).update(`otp:${mark}`).digest('base64url')}`;
    return c.json(otpAnswer(true, '', 200, { en_cookie: enCookie }));
  });

  return app;
}
