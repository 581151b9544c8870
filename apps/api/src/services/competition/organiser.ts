/**
 * The organisers' side of the competition (decision 0039), served on the internal API behind its admin
 * key and by the `organiser` CLI: editions with their windows and quiz, opening and closing rounds, the
 * round 2 case study, grades, and publishing a round's results with its cut-off.
 */
import { COMPETITION_ROUNDS, type CompetitionRound, PLAYED_ROUNDS, type PlayedRound } from '@jobsite/domain';
import type {
  CompetitionCreateBody,
  CompetitionGradesBody,
  CompetitionQuizDraft,
} from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { type Content, contentSize, type MediaStore } from '../../media/store.ts';
import { generateSecret } from '../auth/codes.ts';
import { firstRow } from '../query.ts';
import { createQuestionSet, removeQuestionSet } from '../timed/engine.ts';
import {
  allFilesOf,
  allScoresOf,
  type CompetitionRow,
  candidatesOf,
  competitionLocked,
  editionsOf,
  setWindow,
} from './queries.ts';
import {
  closeOpenAttempts,
  cutoffOf,
  editionOf,
  fileOut,
  NO_COMPETITION,
  publishedAt,
  ROUND_LABEL,
  runsCompetition,
  spoken,
  stateOf,
  windowOf,
} from './service.ts';

const DAY = 86_400_000;
const iso = (d: Date | string) => new Date(d).toISOString();

async function newQuiz(tx: Queryable, vertical: Vertical, name: string, quiz: CompetitionQuizDraft) {
  return createQuestionSet(tx, {
    vertical,
    title: `${name}: Round 1 quiz`,
    durationSeconds: quiz.durationSeconds,
    questions: quiz.questions,
  });
}

