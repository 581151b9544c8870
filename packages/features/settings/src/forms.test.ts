import { ApiClientError } from '@jobsite/api-client';
import { ChangeEmailBody, ChangePasswordBody, VerifyEmailChangeBody } from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import { API_FIELD_RULES, check, passwordChangeError, phrase, placeError } from './forms.ts';

const http = (message: string, status: number, name?: string) =>
  new ApiClientError(message, status, { kind: 'http', status, name });

describe('settings form checks', () => {
  it('put schema refusals next to their field, in words', () => {
    const result = check(
      ChangeEmailBody,
      { email: 'not an address', password: '' },
      { email: 'New email address', password: 'Password' },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'New email address must be a valid email address.',
        password: 'Password is required.',
      },
    });
    expect(check(VerifyEmailChangeBody, { code: ' 123456 ' }, {})).toEqual({
      ok: true,
      output: { code: '123456' },
    });
    expect(check(ChangePasswordBody, { oldPassword: 'a', newPassword: 'b' }, {}).ok).toBe(true);
  });

  it('write sentences', () => {
    expect(phrase('The code', 'must be the 6-digit code')).toBe('The code must be the 6-digit code.');
    expect(phrase(undefined, 'this is already your email')).toBe('This is already your email.');
    expect(phrase('Password', 'The password is not right.')).toBe('The password is not right.');
  });

  it("place the API's refusals: a named field, a known message, else the form", () => {
    expect(placeError(http("Invalid body field 'code': the code is not right", 400))).toEqual({
      code: 'The code is not right.',
    });
    expect(placeError(http('The password is not right', 400), [API_FIELD_RULES.password])).toEqual({
      password: 'The password is not right.',
    });
    expect(placeError(http('Another account uses this email', 409), [API_FIELD_RULES.emailTaken])).toEqual({
      email: 'Another account uses this email.',
    });
    expect(placeError(http('The code is wrong or has expired', 400), [API_FIELD_RULES.otpExpired])).toEqual({
      otp: 'The code is wrong or has expired.',
    });
    // Too many attempts, a server error or no answer at all concern the whole form.
    expect(placeError(http('Too many codes requested. Please try again in a few minutes', 429))).toEqual({
      form: 'Too many codes requested. Please try again in a few minutes',
    });
    expect(placeError(http('Unknown error', 500), [API_FIELD_RULES.password])).toEqual({
      form: 'Unknown error',
    });
    const slow = new ApiClientError('Taking too long to respond MGMT. Please try again later.', 408, {
      kind: 'timeout',
    });
    expect(placeError(slow)).toEqual({ form: 'Taking too long to respond MGMT. Please try again later.' });
    expect(placeError(new Error('boom'))).toEqual({ form: 'Something went wrong. Please try again.' });
  });

  it("map change_password's error names to the field they concern", () => {
    expect(passwordChangeError(http('Your current password is not right', 400, 'wrong_password'))).toEqual({
      oldPassword: 'Your current password is not right. Please check it and try again.',
    });
    expect(
      passwordChangeError(http('Password must be at least 8 characters long', 400, 'weak_password')),
    ).toEqual({ newPassword: 'Password must be at least 8 characters long.' });
    expect(passwordChangeError(http('Unknown error', 500, 'unknown_error'))).toEqual({
      form: 'Unknown error',
    });
  });
});
