/** Queries of the college competition (decision 0039): editions, registrations, files and scores. */
import type { CompetitionRound, PlayedRound } from '@jobsite/domain';
import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  competitionFiles,
  competitionRegistrations,
  competitionScores,
  competitions,
  seekers,
} from '../../db/schema.ts';
import { fromInserted } from '../../db/upsert.ts';
import { containsPattern } from '../query.ts';

export type CompetitionRow = typeof competitions.$inferSelect;
export type RegistrationRow = typeof competitionRegistrations.$inferSelect;
export type FileRow = typeof competitionFiles.$inferSelect;
export type ScoreRow = typeof competitionScores.$inferSelect;

/** The edition of the vertical by id, else its current one (the highest edition number). */
export const competitionOf = async (q: Queryable, vertical: Vertical, id?: number) =>
  (
    await (id === undefined
      ? q.orm
          .select()
          .from(competitions)
          .where(eq(competitions.vertical, vertical))
          .orderBy(desc(competitions.edition))
          .limit(1)
      : q.orm
          .select()
          .from(competitions)
          .where(and(eq(competitions.vertical, vertical), eq(competitions.id, id))))
  )[0];

export const competitionLocked = async (q: Queryable, vertical: Vertical, id: number) =>
  (
    await q.orm
      .select()
      .from(competitions)
      .where(and(eq(competitions.vertical, vertical), eq(competitions.id, id)))
      .for('update')
  )[0];

export const editionsOf = (q: Queryable, vertical: Vertical) =>
  q.orm
    .select({
      ...getTableColumns(competitions),
      registrations: q.orm.$count(
        competitionRegistrations,
        eq(competitionRegistrations.competitionId, competitions.id),
      ),
    })
    .from(competitions)
    .where(eq(competitions.vertical, vertical))
    .orderBy(desc(competitions.edition));

export const registrationOf = async (q: Queryable, competitionId: number, seekerId: number) =>
  (
    await q.orm
      .select()
      .from(competitionRegistrations)
      .where(
        and(
          eq(competitionRegistrations.competitionId, competitionId),
          eq(competitionRegistrations.seekerId, seekerId),
        ),
      )
  )[0];

/** Registers the seeker unless they are (then nothing: the key settles a race); answers whether it did. */
export const insertRegistration = async (
  q: Queryable,
  r: {
    competitionId: number;
    seekerId: number;
    institute: string;
    programme: string;
    graduationYear: number;
    city: string | null;
    at?: Date;
  },
) =>
  (
    await q.orm
      .insert(competitionRegistrations)
      .values({
        competitionId: r.competitionId,
        seekerId: r.seekerId,
        institute: r.institute,
        programme: r.programme,
        graduationYear: r.graduationYear,
        city: r.city,
        createdAt: r.at ?? new Date(),
      })
      .onConflictDoNothing({
        target: [competitionRegistrations.competitionId, competitionRegistrations.seekerId],
      })
      .returning({ seekerId: competitionRegistrations.seekerId })
  ).length > 0;

export const filesOf = (q: Queryable, competitionId: number, seekerId: number) =>
  q.orm
    .select()
    .from(competitionFiles)
    .where(and(eq(competitionFiles.competitionId, competitionId), eq(competitionFiles.seekerId, seekerId)))
    .orderBy(asc(competitionFiles.round), asc(competitionFiles.kind));

export const scoresOf = (q: Queryable, competitionId: number, seekerId: number) =>
  q.orm
    .select()
    .from(competitionScores)
    .where(and(eq(competitionScores.competitionId, competitionId), eq(competitionScores.seekerId, seekerId)));

