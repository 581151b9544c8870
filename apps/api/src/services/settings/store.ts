import { DEFAULT_SETTINGS } from '@jobsite/domain';
import { EMAIL_PREFERENCES } from '@jobsite/domain/calls';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

const EMAIL_DEFAULTS = Object.fromEntries(EMAIL_PREFERENCES.map((k) => [k, k !== 'promotions'])) as Record<
  (typeof EMAIL_PREFERENCES)[number],
  boolean
>;

/** A seeker's settings: stored choices over the defaults, and the flags the server owns. */
export async function readSettings(db: Db, seekerId: number) {
  const rows = (await db.raw(
    `SELECT p.settings, s.two_factor, s.email,
            (SELECT requested_at FROM email_changes e WHERE e.seeker_id = s.id AND e.status = 'requested') AS change_requested
       FROM seekers s JOIN seeker_profiles p ON p.seeker_id = s.id WHERE s.id = $1`,
    [seekerId],
  )) as { settings: Record<string, unknown>; two_factor: boolean; change_requested: string | Date | null }[];
  const row = rows[0];
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
      twoFactorAuth: row.two_factor,
      emailChangeRequestedOn: row.change_requested ? new Date(row.change_requested).toISOString() : null,
    },
    email: { ...EMAIL_DEFAULTS, ...emailPreferences },
  };
}
