/**
 * `POST settings` (calls.md 7.5): saves the editable settings flags (`SettingsBody`; the server-owned
 * flags are refused); answers the settings as saved.
 *
 * A module of its own beyond the contract: the caller gives the flags as an object, which goes as the
 * JSON text the contract's `settings` field takes, and a failure without a server message reads "Failed
 * to update, try again" (calls.md section 8).
 */
import { type EDITABLE_SETTINGS, SettingsBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type SaveSettingsInput = Partial<Record<(typeof EDITABLE_SETTINGS)[number], boolean>>;

export const saveSettings = defineCall('POST settings', {
  check: { body: SettingsBody },
  defaultError: { message: 'Failed to update, try again', code: 500 },
  request: (input: SaveSettingsInput) => ({ form: { settings: JSON.stringify(input) } }),
});
