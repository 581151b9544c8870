/**
 * The seed's application history (issue 40, decision 0100): stored applications of seeded seekers to the
 * seeded jobs, each with the events a recruiter's answer leaves, so that recruiters have figures of how
 * they answer. Each recruiter has a habit drawn from its id: some answer within a day, some in about two
 * weeks, some hardly ever, and a few are new, with fewer than 10 applications. The times are written
 * out (applied some days ago, the recruiter's first action later), as a history lived over the seeded
 * months would have left them; the product itself writes each event at its transaction's `now()`.
 *
 * The applications take the place of some of each job's drawn applicants (decision 0066: a job's
 * applicants are its stored applications and, for the rest of `apply_count`, drawn ones), so a job never
 * gets more than its count and the page's figures stay as they were.
 */
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { Vertical } from './content.ts';
import { insertRows } from './insert-rows.ts';
import { applicationEvents, applications, jobs, seekerProfiles, seekers } from './schema.ts';
import { draws, hashSeed } from './seed-applicants.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seeded applicants of a vertical: accounts that hold applications and can never sign in. */
export const SEEDED_APPLICANTS = 60;
const SEEDED_APPLICANT_DOMAIN = 'applicants.jobsite.local';
/**
 * Not an argon2 hash: no password verifies against it, and the account has no phone and an address of a
 * domain nobody receives mail for, so it cannot sign in any other way either.
 */
const NO_SIGN_IN = '!no-sign-in';
/** Rows an insert carries at once (one JSON parameter each). */
const CHUNK = 4_000;

/** How a seeded recruiter answers; `new` ones have too few applications to be judged. */
export type Habit = 'prompt' | 'slow' | 'silent' | 'new';

/** The recruiter's habit, drawn from its id: about 35 % prompt, 30 % slow, 20 % silent, 15 % new. */
export function recruiterHabit(recruiterId: number): Habit {
  const u = draws(hashSeed(`habit:${recruiterId}`))();
  if (u < 0.35) return 'prompt';
  if (u < 0.65) return 'slow';
  if (u < 0.85) return 'silent';
  return 'new';
}

/** Whether an application is answered, and how long after it the recruiter first acts. */
function firstAnswer(habit: Exclude<Habit, 'new'>, next: () => number): number | null {
  switch (habit) {
    case 'prompt':
      return next() < 0.92 ? HOUR + next() * 22 * HOUR : null;
    case 'slow':
      return next() < 0.8 ? 9 * DAY + next() * 10 * DAY : null;
    case 'silent':
      return next() < 0.06 ? 20 * DAY + next() * 20 * DAY : null;
  }
}

interface Planned {
  seekerId: number;
  jobId: number;
  events: { from: ApplicationStatus | null; to: ApplicationStatus; at: number }[];
}

/** The applications of one recruiter's jobs, with their events, as the recruiter's habit makes them. */
function planRecruiter(
  recruiterId: number,
  own: { id: number; postedAt: Date; expiresAt: Date | null; applyCount: number }[],
  seekerIds: readonly number[],
  now: number,
): Planned[] {
  const next = draws(hashSeed(`history:${recruiterId}`));
  const habit = recruiterHabit(recruiterId);
  // A new recruiter answers as one of the others would; only their count is small.
  const answers: Exclude<Habit, 'new'> = habit === 'new' ? (next() < 0.5 ? 'prompt' : 'slow') : habit;
  const wanted = habit === 'new' ? 2 + Math.floor(next() * 7) : 12 + Math.floor(next() * 17);
  // Each job takes at most its applicant count and one application per seeker.
  const room = own.map((j) => Math.min(j.applyCount, seekerIds.length));
  const taken = own.map(() => 0);
  const out: Planned[] = [];
  for (
    let k = 0, job = 0;
    out.length < wanted && k < wanted * own.length;
    k++, job = (job + 1) % own.length
  ) {
    const j = own[job];
    if (!j || (taken[job] ?? 0) >= (room[job] ?? 0)) continue;
    const offset = hashSeed(`seekers:${j.id}`) % seekerIds.length;
    const seekerId = seekerIds[(offset + (taken[job] ?? 0)) % seekerIds.length] as number;
    taken[job] = (taken[job] ?? 0) + 1;
    const posted = j.postedAt.getTime();
    const end = Math.min(now - HOUR, j.expiresAt?.getTime() ?? now);
    if (end <= posted) continue;
    const applied = Math.round(posted + next() * (end - posted));
    const events: Planned['events'] = [{ from: null, to: 'applied', at: applied }];
    const wait = firstAnswer(answers, next);
    if (wait !== null && applied + wait < now) {
      const u = next();
      const first: ApplicationStatus = u < 0.6 ? 'viewed' : u < 0.85 ? 'rejected' : 'shortlisted';
      const at = Math.round(applied + wait);
      events.push({ from: 'applied', to: first, at });
      const later = Math.round(at + DAY + next() * 5 * DAY);
      if (first === 'viewed' && next() < 0.5 && later < now)
        events.push({ from: 'viewed', to: next() < 0.7 ? 'rejected' : 'shortlisted', at: later });
    }
    out.push({ seekerId, jobId: j.id, events });
  }
  return out;
}

