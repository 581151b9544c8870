/** The settings calls (calls.md 7.5), one module each. */

import { activateAccount } from './activate-account.ts';
import { blockedCompanies } from './blocked-companies.ts';
import { cancelEmailChange } from './cancel-email-change.ts';
import { changeEmail } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { deactivate } from './deactivate.ts';
import { emailSettings } from './email-settings.ts';
import { resendEmailVerification } from './resend-email-verification.ts';
import { resendVerificationEmail } from './resend-verification-email.ts';
import { saveBlockedCompanies } from './save-blocked-companies.ts';
import { saveSettings } from './save-settings.ts';
import { settings } from './settings.ts';
import { twoFaDisable } from './two-fa-disable.ts';
import { twoFaEnableCode } from './two-fa-enable-code.ts';
import { twoFaSendOtp } from './two-fa-send-otp.ts';
import { twoFaVerify } from './two-fa-verify.ts';
import { updateEmailSettings } from './update-email-settings.ts';
import { verifyContact } from './verify-contact.ts';
import { verifyEmail } from './verify-email.ts';

export type { ActivateAccountInput } from './activate-account.ts';
export type { ChangeEmailInput } from './change-email.ts';
export type { ChangePasswordInput } from './change-password.ts';
export type { DeactivateInput } from './deactivate.ts';
export type { SaveBlockedCompaniesInput } from './save-blocked-companies.ts';
export type { SaveSettingsInput } from './save-settings.ts';
export type { TwoFaVerifyInput } from './two-fa-verify.ts';
export type { UpdateEmailSettingsInput } from './update-email-settings.ts';
export type { VerifyContactInput } from './verify-contact.ts';
export type { VerifyEmailInput } from './verify-email.ts';
export {
  activateAccount,
  blockedCompanies,
  cancelEmailChange,
  changeEmail,
  changePassword,
  deactivate,
  emailSettings,
  resendEmailVerification,
  resendVerificationEmail,
  saveBlockedCompanies,
  saveSettings,
  settings,
  twoFaDisable,
  twoFaEnableCode,
  twoFaSendOtp,
  twoFaVerify,
  updateEmailSettings,
  verifyContact,
  verifyEmail,
};

export const settingsCalls = {
  saveSettings,
  settings,
  blockedCompanies,
  saveBlockedCompanies,
  updateEmailSettings,
  emailSettings,
  twoFaEnableCode,
  twoFaSendOtp,
  twoFaDisable,
  twoFaVerify,
  activateAccount,
  verifyContact,
  resendEmailVerification,
  resendVerificationEmail,
  verifyEmail,
  changeEmail,
  cancelEmailChange,
  changePassword,
  deactivate,
};
