/**
 * `POST settings` (calls.md 7.5): saves the editable settings flags, sent as `settings`, a JSON string
 * (`SettingsBody`; the server-owned flags are refused); answers the settings as saved. A failure without
 * a server message reads "Failed to update, try again" (calls.md section 8).
 */
import { type EDITABLE_SETTINGS, SettingsBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type SaveSettingsInput = Partial<Record<(typeof EDITABLE_SETTINGS)[number], boolean>>;

export const saveSettings = defineCall('POST settings', {
  check: { body: SettingsBody },
  defaultError: { message: 'Failed to update, try again', code: 500 },
  request: (input: SaveSettingsInput) => ({ form: { settings: JSON.stringify(input) } }),
});