/** `POST /internal/{v}/competitions`: a new edition; 409 when the vertical has that edition. */
export async function createCompetition(db: Db, vertical: Vertical, body: CompetitionCreateBody) {
  if (!runsCompetition(vertical)) throw new HttpError(404, NO_COMPETITION);
  const clash = await firstRow(
    db,
    sql`SELECT 1 AS x FROM competitions WHERE vertical = ${vertical} AND edition = ${body.edition}`,
  );
  if (clash) throw new HttpError(409, `Edition ${body.edition} already exists`);
  return db.transaction(async (tx) => {
    const quiz = body.quiz ? await newQuiz(tx, vertical, body.name, body.quiz) : undefined;
    const r = body.rounds;
    const row = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO competitions (vertical, name, edition, year,
            registration_starts_at, registration_ends_at, round1_starts_at, round1_ends_at,
            round2_starts_at, round2_ends_at, round3_starts_at, round3_ends_at, quiz_set_id)
          VALUES (${vertical}, ${body.name}, ${body.edition}, ${body.year},
            ${r.registration.startsAt}::timestamptz, ${r.registration.endsAt}::timestamptz,
            ${r.round1.startsAt}::timestamptz, ${r.round1.endsAt}::timestamptz,
            ${r.round2.startsAt}::timestamptz, ${r.round2.endsAt}::timestamptz,
            ${r.round3.startsAt}::timestamptz, ${r.round3.endsAt}::timestamptz, ${quiz?.id ?? null})
          ON CONFLICT (vertical, edition) DO NOTHING RETURNING id`,
    );
    if (!row) throw new HttpError(409, `Edition ${body.edition} already exists`);
    return {
      id: Number(row.id),
      quiz: quiz ? { questions: quiz.questionCount, maxScore: quiz.maxScore } : null,
    };
  });
}

/** An edition as the organisers see it. */
function editionOut(c: CompetitionRow, now: Date, registrations?: number) {
  return {
    id: c.id,
    name: c.name,
    edition: c.edition,
    year: c.year,
    rounds: Object.fromEntries(
      COMPETITION_ROUNDS.map((round) => {
        const w = windowOf(c, round);
        return [
          round,
          {
            startsAt: iso(w.startsAt),
            endsAt: iso(w.endsAt),
            state: stateOf(w, now),
            ...(round === 'registration'
              ? {}
              : {
                  publishedAt: publishedAt(c, round) ? iso(publishedAt(c, round) as Date) : null,
                  cutoff: cutoffOf(c, round),
                }),
          },
        ];
      }),
    ),
    quizSetId: c.quiz_set_id === null ? null : Number(c.quiz_set_id),
    caseStudy: c.case_study_key !== null,
    ...(registrations === undefined ? {} : { registrations }),
  };
}

export async function listCompetitions(db: Db, vertical: Vertical, now: Date) {
  if (!runsCompetition(vertical)) throw new HttpError(404, NO_COMPETITION);
  const rows = await editionsOf(db, vertical);
  return {
    competitions: rows.map((r, i) => ({ ...editionOut(r, now, Number(r.registrations)), current: i === 0 })),
  };
}

/** `PUT …/:id/quiz`: replaces the questions, only before round 1 starts. */
export async function replaceQuiz(
  db: Db,
  vertical: Vertical,
  id: number,
  quiz: CompetitionQuizDraft,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const c = await competitionLocked(tx, vertical, id);
    if (!c) throw new HttpError(404, 'Competition not found');
    const w = windowOf(c, 'round1');
    if (now >= w.startsAt)
      throw new HttpError(
        409,
        `Round 1 started on ${spoken(w.startsAt)}: its questions can no longer change`,
      );
    const set = await newQuiz(tx, vertical, c.name, quiz);
    await tx.rows(sql`UPDATE competitions SET quiz_set_id = ${set.id} WHERE id = ${id}`);
    if (c.quiz_set_id !== null) await removeQuestionSet(tx, Number(c.quiz_set_id));
    return {
      id,
      quiz: { questions: set.questionCount, maxScore: set.maxScore, durationSeconds: quiz.durationSeconds },
    };
  });
}

/**
 * `POST …/rounds/:round/open`: the round opens now and closes at `endsAt` (default a week on). Earlier
 * windows still open are closed now, and later windows that would overlap are moved on by the overlap,
 * so the windows keep their order.
 */
export async function openRound(
  db: Db,
  vertical: Vertical,
  id: number,
  round: CompetitionRound,
  endsAtText: string | undefined,
  now: Date,
) {
  const endsAt = endsAtText ? new Date(endsAtText) : new Date(now.getTime() + 7 * DAY);
  if (endsAt <= now) throw new HttpError(400, "Invalid body field 'endsAt': must be later than now");
  const c = await db.transaction(async (tx) => {
    const row = await competitionLocked(tx, vertical, id);
    if (!row) throw new HttpError(404, 'Competition not found');
    const at = COMPETITION_ROUNDS.indexOf(round);
    for (const earlier of COMPETITION_ROUNDS.slice(0, at)) {
      const w = windowOf(row, earlier);
      if (w.endsAt > now) await setWindow(tx, id, earlier, w.startsAt < now ? w.startsAt : now, now);
    }
    await setWindow(tx, id, round, now, endsAt);
    let floor = endsAt;
    for (const later of COMPETITION_ROUNDS.slice(at + 1)) {
      const w = windowOf(row, later);
      const shift = Math.max(0, floor.getTime() - w.startsAt.getTime());
      const moved = {
        startsAt: new Date(w.startsAt.getTime() + shift),
        endsAt: new Date(w.endsAt.getTime() + shift),
      };
      if (shift > 0) await setWindow(tx, id, later, moved.startsAt, moved.endsAt);
      floor = moved.endsAt;
    }
    return competitionLocked(tx, vertical, id);
  });
  return {
    message: `${ROUND_LABEL[round]} is open until ${spoken(endsAt)}`,
    competition: editionOut(c as CompetitionRow, now),
  };
}

/** `POST …/rounds/:round/close`: the round closes now; closing round 1 submits the quizzes under way. */
export async function closeRound(db: Db, vertical: Vertical, id: number, round: CompetitionRound, now: Date) {
  const c = await db.transaction(async (tx) => {
    const row = await competitionLocked(tx, vertical, id);
    if (!row) throw new HttpError(404, 'Competition not found');
    const w = windowOf(row, round);
    if (stateOf(w, now) === 'upcoming')
      throw new HttpError(
        409,
        `${ROUND_LABEL[round]} has not opened yet (it opens on ${spoken(w.startsAt)})`,
      );
    if (w.endsAt > now) await setWindow(tx, id, round, w.startsAt, now);
    return competitionLocked(tx, vertical, id);
  });
  const submitted = round === 'round1' ? await closeOpenAttempts(db, id, now) : 0;
  return {
    message: `${ROUND_LABEL[round]} is closed${round === 'round1' ? `: ${submitted} quiz attempts under way were submitted` : ''}`,
    competition: editionOut(c as CompetitionRow, now),
  };
}

/** `PUT …/:id/case-study`: the round 2 case study (a PDF, checked by the caller), replacing any earlier one. */
export async function keepCaseStudy(db: Db, media: MediaStore, vertical: Vertical, id: number, pdf: Content) {
  const c = await editionOf(db, vertical, id);
  const key = `competition/${c.id}/case-study-${generateSecret(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.pdf`;
  await media.put(key, pdf);
  const old = await db.transaction(async (tx) => {
    const row = await competitionLocked(tx, vertical, id);
    await tx.rows(sql`UPDATE competitions SET case_study_key = ${key} WHERE id = ${id}`);
    return row?.case_study_key ?? null;
  });
  if (old && old !== key) await media.remove(old);
  return { message: 'The case study is kept for round 2', sizeBytes: contentSize(pdf) };
}

/** `POST …/:id/grades`: round 2 or 3 scores by the candidates' email addresses (all or none). */
export async function gradeCandidates(
  db: Db,
  vertical: Vertical,
  id: number,
  body: CompetitionGradesBody,
  now: Date,
) {
  const c = await editionOf(db, vertical, id);
  const emails = [...new Set(body.grades.map((g) => g.email))];
  const rows = await db.rows<{ seeker_id: number; email: string }>(
    sql`SELECT r.seeker_id, lower(k.email) AS email FROM competition_registrations r JOIN seekers k ON k.id = r.seeker_id
        WHERE r.competition_id = ${c.id} AND lower(k.email) IN (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
  );
  const byEmail = new Map(rows.map((r) => [r.email, Number(r.seeker_id)]));
  const unknown = emails.filter((e) => !byEmail.has(e));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      `Not registered for ${c.name}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
    );
  await db.transaction(async (tx) => {
    for (const g of body.grades)
      await tx.rows(
        sql`INSERT INTO competition_scores (competition_id, seeker_id, round, score, max_score, scored_at)
            VALUES (${c.id}, ${byEmail.get(g.email) as number}, ${body.round}, ${g.score}, ${g.maxScore ?? null}, ${now.toISOString()}::timestamptz)
            ON CONFLICT (competition_id, round, seeker_id)
            DO UPDATE SET score = excluded.score, max_score = excluded.max_score, scored_at = excluded.scored_at`,
      );
  });
  return {
    message: `${body.grades.length} candidates graded in ${ROUND_LABEL[body.round]}`,
    graded: body.grades.length,
  };
}

const previousOf = (round: PlayedRound): PlayedRound | undefined =>
  round === 'round2' ? 'round1' : round === 'round3' ? 'round2' : undefined;

/**
 * `POST …/rounds/:round/publish`: ranks the round's scored candidates (score descending, ties share a
 * rank) and, in an elimination round, qualifies those at or above the cut-off. A candidate with no score
 * is not ranked and does not go on. Publishing again re-decides, until the next round opens.
 */
export async function publishRound(
  db: Db,
  vertical: Vertical,
  id: number,
  round: PlayedRound,
  cutoff: number | undefined,
  now: Date,
) {
  const c0 = await editionOf(db, vertical, id);
  const w = windowOf(c0, round);
  if (stateOf(w, now) !== 'closed')
    throw new HttpError(
      409,
      `${ROUND_LABEL[round]} is not over (it closes on ${spoken(w.endsAt)}): close it first`,
    );
  const elimination = round !== 'round3';
  if (elimination && cutoff === undefined)
    throw new HttpError(
      400,
      `Invalid body field 'cutoff': ${ROUND_LABEL[round]} eliminates, so give the score that goes on`,
    );
  const next = PLAYED_ROUNDS[PLAYED_ROUNDS.indexOf(round) + 1];
  if (next && publishedAt(c0, round) !== null && now >= windowOf(c0, next).startsAt)
    throw new HttpError(
      409,
      `${ROUND_LABEL[next]} has opened: ${ROUND_LABEL[round]}'s results can no longer change`,
    );
  const before = previousOf(round);
  if (before && publishedAt(c0, before) === null)
    throw new HttpError(409, `Publish ${ROUND_LABEL[before]} first`);
  if (round === 'round1') await closeOpenAttempts(db, id, now);
  return db.transaction(async (tx) => {
    const c = (await competitionLocked(tx, vertical, id)) as CompetitionRow;
    // Only the candidates who were in the round are ranked: those who passed the round before it.
    const scores = await tx.rows<{ seeker_id: number; score: number }>(
      sql`SELECT s.seeker_id, s.score FROM competition_scores s
            JOIN competition_registrations r ON r.competition_id = s.competition_id AND r.seeker_id = s.seeker_id
          WHERE s.competition_id = ${c.id} AND s.round = ${round}
            ${
              before
                ? sql`AND EXISTS (SELECT 1 FROM competition_scores p WHERE p.competition_id = s.competition_id
                       AND p.seeker_id = s.seeker_id AND p.round = ${before} AND p.qualified)`
                : sql``
            }
          ORDER BY s.score DESC`,
    );
    await tx.rows(
      sql`UPDATE competition_scores SET rank = NULL, qualified = NULL WHERE competition_id = ${c.id} AND round = ${round}`,
    );
    let rank = 0;
    let last: number | undefined;
    let qualified = 0;
    for (const [i, s] of scores.entries()) {
      const score = Number(s.score);
      if (score !== last) rank = i + 1;
      last = score;
      const goes = elimination ? score >= (cutoff as number) : null;
      if (goes) qualified++;
      await tx.rows(
        sql`UPDATE competition_scores SET rank = ${rank}, qualified = ${goes}
            WHERE competition_id = ${c.id} AND round = ${round} AND seeker_id = ${s.seeker_id}`,
      );
    }
    const col = sql.identifier(`${round}_published_at`);
    if (round === 'round3')
      await tx.rows(
        sql`UPDATE competitions SET ${col} = ${now.toISOString()}::timestamptz WHERE id = ${c.id}`,
      );
    else
      await tx.rows(
        sql`UPDATE competitions SET ${col} = ${now.toISOString()}::timestamptz, ${sql.identifier(`${round}_cutoff`)} = ${cutoff as number}
            WHERE id = ${c.id}`,
      );
    return {
      message: `${ROUND_LABEL[round]}'s results are published: ${scores.length} ranked${elimination ? `, ${qualified} go on to ${ROUND_LABEL[next as PlayedRound]}` : ''}`,
      ranked: scores.length,
      qualified: elimination ? qualified : null,
    };
  });
}

/** `GET …/:id/candidates?round=`: every registered candidate with scores, files and qualification. */
export async function candidates(
  db: Db,
  vertical: Vertical,
  id: number,
  round: PlayedRound | undefined,
  now: Date,
) {
  const c = await editionOf(db, vertical, id);
  const [people, scores, files, attempts] = await Promise.all([
    candidatesOf(db, c.id),
    allScoresOf(db, c.id),
    allFilesOf(db, c.id),
    db.rows<{
      seeker_id: number;
      started_at: Date | string;
      submitted_at: Date | string | null;
      submitted_by: string | null;
    }>(
      sql`SELECT seeker_id, started_at, submitted_at, submitted_by FROM attempts
          WHERE owner_kind = 'competition-round1' AND owner_id = ${c.id}`,
    ),
  ]);
  const list = people.map((p) => {
    const mine = (r: PlayedRound) =>
      scores.find((s) => Number(s.seeker_id) === Number(p.seeker_id) && s.round === r);
    const attempt = attempts.find((a) => Number(a.seeker_id) === Number(p.seeker_id));
    return {
      seekerId: Number(p.seeker_id),
      name: p.name,
      email: p.email,
      institute: p.institute,
      programme: p.programme,
      graduationYear: Number(p.graduation_year),
      city: p.city,
      registeredAt: iso(p.created_at),
      quiz: attempt
        ? {
            startedAt: iso(attempt.started_at),
            submittedAt: attempt.submitted_at ? iso(attempt.submitted_at) : null,
            submittedBy: attempt.submitted_by,
          }
        : null,
      rounds: Object.fromEntries(
        PLAYED_ROUNDS.map((r) => {
          const s = mine(r);
          return [
            r,
            {
              score: s ? Number(s.score) : null,
              maxScore: s?.max_score === null || s?.max_score === undefined ? null : Number(s.max_score),
              rank: s?.rank === null || s?.rank === undefined ? null : Number(s.rank),
              qualified: s?.qualified ?? null,
              files: files
                .filter((f) => Number(f.seeker_id) === Number(p.seeker_id) && f.round === r)
                .map((f) => ({ ...fileOut(f), key: f.key })),
            },
          ];
        }),
      ),
    };
  });
  const inRound = (x: (typeof list)[number]) => {
    if (!round) return true;
    const before = previousOf(round);
    return !before || x.rounds[before]?.qualified === true;
  };
  return { competition: editionOut(c, now), round: round ?? null, candidates: list.filter(inRound) };
}
