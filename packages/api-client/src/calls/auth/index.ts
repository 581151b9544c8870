/** The auth calls (calls.md 7.3), one module each. */

import { consent } from './consent.ts';
import { cookiePolicy } from './cookiepolicy.ts';
import { emailExists } from './exists.ts';
import { forgotPassword } from './forgot-password.ts';
import { getauth } from './getauth.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { refresh } from './refresh.ts';
import { register } from './register.ts';
import { resendPolicyEmail } from './resend-policy-email.ts';
import { resetPassword } from './reset-password.ts';
import { validate } from './validate.ts';

export type { ConsentInput } from './consent.ts';
export type { CookiePolicyInput } from './cookiepolicy.ts';
export type { EmailExistsInput } from './exists.ts';
export type { ForgotPasswordInput } from './forgot-password.ts';
export type { LoginInput } from './login.ts';
export type { RegisterInput } from './register.ts';
export type { ResetPasswordInput } from './reset-password.ts';
export type { ValidateInput } from './validate.ts';
export {
  consent,
  cookiePolicy,
  emailExists,
  forgotPassword,
  getauth,
  login,
  logout,
  refresh,
  register,
  resendPolicyEmail,
  resetPassword,
  validate,
};

export const authCalls = {
  login,
  register,
  forgotPassword,
  resendPolicyEmail,
  resetPassword,
  logout,
  validate,
  refresh,
  getauth,
  cookiePolicy,
  consent,
  emailExists,
};
