/** Settings and account calls (calls.md 7.5) and the OTP service (7.12) for one vertical. */

import { createHmac } from 'node:crypto';
import { ChangePasswordBody, OtpVerifyBody } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
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

/** What a resend of the verification mail says (calls.md section 8). */
const emailSent = (sent: boolean): 'Email sent' | 'Failed to send email' =>
  sent ? 'Email sent' : 'Failed to send email';

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

  route(app, 'GET settings', seeker, async (c) => ({
    settings: (await readSettings(db, c.get('seekerId'))).settings,
  }));

  route(app, 'POST settings', seeker, async (c, { body }) => {
    await mergeSettings(db, c.get('seekerId'), body.settings);
    return {
      message: 'Settings updated',
      settings: (await readSettings(db, c.get('seekerId'))).settings,
    };
  });

  route(app, 'GET settings/blocked-companies', seeker, async (c) => ({
    companies: await blockedCompanies(db, c.get('seekerId')),
  }));

  route(app, 'POST settings/blocked-companies', seeker, async (c, { body }) => {
    const known = await knownCompanyIds(db, vertical, body.companyIds);
    await setBlockedCompanies(db, c.get('seekerId'), known);
    return { message: 'Blocked companies updated', companyIds: known };
  });

  route(app, 'GET settings/email', seeker, async (c) => ({
    settings: (await readSettings(db, c.get('seekerId'))).email,
  }));

  route(app, 'POST settings/update-email', seeker, async (c, { body }) => {
    const current = (await readSettings(db, c.get('seekerId'))).email;
    // The preferences given over the stored ones: parsed from JSON text, none of them is `undefined`.
    const settings = { ...current, ...(body.settings as Partial<typeof current>) };
    await setEmailPreferences(db, c.get('seekerId'), settings, body.reason ?? null);
    return { message: 'Email preferences updated', settings };
  });

  // Email change: requested -> verified | cancelled | expired; a resend keeps it requested (decision 0006).
  route(app, 'POST change_email', seeker, async (c, { body }) => {
    const email = await requestEmailChange(ctx, await me(c.get('seekerId')), body);
    return { status: 'requested' as const, email };
  });

  route(app, 'POST resend_email_verification', seeker, async (c) => {
    if (await resendEmailChangeCode(ctx, c.get('seekerId')))
      return { message: 'Email sent' as const, status: 'requested' as const };
    return { message: emailSent(await resendVerification(ctx, c.get('seekerId')).catch(rethrow)) };
  });

  route(app, 'POST resend_verification_email', seeker, async (c) => ({
    message: emailSent(await resendVerification(ctx, c.get('seekerId')).catch(rethrow)),
  }));

  route(app, 'POST verify_email', seeker, async (c, { body }) => ({
    status: 'verified' as const,
    email: await confirmEmailChange(ctx, c.get('seekerId'), body.code),
  }));

  route(app, 'POST cancel_email_change', seeker, async (c) => {
    if ((await cancelOpenEmailChange(db, c.get('seekerId'))) === 0)
      throw new HttpError(404, 'There is no email change to cancel');
    return { status: 'cancelled' as const };
  });

  // Plain: a refusal names the error (`wrong_password`, `weak_password`), which the API's error body has not.
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

  route(app, 'POST deactivate', seeker, async (c, { body }) => {
    await deactivate(ctx, await me(c.get('seekerId')), body);
    return { message: 'Your account has been deactivated. Log in again to reactivate it' };
  });

  route(app, 'POST verify/{type}', seeker, async (c, { params, body }) => {
    const row = await me(c.get('seekerId'));
    if (params.type === 'email')
      return { message: emailSent(await resendVerification(ctx, row.id).catch(rethrow)) };
    if ((await verifyPhone(ctx, row, body.otp).catch(rethrow)) === 'code-sent')
      return { message: 'We have sent you a code' };
    return { message: 'Your phone number is verified', verifiedNumber: true as const };
  });

  route(app, 'POST twoFactorAuth/twoFaEnableCode', seeker, async (c) => {
    await sendCode(ctx, await me(c.get('seekerId')), 'enable-two-factor').catch(rethrow);
    return { message: 'We have emailed you a code to turn on two-factor authentication' };
  });

  route(app, 'POST twoFactorAuth/send-otp', seeker, async (c) => {
    await sendCode(ctx, await me(c.get('seekerId')), 'enable-two-factor').catch(rethrow);
    return { message: 'We have emailed you a new code' };
  });

  route(app, 'POST twoFactorAuth/disableTwoAuth', seeker, async (c) => {
    await setTwoFactor(db, c.get('seekerId'), false);
    return { message: 'Two-factor authentication is off', twoFactorAuth: false as const };
  });

  // The OTP service (7.12): bearer only, and its own answer shape.
  const otpAnswer = (
    success: boolean,
    errorMsg: string,
    code: number,
    data: { en_cookie?: string } = {},
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

  route(app, 'POST otp/send', otpGuard, async (c) => {
    await sendCode(ctx, await me(c.get('seekerId')), 'otp').catch(rethrow);
    return otpAnswer(true, '', 200);
  });

  // Plain: a wrong code is refused in the OTP service's own answer shape, not the API's error body.
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