/**
 * About one job in five keeps only drawn applicants, as every job had before the seed stored any: a job
 * whose page counts applicants none of whom is stored stays a case the product meets (decision 0066).
 */
const onlyDrawn = (jobId: number) => hashSeed(`stored:${jobId}`) % 5 === 0;

const emailOf = (i: number) => `applicant-${String(i + 1).padStart(3, '0')}@${SEEDED_APPLICANT_DOMAIN}`;

/** The vertical's seeded applicants, made once; answers their ids. */
async function seededSeekers(db: Db, vertical: Vertical): Promise<number[]> {
  const rows = await insertRows(
    db,
    seekers,
    Array.from({ length: SEEDED_APPLICANTS }, (_, i) => ({
      vertical,
      email: emailOf(i),
      passwordHash: NO_SIGN_IN,
      name: `Sample Applicant ${i + 1}`,
    })),
    ['id'],
  );
  const ids = rows.map((r) => r.id);
  // A profile of a few facts, so the job's insights read them as they read any applicant's.
  await insertRows(
    db,
    seekerProfiles,
    ids.map((seekerId) => {
      const next = draws(hashSeed(`applicant:${seekerId}`));
      const fresher = next() < 0.15;
      return {
        seekerId,
        work: {
          experienceStatus: fresher ? 'fresher' : 'experienced',
          experienceYear: fresher ? 0 : 1 + Math.floor(next() * 15),
          experienceMonth: 0,
        },
      };
    }),
  );
  return ids;
}

/**
 * Stores the vertical's application history once: the seeded applicants and their applications to the
 * vertical's published jobs, with every event. Answers how many applications it stored (0 when the
 * vertical already has its seeded applicants).
 */
export async function seedHistory(db: Db, vertical: Vertical, now = Date.now()): Promise<number> {
  const have = await db.orm
    .select({ id: seekers.id })
    .from(seekers)
    .where(and(eq(seekers.vertical, vertical), like(seekers.email, `%@${SEEDED_APPLICANT_DOMAIN}`)))
    .limit(1);
  if (have.length > 0) return 0;
  const seekerIds = await seededSeekers(db, vertical);
  const published = await db.orm
    .select({
      id: jobs.id,
      recruiterId: jobs.recruiterId,
      postedAt: jobs.postedAt,
      expiresAt: jobs.expiresAt,
      applyCount: jobs.applyCount,
    })
    .from(jobs)
    .where(and(eq(jobs.vertical, vertical), eq(jobs.status, 1)))
    .orderBy(asc(jobs.recruiterId), asc(jobs.id));
  const byRecruiter = new Map<number, typeof published>();
  for (const j of published) {
    if (onlyDrawn(j.id)) continue;
    const own = byRecruiter.get(j.recruiterId) ?? [];
    own.push(j);
    byRecruiter.set(j.recruiterId, own);
  }
  const planned = [...byRecruiter].flatMap(([recruiterId, own]) =>
    planRecruiter(recruiterId, own, seekerIds, now),
  );
  for (let at = 0; at < planned.length; at += CHUNK) {
    const chunk = planned.slice(at, at + CHUNK);
    const ids = await insertRows(
      db,
      applications,
      chunk.map((p) => {
        const first = p.events[0] as Planned['events'][number];
        const last = p.events.at(-1) as Planned['events'][number];
        return {
          vertical,
          seekerId: p.seekerId,
          jobId: p.jobId,
          status: last.to,
          extras: { source: 'seed' },
          appliedAt: new Date(first.at),
          updatedAt: new Date(last.at),
        };
      }),
      ['id', 'seekerId', 'jobId'],
    );
    const idOf = new Map(ids.map((r) => [`${r.seekerId}:${r.jobId}`, r.id]));
    await insertRows(
      db,
      applicationEvents,
      chunk.flatMap((p) => {
        const applicationId = idOf.get(`${p.seekerId}:${p.jobId}`) as number;
        return p.events.map((e) => ({
          applicationId,
          fromStatus: e.from,
          toStatus: e.to,
          actor: e.from === null ? ('seeker' as const) : ('recruiter' as const),
          at: new Date(e.at),
        }));
      }),
    );
  }
  return planned.length;
}
