/** Sign-up, sign-in and sessions (calls.md 7.3) and the two-factor login step, for one vertical. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { clientAddress } from '../../http/visitor.ts';
import {
  type AccountContext,
  AccountError,
  completeWithCode,
  emailExists,
  enableTwoFactor,
  forgotPassword,
  type LoginResult,
  login,
  obfuscatedUserId,
  register,
  rememberDevice,
  resetPassword,
  sendPolicyEmail,
  validateLink,
} from './accounts.ts';
import { afterAnswer, type Outgoing, settled } from './after-answer.ts';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookie } from './device.ts';
import { accessTokenOf, requireSeeker, type SeekerVariables, sessionCookie, tokenCookie } from './guard.ts';
import { latestMessages, type Sender } from './outbox.ts';
import { markCookiePolicyAccepted, recordConsent, seekerStatus } from './queries/seekers.ts';
import { withinLimit } from './rate-limit.ts';
import {
  authenticate,
  endSession,
  type IssuedSession,
  openSession,
  refreshSession,
  type SessionSettings,
} from './sessions.ts';

export interface AuthDeps {
  db: Db;
  sessions: SessionSettings;
  siteOrigins: Record<string, string>;
  production: boolean;
  /** Read the caller's address from `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** The secret the brand sites sign their visitors' addresses with (`http/visitor.ts`). */
  visitorSecret?: string | undefined;
  /** Sign-ups allowed per address per hour (20). */
  signUpsPerHour?: number;
  send?: Sender;
  /** Reports a failure of work done after the answer (the forgotten-password mailing). */
  onBackgroundError?: (err: unknown) => void;
}

function reportBackgroundError(err: unknown) {
  console.error('auth: work after the answer failed', err);
}

function cookieOptions(production: boolean, maxAgeS: number) {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: production, maxAge: maxAgeS } as const;
}

function setSessionCookies(
  c: Context,
  deps: AuthDeps,
  vertical: string,
  session: { cookieValue: string; accessToken: string; expiresAt: Date },
) {
  const maxAge = Math.max(0, Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, sessionCookie(vertical), session.cookieValue, cookieOptions(deps.production, maxAge));
  // The access-token cookie lives as long as the session; the token inside it expires sooner (406).
  setCookie(c, tokenCookie(vertical), session.accessToken, cookieOptions(deps.production, maxAge));
}

function clearSessionCookies(c: Context, deps: AuthDeps, vertical: string) {
  for (const name of [sessionCookie(vertical), tokenCookie(vertical)]) {
    deleteCookie(c, name, { path: '/', secure: deps.production });
  }
}

/**
 * The long-lived cookie of a device that signed in (docs/decisions/0020). Logging out keeps it: it
 * names the account, not a session, and only spares its owner the delays strangers' guesses cause.
 */
function setDeviceCookie(c: Context, deps: AuthDeps, vertical: string, value: string) {
  setCookie(c, deviceCookie(vertical), value, cookieOptions(deps.production, DEVICE_COOKIE_MAX_AGE_S));
}

/** The answer of a login step: the cookies of the session it opened are set, the rest is answered. */
function loginAnswer(c: Context, deps: AuthDeps, vertical: string, result: LoginResult) {
  const { session, device, ...answer } = result;
  if (session) setSessionCookies(c, deps, vertical, session as IssuedSession);
  if (device) setDeviceCookie(c, deps, vertical, device);
  return answer;
}

function rethrow(err: unknown): never {
  if (err instanceof AccountError) throw new HttpError(err.status as 400, err.message);
  throw err;
}

/** Like `rethrow`, with the Retry-After header of a 429 that says when to try again. */
const rethrowFor =
  (c: Context) =>
  (err: unknown): never => {
    if (err instanceof AccountError && err.retryAfterS !== undefined) {
      c.header('Retry-After', String(err.retryAfterS));
    }
    return rethrow(err);
  };

