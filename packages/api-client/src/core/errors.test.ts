/**
 * Error texts of calls.md section 8 and product.md section 8. What the real API answers is tested against
 * it; only what it cannot be made to answer (an empty 500, a 502, a slow answer, a drifting body, a
 * register answer without seekerId, a missing profile, a consent error with only a top-level `message`,
 * and the course service it does not serve yet) comes from the local server (src/testing/local-server.ts).
 */
import { VERTICALS } from '@jobsite/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClientError, createApiClient } from '../index.ts';
import { startLocalServer } from '../testing/local-server.ts';
import {
  apiOrigin,
  browserClient,
  PASSWORD,
  recordingFetch,
  signUp,
  TEST_VERTICALS,
  TEST_VERTICAL as vertical,
} from '../testing/real-api.ts';

let local: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  local = await startLocalServer(vertical);
});
afterAll(async () => {
  await local.close();
});
afterEach(() => {
  local.reset();
  vi.unstubAllGlobals();
});

const localClient = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ vertical, apiOrigin: local.origin, pageUrl: '/jobfeed', ...extra });

const fail = async (promise: Promise<unknown>): Promise<ApiClientError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiClientError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('error normalising, against the real API', () => {
  it('reads error.message and error.statusCode', async () => {
    const { client } = browserClient(vertical);
    const error = await fail(client.job.jobDetail({ jobcode: 2_000_000_000 }));
    expect(error.toJSON()).toEqual({ message: 'Job not found', code: 404 });
    expect(error.kind).toBe('http');
  });

  it('gives the slow text with the vertical code when nothing answers', async () => {
    for (const each of TEST_VERTICALS) {
      const down = await fail(
        createApiClient({ vertical: each, apiOrigin: 'http://127.0.0.1:9', pageUrl: '/' }).job.tags(),
      );
      expect(down.toJSON()).toEqual({
        message: `Taking too long to respond ${VERTICALS[each].code}. Please try again later.`,
        code: 0,
      });
      expect(down.kind).toBe('network');
    }
  });

  it('gives the offline text without a request when the browser is offline', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', { onLine: false });
    const { client, recorder } = browserClient(vertical);
    const error = await fail(client.job.tags());
    expect(error.message).toBe('Please check your internet connection and try again.');
    expect(error.kind).toBe('offline');
    expect(recorder.sent).toHaveLength(0);
  });

  it('refuses an invalid input before any request, with the same schema as the server', async () => {
    const { client, recorder } = browserClient(vertical);
    const error = await fail(client.job.jobfeed({ exp: 12 }));
    expect(error.kind).toBe('input');
    expect(error.message).toMatch(/^Invalid query of GET job\/jobfeed: exp: must be an experience filter id/);
    const login = await fail(client.auth.login({ email: 'not an email', password: 'x' }));
    expect(login.message).toMatch(/^Invalid body of POST user\/login: email: must be a valid email address/);
    expect(recorder.sent).toHaveLength(0);
  });
});

describe('the calls with their own error cases, against the real API', () => {
  it('OTP: "Try again!" code 0 without a token, before any request; a refusal reads errorMsg', async () => {
    const { client, recorder } = browserClient(vertical);
    expect((await fail(client.otp.sendOtp())).toJSON()).toEqual({ message: 'Try again!', code: 0 });
    expect(recorder.sent).toHaveLength(0);
    const seeker = await signUp(vertical, {}, 'otp-error');
    expect((await fail(seeker.client.otp.verifyOtp({ otp: '000000' }))).toJSON()).toEqual({
      message: 'The code is wrong or has expired',
      code: 400,
    });
  });

  it("change_password carries the error name: wrong_password, weak_password, default 'unknown_error'", async () => {
    const seeker = await signUp(vertical, {}, 'password-error');
    const wrong = await fail(
      seeker.client.settings.changePassword({ oldPassword: 'not it', newPassword: 'another long phrase' }),
    );
    expect([wrong.message, wrong.code, wrong.errorName]).toEqual([
      'Your current password is not right',
      400,
      'wrong_password',
    ]);
    const weak = await fail(
      seeker.client.settings.changePassword({ oldPassword: PASSWORD, newPassword: 'short' }),
    );
    expect([weak.code, weak.errorName]).toEqual([400, 'weak_password']);
    const anonymous = browserClient(vertical, { pageUrl: 'http://site.test/login' });
    const none = await fail(anonymous.client.settings.changePassword({ oldPassword: 'a', newPassword: 'b' }));
    expect([none.message, none.code, none.errorName]).toEqual([
      'Please log in to continue',
      401,
      'unknown_error',
    ]);
  });

  it('consent: the error message and the HTTP status', async () => {
    const { client } = browserClient(vertical, { pageUrl: 'http://site.test/consent' });
    expect((await fail(client.auth.consent({ body: 'I agree' }))).toJSON()).toEqual({
      message: 'Please log in to continue',
      code: 401,
    });
  });

  it('magic rank asks for nothing without auth', async () => {
    const { client, recorder } = browserClient(vertical);
    await expect(client.job.magicRank({ jobId: 1 })).resolves.toBeNull();
    expect(recorder.sent).toHaveLength(0);
  });

  it('profile: fields go out as seven flags', async () => {
    const recorder = recordingFetch();
    const seeker = await signUp(vertical, { fetch: recorder.fetch }, 'fields');
    const answer = await seeker.client.user.profile({ rd: false, atr: false });
    expect(answer.profile?.id).toBe(seeker.seekerId);
    expect(recorder.to('user/profile/v2')[0]?.url.searchParams.get('fields')).toBe('1111100');
  });
});

