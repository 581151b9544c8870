/**
 * `POST settings/update-email` (calls.md 7.5, ext/user): changes email preferences, sent as `settings`, a
 * JSON string of the preferences to change (`EmailPreferencesBody`), with an optional unsubscribe `reason`.
 */
import { type EMAIL_PREFERENCES, EmailPreferencesBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface UpdateEmailSettingsInput {
  settings: Partial<Record<(typeof EMAIL_PREFERENCES)[number], boolean>>;
  reason?: string | undefined;
}

export const updateEmailSettings = defineCall('POST settings/update-email', {
  check: { body: EmailPreferencesBody },
  request: (input: UpdateEmailSettingsInput) => ({
    form: { settings: JSON.stringify(input.settings), reason: input.reason },
  }),
});