export function authRoutes(deps: AuthDeps, vertical: string) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const ctx: AccountContext = {
    db: deps.db,
    sessions: deps.sessions,
    vertical,
    siteOrigin: deps.siteOrigins[vertical] ?? '',
    ...(deps.send ? { send: deps.send } : {}),
  };
  const seeker = requireSeeker(deps.db, deps.sessions, vertical);
  const userAgent = (c: Context) => c.req.header('user-agent');
  /** Refuses (429) a call once the caller's address made more than `max` of them in `windowS` seconds. */
  const limitAddress = async (c: Context, call: string, max: number, windowS: number, message: string) => {
    const key = `${vertical}:${call}:${clientAddress(c, deps)}`;
    if (!(await withinLimit(deps.db, key, max, windowS))) throw new HttpError(429, message);
  };

  route(app, 'POST user/login', async (c, { body }) => {
    const result = await login(ctx, {
      ...body,
      address: clientAddress(c, deps),
      userAgent: userAgent(c),
      device: getCookie(c, deviceCookie(vertical)),
    }).catch(rethrowFor(c));
    return loginAnswer(c, deps, vertical, result);
  });

  route(app, 'POST user/register', async (c, { body }) => {
    const tooMany = 'Too many sign-ups from this address. Please try again later';
    await limitAddress(c, 'register', deps.signUpsPerHour ?? 20, 3600, tooMany);
    const { seekerId } = await register(ctx, body).catch(rethrow);
    // A new account is signed in at once, so the registration wizard can save its first step.
    const session = await openSession(deps.db, deps.sessions, {
      seekerId,
      vertical,
      userAgent: userAgent(c),
    });
    setSessionCookies(c, deps, vertical, session);
    setDeviceCookie(c, deps, vertical, await rememberDevice(ctx, seekerId));
    return {
      seekerId,
      token: session.accessToken,
      obfuscatedUserId: obfuscatedUserId(deps.sessions.secret, seekerId),
    };
  });

  route(app, 'POST user/forgot-password', async (c, { body }) => {
    const mailing = await forgotPassword(ctx, {
      email: body.email,
      address: clientAddress(c, deps),
    }).catch(rethrow);
    // The answer does not wait for the mailing, which only an existing account gets.
    const outgoing = (c.env as { outgoing?: Outgoing } | undefined)?.outgoing;
    afterAnswer(mailing, deps.onBackgroundError ?? reportBackgroundError, outgoing);
    return { message: 'If an account exists for this email, a link to reset the password is on its way' };
  });

  route(app, 'POST user/reset-password', async (_c, { body }) => {
    await resetPassword(ctx, body).catch(rethrow);
    return { message: 'Your password has been changed. Please log in with the new one' };
  });

  route(app, 'POST user/resend-policy-email', seeker, async (c) => {
    if (!(await sendPolicyEmail(ctx, c.get('seekerId')))) throw new HttpError(404, 'profile not found');
    return { emailSent: true as const };
  });

  route(app, 'POST user/logout', async (c) => {
    // Ends the session only for a caller who holds it (its cookie with the secret, or its access
    // token); anyone else just loses their own cookies. The answer is the same either way.
    await endSession(
      deps.db,
      deps.sessions,
      vertical,
      getCookie(c, sessionCookie(vertical)),
      accessTokenOf(c, vertical),
    );
    clearSessionCookies(c, deps, vertical);
    return { message: 'You have been logged out' };
  });

  route(app, 'GET auth/validate', async (_c, { query }) => {
    const valid = await validateLink(ctx, query);
    return { valid, type: query.type };
  });

  route(app, 'GET auth/refresh', async (c) => {
    const result = await refreshSession(
      deps.db,
      deps.sessions,
      vertical,
      getCookie(c, sessionCookie(vertical)),
    );
    if (!result.ok) {
      clearSessionCookies(c, deps, vertical);
      throw new HttpError(
        result.status,
        result.status === 401 ? 'Please log in to continue' : 'Your session has ended. Please log in again',
      );
    }
    setSessionCookies(c, deps, vertical, result);
    return { token: result.accessToken };
  });

  route(app, 'POST getauth', requireSeeker(deps.db, deps.sessions, vertical, 'bearer'), async (c) => {
    const seekerId = c.get('seekerId');
    return {
      isLoggedIn: true as const,
      statusType: (await seekerStatus(deps.db, seekerId)) === 'active' ? (1 as const) : (2 as const),
      userId: seekerId,
      obfuscatedUserId: obfuscatedUserId(deps.sessions.secret, seekerId),
    };
  });

  // The code step of a two-factor login (with the login's activationToken), or, for a signed-in seeker,
  // the code that turns two-factor authentication on.
  route(app, 'POST twoFactorAuth/verify-two-fa', async (c, { body }) => {
    await limitAddress(c, '2fa', 30, 900, 'Too many attempts. Please try again in 15 minutes');
    if (body.activationToken) {
      const input = { activationToken: body.activationToken, code: body.code, userAgent: userAgent(c) };
      const result = await completeWithCode(ctx, input, 'two-factor').catch(rethrow);
      return loginAnswer(c, deps, vertical, result);
    }
    await seeker(c, async () => {});
    if (!(await enableTwoFactor(ctx, c.get('seekerId'), body.code))) {
      throw new HttpError(400, 'The code is wrong or has expired');
    }
    return { message: 'Two-factor authentication is on', twoFactorAuth: true as const };
  });

  route(app, 'POST activate/account', async (c, { body }) => {
    await limitAddress(c, 'activate', 30, 900, 'Too many attempts. Please try again in 15 minutes');
    const result = await completeWithCode(ctx, { ...body, userAgent: userAgent(c) }, 'reactivate').catch(
      rethrow,
    );
    return loginAnswer(c, deps, vertical, result);
  });

  route(app, 'POST cookiepolicy', async (c, { body }) => {
    const auth = await authenticate(deps.db, deps.sessions, vertical, accessTokenOf(c, vertical));
    if (auth.ok) await markCookiePolicyAccepted(deps.db, auth.seekerId);
    return { accepted: true as const, uniqueIdentifier: body.uniqueIdentifier };
  });

  route(app, 'POST consent', seeker, async (c, { body }) => {
    await recordConsent(deps.db, c.get('seekerId'), { text: body.body, at: new Date().toISOString() });
    return { message: 'Thank you, your consent has been recorded' };
  });

  route(app, 'GET exists', async (c, { query: { email } }) => {
    // It tells whether an email has an account here (the sign-up form asks): 60 a quarter-hour and 200
    // a day from one address, so nobody checks a long list of emails from one place.
    await limitAddress(c, 'exists', 60, 900, 'Too many requests. Please try again later');
    await limitAddress(c, 'exists-daily', 200, 24 * 3600, 'Too many requests. Please try again tomorrow');
    return { exists: await emailExists(ctx, email) };
  });

  if (!deps.production) {
    app.get('/dev/outbox', async (c) => {
      const to = c.req.query('to');
      // Messages sent after an answer (a reset link) are listed once they are written.
      await settled();
      return c.json({ messages: await latestMessages(deps.db, vertical, to?.slice(0, 254)) });
    });
  }

  return app;
}