/** Keeps a score (a later one of the round replaces it; its rank waits for the next publishing). */
export const upsertScore = (
  q: Queryable,
  s: {
    competitionId: number;
    seekerId: number;
    round: PlayedRound;
    score: number;
    maxScore: number | null;
    at: Date;
  },
) =>
  q.orm
    .insert(competitionScores)
    .values({
      competitionId: s.competitionId,
      seekerId: s.seekerId,
      round: s.round,
      score: s.score,
      maxScore: s.maxScore,
      scoredAt: s.at,
    })
    .onConflictDoUpdate({
      target: [competitionScores.competitionId, competitionScores.round, competitionScores.seekerId],
      set: fromInserted(competitionScores, ['score', 'maxScore', 'scoredAt']),
    });

/** The window columns of a round, for the organisers' updates. */
const WINDOW_OF: Record<CompetitionRound, (startsAt: Date, endsAt: Date) => Partial<CompetitionRow>> = {
  registration: (startsAt, endsAt) => ({ registrationStartsAt: startsAt, registrationEndsAt: endsAt }),
  round1: (startsAt, endsAt) => ({ round1StartsAt: startsAt, round1EndsAt: endsAt }),
  round2: (startsAt, endsAt) => ({ round2StartsAt: startsAt, round2EndsAt: endsAt }),
  round3: (startsAt, endsAt) => ({ round3StartsAt: startsAt, round3EndsAt: endsAt }),
};

export const setWindow = (q: Queryable, id: number, round: CompetitionRound, startsAt: Date, endsAt: Date) =>
  q.orm.update(competitions).set(WINDOW_OF[round](startsAt, endsAt)).where(eq(competitions.id, id));

/** Published rows of a round, filtered by name and institute (case-insensitive contains), a page. */
export async function resultRows(
  q: Queryable,
  competitionId: number,
  round: PlayedRound,
  filter: { name?: string | undefined; institute?: string | undefined },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(competitionScores.competitionId, competitionId),
    eq(competitionScores.round, round),
    isNotNull(competitionScores.rank),
    filter.name ? ilike(seekers.name, containsPattern(filter.name)) : undefined,
    filter.institute
      ? ilike(competitionRegistrations.institute, containsPattern(filter.institute))
      : undefined,
  );
  const ofRegistration = and(
    eq(competitionRegistrations.competitionId, competitionScores.competitionId),
    eq(competitionRegistrations.seekerId, competitionScores.seekerId),
  );
  const [rows, totals] = await Promise.all([
    q.orm
      .select({
        rank: competitionScores.rank,
        name: seekers.name,
        institute: competitionRegistrations.institute,
        score: competitionScores.score,
        maxScore: competitionScores.maxScore,
        qualified: competitionScores.qualified,
      })
      .from(competitionScores)
      .innerJoin(seekers, eq(seekers.id, competitionScores.seekerId))
      .innerJoin(competitionRegistrations, ofRegistration)
      .where(where)
      .orderBy(asc(competitionScores.rank), asc(seekers.name), asc(competitionScores.seekerId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    q.orm
      .select({ n: count() })
      .from(competitionScores)
      .innerJoin(seekers, eq(seekers.id, competitionScores.seekerId))
      .innerJoin(competitionRegistrations, ofRegistration)
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every registered candidate of an edition with their name, email, scores and files, for the organisers. */
export const candidatesOf = (q: Queryable, competitionId: number) =>
  q.orm
    .select({ ...getTableColumns(competitionRegistrations), name: seekers.name, email: seekers.email })
    .from(competitionRegistrations)
    .innerJoin(seekers, eq(seekers.id, competitionRegistrations.seekerId))
    .where(eq(competitionRegistrations.competitionId, competitionId))
    .orderBy(asc(competitionRegistrations.createdAt), asc(competitionRegistrations.seekerId));

export const allScoresOf = (q: Queryable, competitionId: number) =>
  q.orm.select().from(competitionScores).where(eq(competitionScores.competitionId, competitionId));

export const allFilesOf = (q: Queryable, competitionId: number) =>
  q.orm.select().from(competitionFiles).where(eq(competitionFiles.competitionId, competitionId));
