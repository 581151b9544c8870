/** SQL of the college competition (decision 0039): editions, registrations, files and scores. */
import type { CompetitionRound, PlayedRound, SubmissionKind } from '@jobsite/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { containsPattern, countOf, firstRow } from '../query.ts';

type When = Date | string;

export interface CompetitionRow {
  id: number;
  vertical: string;
  name: string;
  edition: number;
  year: number;
  registration_starts_at: When;
  registration_ends_at: When;
  round1_starts_at: When;
  round1_ends_at: When;
  round2_starts_at: When;
  round2_ends_at: When;
  round3_starts_at: When;
  round3_ends_at: When;
  round1_published_at: When | null;
  round2_published_at: When | null;
  round3_published_at: When | null;
  round1_cutoff: number | null;
  round2_cutoff: number | null;
  quiz_set_id: number | string | null;
  case_study_key: string | null;
  created_at: When;
}

export interface RegistrationRow {
  competition_id: number;
  seeker_id: number;
  institute: string;
  programme: string;
  graduation_year: number;
  city: string | null;
  created_at: When;
}

export interface FileRow {
  competition_id: number;
  seeker_id: number;
  kind: SubmissionKind;
  round: PlayedRound;
  file_name: string;
  format: string;
  key: string;
  size_bytes: number;
  slides: number | null;
  duration_ms: number | null;
  uploaded_at: When;
}

export interface ScoreRow {
  competition_id: number;
  seeker_id: number;
  round: PlayedRound;
  score: number;
  max_score: number | null;
  scored_at: When;
  rank: number | null;
  qualified: boolean | null;
}

/** The edition of the vertical by id, else its current one (the highest edition number). */
export const competitionOf = (q: Queryable, vertical: Vertical, id?: number) =>
  firstRow<CompetitionRow>(
    q,
    id === undefined
      ? sql`SELECT * FROM competitions WHERE vertical = ${vertical} ORDER BY edition DESC LIMIT 1`
      : sql`SELECT * FROM competitions WHERE vertical = ${vertical} AND id = ${id}`,
  );

export const competitionLocked = (q: Queryable, vertical: Vertical, id: number) =>
  firstRow<CompetitionRow>(
    q,
    sql`SELECT * FROM competitions WHERE vertical = ${vertical} AND id = ${id} FOR UPDATE`,
  );

export const editionsOf = (q: Queryable, vertical: Vertical) =>
  q.rows<CompetitionRow & { registrations: number | string }>(
    sql`SELECT c.*, (SELECT count(*) FROM competition_registrations r WHERE r.competition_id = c.id) AS registrations
          FROM competitions c WHERE c.vertical = ${vertical} ORDER BY c.edition DESC`,
  );

export const registrationOf = (q: Queryable, competitionId: number, seekerId: number) =>
  firstRow<RegistrationRow>(
    q,
    sql`SELECT * FROM competition_registrations WHERE competition_id = ${competitionId} AND seeker_id = ${seekerId}`,
  );

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
    await q.rows(
      sql`INSERT INTO competition_registrations (competition_id, seeker_id, institute, programme, graduation_year, city, created_at)
          VALUES (${r.competitionId}, ${r.seekerId}, ${r.institute}, ${r.programme}, ${r.graduationYear}, ${r.city},
                  ${(r.at ?? new Date()).toISOString()}::timestamptz)
          ON CONFLICT (competition_id, seeker_id) DO NOTHING RETURNING seeker_id`,
    )
  ).length > 0;

export const filesOf = (q: Queryable, competitionId: number, seekerId: number) =>
  q.rows<FileRow>(
    sql`SELECT * FROM competition_files WHERE competition_id = ${competitionId} AND seeker_id = ${seekerId}
        ORDER BY round, kind`,
  );

export const scoresOf = (q: Queryable, competitionId: number, seekerId: number) =>
  q.rows<ScoreRow>(
    sql`SELECT * FROM competition_scores WHERE competition_id = ${competitionId} AND seeker_id = ${seekerId}`,
  );

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
  q.rows(
    sql`INSERT INTO competition_scores (competition_id, seeker_id, round, score, max_score, scored_at)
        VALUES (${s.competitionId}, ${s.seekerId}, ${s.round}, ${s.score}, ${s.maxScore}, ${s.at.toISOString()}::timestamptz)
        ON CONFLICT (competition_id, round, seeker_id)
        DO UPDATE SET score = excluded.score, max_score = excluded.max_score, scored_at = excluded.scored_at`,
  );

/** The window columns of a round, for the organisers' updates. */
const WINDOW_COLUMNS: Record<CompetitionRound, { starts: string; ends: string }> = {
  registration: { starts: 'registration_starts_at', ends: 'registration_ends_at' },
  round1: { starts: 'round1_starts_at', ends: 'round1_ends_at' },
  round2: { starts: 'round2_starts_at', ends: 'round2_ends_at' },
  round3: { starts: 'round3_starts_at', ends: 'round3_ends_at' },
};

export const setWindow = (
  q: Queryable,
  id: number,
  round: CompetitionRound,
  startsAt: Date,
  endsAt: Date,
) => {
  const cols = WINDOW_COLUMNS[round];
  return q.rows(
    sql`UPDATE competitions SET ${sql.identifier(cols.starts)} = ${startsAt.toISOString()}::timestamptz,
          ${sql.identifier(cols.ends)} = ${endsAt.toISOString()}::timestamptz
        WHERE id = ${id}`,
  );
};

/** Published rows of a round, filtered by name and institute (case-insensitive contains), a page. */
export async function resultRows(
  q: Queryable,
  competitionId: number,
  round: PlayedRound,
  filter: { name?: string | undefined; institute?: string | undefined },
  page: number,
  pageSize: number,
) {
  const where = [
    sql`s.competition_id = ${competitionId}`,
    sql`s.round = ${round}`,
    sql`s.rank IS NOT NULL`,
    ...(filter.name ? [sql`k.name ILIKE ${containsPattern(filter.name)}`] : []),
    ...(filter.institute ? [sql`r.institute ILIKE ${containsPattern(filter.institute)}`] : []),
  ];
  const from = sql`FROM competition_scores s
      JOIN seekers k ON k.id = s.seeker_id
      JOIN competition_registrations r ON r.competition_id = s.competition_id AND r.seeker_id = s.seeker_id
      WHERE ${sql.join(where, sql` AND `)}`;
  const [rows, total] = await Promise.all([
    q.rows<{
      rank: number;
      name: string;
      institute: string;
      score: number;
      max_score: number | null;
      qualified: boolean | null;
    }>(
      sql`SELECT s.rank, k.name, r.institute, s.score, s.max_score, s.qualified ${from}
          ORDER BY s.rank, k.name, s.seeker_id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    countOf(q, sql`SELECT count(*) AS n ${from}`),
  ]);
  return { rows, total };
}

/** Every registered candidate of an edition with their name, email, scores and files, for the organisers. */
export const candidatesOf = (q: Queryable, competitionId: number) =>
  q.rows<RegistrationRow & { name: string; email: string }>(
    sql`SELECT r.*, k.name, k.email FROM competition_registrations r JOIN seekers k ON k.id = r.seeker_id
        WHERE r.competition_id = ${competitionId} ORDER BY r.created_at, r.seeker_id`,
  );

export const allScoresOf = (q: Queryable, competitionId: number) =>
  q.rows<ScoreRow>(sql`SELECT * FROM competition_scores WHERE competition_id = ${competitionId}`);

export const allFilesOf = (q: Queryable, competitionId: number) =>
  q.rows<FileRow>(sql`SELECT * FROM competition_files WHERE competition_id = ${competitionId}`);