describe('against the local server (what the real API cannot be made to answer)', () => {
  it('defaults to Unknown error, 500 (an empty 500)', async () => {
    local.fixed.set('job/detail', { status: 500, body: undefined });
    expect((await fail(localClient().job.jobDetail({ jobcode: 5 }))).toJSON()).toEqual({
      message: 'Unknown error',
      code: 500,
    });
  });

  it('gives the 502 text', async () => {
    local.fixed.set('job/detail', {
      status: 502,
      body: { error: { message: 'bad gateway', statusCode: 502 } },
    });
    expect((await fail(localClient().job.jobDetail({ jobcode: 5 }))).message).toBe(
      'Something went wrong, please try again after some time!!',
    );
  });

  it('gives the slow text with the vertical code on a timeout', async () => {
    local.fixed.set('job/detail', { status: 200, body: {}, delayMs: 500 });
    const slow = await fail(localClient({ timeoutMs: 100 }).job.jobDetail({ jobcode: 5 }));
    expect(slow.toJSON()).toEqual({
      message: `Taking too long to respond ${VERTICALS[vertical].code}. Please try again later.`,
      code: 408,
    });
    expect(slow.kind).toBe('timeout');
  });

  it('fails loudly when an answer drifts from the contract, unless validation is off', async () => {
    local.fixed.set('job/tags', { status: 200, body: [{ id: 'one', name: 1 }] });
    const error = await fail(localClient().job.tags());
    expect(error.kind).toBe('contract');
    expect(error.message).toMatch(/^The answer of GET job\/tags does not match its contract: 0\.id: /);
    await expect(localClient({ validateResponses: false }).job.tags()).resolves.toEqual([
      { id: 'one', name: 1 },
    ]);
  });

  it('course enquiry: "Please select a course" (400) before any request; reads error_msg and status', async () => {
    const error = await fail(localClient().courses.courseEnquiry({ courseIds: [] }));
    expect(error.toJSON()).toEqual({ message: 'Please select a course', code: 400 });
    expect(local.requests).toHaveLength(0);
    local.fixed.set('v2/courseenquiry', {
      status: 400,
      body: { error_msg: 'Already enquired', status: 409 },
    });
    expect((await fail(localClient().courses.courseEnquiry({ courseIds: [3] }))).toJSON()).toEqual({
      message: 'Already enquired',
      code: 409,
    });
    expect(JSON.parse(local.requestsTo('v2/courseenquiry')[0]?.body ?? '{}')).toMatchObject({
      courseIds: [3],
      toSkipIds: [],
      device: 'Web',
    });
  });

  it('course lists default to code 10200, "Operation performed successfully" and empty lists', async () => {
    local.fixed.set('v2/homepage/trending', { status: 200, body: {} });
    await expect(localClient().courses.trendingCourses()).resolves.toEqual({
      code: 10200,
      message: 'Operation performed successfully',
      data: [],
    });
  });

  it('banners default to "Something went wrong. Please try again later." 500', async () => {
    local.fixed.set('read-csv/promo-banners', { status: 503, body: undefined });
    expect((await fail(localClient().static.readCsv({ name: 'promo-banners' }))).toJSON()).toEqual({
      message: 'Something went wrong. Please try again later.',
      code: 500,
    });
  });

  it('register without a seekerId: "some issue while registering! Please try again!" 404', async () => {
    local.fixed.set('user/register', { status: 200, body: { seekerId: null } });
    const error = await fail(
      localClient().auth.register({ name: 'A', email: 'a@example.com', password: PASSWORD }),
    );
    expect(error.toJSON()).toEqual({ message: 'some issue while registering! Please try again!', code: 404 });
  });

  it("consent falls back to the answer's top-level message and the HTTP status", async () => {
    local.fixed.set('consent', { status: 422, body: { message: 'Consent missing' } });
    expect((await fail(localClient().auth.consent({ body: 'I agree' }))).toJSON()).toEqual({
      message: 'Consent missing',
      code: 422,
    });
  });

  it('profile: a missing profile is "profile not found"', async () => {
    local.fixed.set('user/profile/v2', { status: 200, body: { profile: null } });
    expect((await fail(localClient().user.profile({ rd: false }))).message).toBe('profile not found');
  });
});

it('runs against the real API started for the suite', () => {
  expect(apiOrigin()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});
