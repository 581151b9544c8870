/**
 * `POST settings/update-email` (calls.md 7.5, ext/user): changes email preferences
 * (`EmailPreferencesBody`), with an optional unsubscribe `reason`.
 *
 * A module of its own beyond the contract: the caller gives the preferences to change as an object,
 * which goes as the JSON text the contract's `settings` field takes.
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
