/**
 * Property-based: random and hostile inputs, shaped by each call's valibot schema (its field names),
 * sent to every account, profile and settings endpoint, signed in and anonymous. None may answer 5xx.
 */

import { VERTICALS } from '@jobsite/domain';
import * as calls from '@jobsite/domain/calls';
import fc from 'fast-check';
import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, setupTestServer, signUpSeeker } from '../test-server.ts';
import { type Browser, browser } from './auth/test-browser.ts';

const MANAGEMENT = VERTICALS.management.id;

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE seekers; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '%00',
    'x'.repeat(100_000),
    '{"__proto__":{"admin":true}}',
    'NaN',
    '-1',
    '1e309',
    '9'.repeat(40),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

const keysOf = (schema: v.GenericSchema) =>
  Object.keys((schema as unknown as { entries?: object }).entries ?? {});

const ENDPOINTS: [method: string, path: string, schema: v.GenericSchema][] = [
  ['POST', 'user/login', calls.LoginBody],
  ['POST', 'user/register', calls.RegisterBody],
  ['POST', 'user/forgot-password', calls.ForgotPasswordBody],
  ['POST', 'user/reset-password', calls.ResetPasswordBody],
  ['POST', 'twoFactorAuth/verify-two-fa', calls.TwoFactorVerifyBody],
  ['POST', 'ext/user/activate/account', calls.CodeBody],
  ['POST', 'cookiepolicy', calls.CookiePolicyBody],
  ['POST', 'consent', calls.ConsentBody],
  ['POST', 'user/profile/v2', calls.ProfileUpdateBody],
  ['POST', 'coverletter', calls.CoverLetterBody],
  ['POST', 'skills', calls.SkillsBody],
  ['POST', 'profile/tags', calls.ProfileTagsBody],
  ['POST', 'updatestamp', calls.UpdateStampBody],
  ['PATCH', 'diversity/maven', calls.MavenBody],
  ['POST', 'settings', calls.SettingsBody],
  ['POST', 'settings/blocked-companies', calls.BlockedCompaniesBody],
  ['POST', 'ext/user/settings/update-email', calls.EmailPreferencesBody],
  ['POST', 'change_email', calls.ChangeEmailBody],
  ['POST', 'verify_email', calls.VerifyEmailChangeBody],
  ['POST', 'change_password', calls.ChangePasswordBody],
  ['POST', 'verify/phone', calls.VerifyContactBody],
  ['POST', 'otp/verify', calls.OtpVerifyBody],
];
const QUERIES: [string, v.GenericSchema][] = [
  ['auth/validate', calls.ValidateQuery],
  ['exists', calls.ExistsQuery],
  ['user/profile/v2', calls.ProfileFieldsQuery],
  ['user/suggest/skills', calls.SuggestSkillsQuery],
];

describe.each(drivers)('hostile input to the account endpoints on %s', (driver) => {
  const s = setupTestServer(driver);
  let signedIn: Browser;
  beforeAll(async () => {
    ({ b: signedIn } = await signUpSeeker(s, MANAGEMENT, {
      name: 'Fuzz Tester',
      password: 'long enough passphrase',
    }));
  });

  it.each(ENDPOINTS)('%s %s never answers 5xx', async (method, path, schema) => {
    const keys = keysOf(schema);
    const body = fc.dictionary(fc.constantFrom(...keys, 'unexpected'), hostile, { maxKeys: keys.length + 1 });
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.boolean(), async (fields, asJson, withSession) => {
        const who = withSession ? signedIn : browser(s.base);
        const form = Object.fromEntries(
          Object.entries(fields).map(([k, value]) => [
            k,
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ]),
        );
        const res = await who.request(method, `/${MANAGEMENT}/${path}`, asJson ? { json: fields } : { form });
        expect(res.status, `${method} ${path} ${JSON.stringify(fields).slice(0, 200)}`).toBeLessThan(500);
        const text = await res.text();
        expect(text).not.toMatch(/at .*\.ts:\d+|syntax error|relation "|violates/i);
      }),
      { numRuns: 12 },
    );
  });

  it.each(QUERIES)('GET %s never answers 5xx', async (path, schema) => {
    const keys = keysOf(schema);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 300 })),
        async (query) => {
          const res = await signedIn.request('GET', `/${MANAGEMENT}/${path}?${new URLSearchParams(query)}`);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses NUL characters, which the database cannot store, naming the field', async () => {
    const consent = await signedIn.request('POST', `/${MANAGEMENT}/consent`, {
      form: { body: 'I agree\u0000' },
    });
    expect(consent.status).toBe(400);
    expect(((await consent.json()) as { error: { message: string } }).error.message).toBe(
      "Invalid body field 'body': must not contain NUL characters",
    );
    const nested = await signedIn.request('POST', `/${MANAGEMENT}/user/profile/v2`, {
      json: { pd: { name: 'Asha\u0000' } },
    });
    expect(nested.status).toBe(400);
    expect(JSON.stringify(await nested.json())).toMatch(/pd\.name/);
    const search = await fetch(
      `${s.base}/${MANAGEMENT}/job/search?keyword=${encodeURIComponent('data\u0000')}`,
    );
    expect(search.status).toBe(400);
  });

  it('survives bodies that are not what the content type says', async () => {
    for (const [method, path] of ENDPOINTS) {
      for (const [type, body] of [
        ['application/json', '{"unterminated'],
        ['application/x-www-form-urlencoded', '%%%&&&==='],
        ['multipart/form-data; boundary=x', '--x\r\nbroken'],
        ['text/plain', '\u0000\u0001'],
      ] as const) {
        const res = await fetch(`${s.base}/${MANAGEMENT}/${path}`, {
          method,
          headers: { 'content-type': type },
          body,
        });
        expect(res.status, `${method} ${path} with ${type}`).toBeLessThan(500);
      }
    }
  });
});
