import { DEFAULT_SETTINGS } from '@jobsite/domain';
import { EMAIL_PREFERENCES } from '@jobsite/domain/calls';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { settingsRow } from './queries.ts';

const EMAIL_DEFAULTS = Object.fromEntries(EMAIL_PREFERENCES.map((k) => [k, k !== 'promotions'])) as Record<
  (typeof EMAIL_PREFERENCES)[number],
  boolean
>;

/** A seeker's settings: stored choices over the defaults, and the flags the server owns. */
export async function readSettings(db: Db, seekerId: number) {
  const row = await settingsRow(db, seekerId);
  if (!row) throw new HttpError(404, 'profile not found');
  const {
    email: emailPreferences,
    emailReason: _reason,
    ...stored
  } = row.settings as {
    email?: Record<string, boolean>;
    emailReason?: unknown;
  };
  return {
    settings: {
      ...DEFAULT_SETTINGS,
      ...stored,
      twoFactorAuth: row.twoFactor,
      emailChangeRequestedOn: row.changeRequested?.toISOString() ?? null,
    },
    email: { ...EMAIL_DEFAULTS, ...emailPreferences },
  };
}
