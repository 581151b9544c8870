/**
 * The alert work of every API process (`background.ts`, decision 0031): due digests and real-time
 * early-applicant alerts. Each run claims its rows in PostgreSQL (FOR UPDATE SKIP LOCKED, or an insert
 * that conflicts), so several processes on one database send each message once.
 *
 * Periods: ALERTS_DIGEST_EVERY_MS (how often due digests are looked for; 5 minutes),
 * ALERTS_DIGEST_PERIOD_MS (a search's digests are this far apart; a day), ALERTS_REALTIME_EVERY_MS (how
 * often new jobs are matched; a minute).
 */
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';
import type { Sender } from '../auth/outbox.ts';
import { DIGEST_PERIOD_MS, runDigests, runRealtime } from './service.ts';

const DIGEST_EVERY_MS = 5 * 60_000;
const REALTIME_EVERY_MS = 60_000;

/** A period from the environment: a whole number of milliseconds from 1 second, else the default. */
export function periodFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1000)
    throw new Error(`${name} must be a whole number of milliseconds, at least 1000`);
  return n;
}

export function alertTasks(
  db: Db,
  options: {
    secret: string;
    siteOrigins: Partial<Record<Vertical, string>>;
    send?: Sender | undefined;
    env?: NodeJS.ProcessEnv;
  },
): BackgroundTask[] {
  const env = options.env ?? process.env;
  const settings = {
    secret: options.secret,
    siteOrigins: options.siteOrigins,
    send: options.send,
    digestPeriodMs: periodFrom(env, 'ALERTS_DIGEST_PERIOD_MS', DIGEST_PERIOD_MS),
  };
  const each = (run: (vertical: Vertical) => Promise<number>) => async () => {
    for (const vertical of VERTICAL_IDS) await run(vertical);
  };
  return [
    {
      name: 'job-alert-digests',
      everyMs: periodFrom(env, 'ALERTS_DIGEST_EVERY_MS', DIGEST_EVERY_MS),
      run: each((vertical) => runDigests(db, vertical, settings)),
    },
    {
      name: 'early-applicant-alerts',
      everyMs: periodFrom(env, 'ALERTS_REALTIME_EVERY_MS', REALTIME_EVERY_MS),
      run: each((vertical) => runRealtime(db, vertical, settings)),
    },
  ];
}
