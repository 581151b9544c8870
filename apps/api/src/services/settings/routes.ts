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
  resendVerification,
  sendCode,
} from '../auth/accounts.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import { setTwoFactor } from '../auth/queries/seekers.ts';
import type { AuthDeps } from '../auth/routes.ts';
import {
  confirmEmailChange,
  deactivate,
  requestEmailChange,
  resendEmailChangeCode,
  verifyPhone,
} from './account.ts';
import {
  blockedCompanies,
  cancelOpenEmailChange,
  knownCompanyIds,
  mergeSettings,
  setBlockedCompanies,
  setEmailPreferences,
} from './queries.ts';
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
    await mergeSettings(db, c.get('seekerId'), settings);
    return c.json({
      message: 'Settings updated',
      settings: (await readSettings(db, c.get('seekerId'))).settings,
    });
  });

  app.get('/settings/blocked-companies', seeker, async (c) =>
    c.json({ companies: await blockedCompanies(db, c.get('seekerId')) }),
  );

  app.post('/settings/blocked-companies', seeker, async (c) => {
    const { companyIds } = await parseBody(c, BlockedCompaniesBody);
    const known = await knownCompanyIds(db, vertical, companyIds);
    await setBlockedCompanies(db, c.get('seekerId'), known);
    return c.json({ message: 'Blocked companies updated', companyIds: known });
  });

  app.get('/ext/user/settings/email', seeker, async (c) =>
    c.json({ settings: (await readSettings(db, c.get('seekerId'))).email }),
  );

  app.post('/ext/user/settings/update-email', seeker, async (c) => {
    const { settings, reason } = await parseBody(c, EmailPreferencesBody);
    const current = (await readSettings(db, c.get('seekerId'))).email;
    await setEmailPreferences(db, c.get('seekerId'), { ...current, ...settings }, reason ?? null);
    return c.json({ message: 'Email preferences updated', settings: { ...current, ...settings } });
  });

  // Email change: requested -> verified | cancelled | expired; a resend keeps it requested (decision 0006).
  app.post('/change_email', seeker, async (c) => {
    const body = await parseBody(c, ChangeEmailBody);
    const email = await requestEmailChange(ctx, await me(c.get('seekerId')), body);
    return c.json({ status: 'requested', email });
  });

  app.post('/resend_email_verification', seeker, async (c) => {
    if (await resendEmailChangeCode(ctx, c.get('seekerId')))
      return c.json({ message: 'Email sent', status: 'requested' });
    const sent = await resendVerification(ctx, c.get('seekerId')).catch(rethrow);
    return c.json({ message: sent ? 'Email sent' : 'Failed to send email' });
  });

  app.post('/resend_verification_email', seeker, async (c) => {
    const sent = await resendVerification(ctx, c.get('seekerId')).catch(rethrow);
    return c.json({ message: sent ? 'Email sent' : 'Failed to send email' });
  });

  app.post('/verify_email', seeker, async (c) => {
    const { code } = await parseBody(c, VerifyEmailChangeBody);
    return c.json({ status: 'verified', email: await confirmEmailChange(ctx, c.get('seekerId'), code) });
  });

  app.post('/cancel_email_change', seeker, async (c) => {
    if ((await cancelOpenEmailChange(db, c.get('seekerId'))) === 0)
      throw new HttpError(404, 'There is no email change to cancel');
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
    const body = await parseBody(c, DeactivateBody);
    await deactivate(ctx, await me(c.get('seekerId')), body);
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
    if ((await verifyPhone(ctx, row, otp).catch(rethrow)) === 'code-sent')
      return c.json({ message: 'We have sent you a code' });
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
    await setTwoFactor(db, c.get('seekerId'), false);
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
