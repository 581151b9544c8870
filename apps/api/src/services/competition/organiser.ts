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
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  attempts,
  competitionRegistrations,
  competitionScores,
  competitions,
  seekers,
} from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { type Content, contentSize, type MediaStore } from '../../media/store.ts';
import { generateSecret } from '../auth/codes.ts';
import { createQuestionSet, removeQuestionSet } from '../timed/engine.ts';
import { COMPETITION_OWNER } from './owner.ts';
import {
  allFilesOf,
  allScoresOf,
  type CompetitionRow,
  candidatesOf,
  competitionLocked,
  editionsOf,
  setWindow,
  upsertScore,
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
const iso = (d: Date) => d.toISOString();

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
  const [clash] = await db.orm
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.vertical, vertical), eq(competitions.edition, body.edition)));
  if (clash) throw new HttpError(409, `Edition ${body.edition} already exists`);
  return db.transaction(async (tx) => {
    const quiz = body.quiz ? await newQuiz(tx, vertical, body.name, body.quiz) : undefined;
    const r = body.rounds;
    const [row] = await tx.orm
      .insert(competitions)
      .values({
        vertical,
        name: body.name,
        edition: body.edition,
        year: body.year,
        registrationStartsAt: new Date(r.registration.startsAt),
        registrationEndsAt: new Date(r.registration.endsAt),
        round1StartsAt: new Date(r.round1.startsAt),
        round1EndsAt: new Date(r.round1.endsAt),
        round2StartsAt: new Date(r.round2.startsAt),
        round2EndsAt: new Date(r.round2.endsAt),
        round3StartsAt: new Date(r.round3.startsAt),
        round3EndsAt: new Date(r.round3.endsAt),
        quizSetId: quiz?.id ?? null,
      })
      .onConflictDoNothing({ target: [competitions.vertical, competitions.edition] })
      .returning({ id: competitions.id });
    if (!row) throw new HttpError(409, `Edition ${body.edition} already exists`);
    return {
      id: row.id,
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
                  publishedAt: publishedAt(c, round)?.toISOString() ?? null,
                  cutoff: cutoffOf(c, round),
                }),
          },
        ];
      }),
    ),
    quizSetId: c.quizSetId,
    caseStudy: c.caseStudyKey !== null,
    ...(registrations === undefined ? {} : { registrations }),
  };
}

export async function listCompetitions(db: Db, vertical: Vertical, now: Date) {
  if (!runsCompetition(vertical)) throw new HttpError(404, NO_COMPETITION);
  const rows = await editionsOf(db, vertical);
  return {
    competitions: rows.map((r, i) => ({ ...editionOut(r, now, r.registrations), current: i === 0 })),
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
    await tx.orm.update(competitions).set({ quizSetId: set.id }).where(eq(competitions.id, id));
    if (c.quizSetId !== null) await removeQuestionSet(tx, c.quizSetId);
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
    await tx.orm.update(competitions).set({ caseStudyKey: key }).where(eq(competitions.id, id));
    return row?.caseStudyKey ?? null;
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
  const email = sql<string>`lower(${seekers.email})`;
  const rows = await db.orm
    .select({ seekerId: competitionRegistrations.seekerId, email })
    .from(competitionRegistrations)
    .innerJoin(seekers, eq(seekers.id, competitionRegistrations.seekerId))
    .where(and(eq(competitionRegistrations.competitionId, c.id), inArray(email, emails)));
  const byEmail = new Map(rows.map((r) => [r.email, r.seekerId]));
  const unknown = emails.filter((e) => !byEmail.has(e));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      `Not registered for ${c.name}: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
    );
  await db.transaction(async (tx) => {
    for (const g of body.grades)
      await upsertScore(tx, {
        competitionId: c.id,
        seekerId: byEmail.get(g.email) as number,
        round: body.round,
        score: g.score,
        maxScore: g.maxScore ?? null,
        at: now,
      });
  });
  return {
    message: `${body.grades.length} candidates graded in ${ROUND_LABEL[body.round]}`,
    graded: body.grades.length,
  };
}

const previousOf = (round: PlayedRound): PlayedRound | undefined =>
  round === 'round2' ? 'round1' : round === 'round3' ? 'round2' : undefined;

/** A candidate's score in the round before, for who was in a round. */
const passed = alias(competitionScores, 'p');

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
    const scores = await tx.orm
      .select({ seekerId: competitionScores.seekerId, score: competitionScores.score })
      .from(competitionScores)
      .innerJoin(
        competitionRegistrations,
        and(
          eq(competitionRegistrations.competitionId, competitionScores.competitionId),
          eq(competitionRegistrations.seekerId, competitionScores.seekerId),
        ),
      )
      .where(
        and(
          eq(competitionScores.competitionId, c.id),
          eq(competitionScores.round, round),
          before
            ? exists(
                tx.orm
                  .select({ one: sql`1` })
                  .from(passed)
                  .where(
                    and(
                      eq(passed.competitionId, competitionScores.competitionId),
                      eq(passed.seekerId, competitionScores.seekerId),
                      eq(passed.round, before),
                      passed.qualified,
                    ),
                  ),
              )
            : undefined,
        ),
      )
      .orderBy(desc(competitionScores.score));
    const ofRound = and(eq(competitionScores.competitionId, c.id), eq(competitionScores.round, round));
    await tx.orm.update(competitionScores).set({ rank: null, qualified: null }).where(ofRound);
    let rank = 0;
    let last: number | undefined;
    let qualified = 0;
    for (const [i, s] of scores.entries()) {
      if (s.score !== last) rank = i + 1;
      last = s.score;
      const goes = elimination ? s.score >= (cutoff as number) : null;
      if (goes) qualified++;
      await tx.orm
        .update(competitionScores)
        .set({ rank, qualified: goes })
        .where(and(ofRound, eq(competitionScores.seekerId, s.seekerId)));
    }
    await tx.orm
      .update(competitions)
      .set(
        round === 'round3'
          ? { round3PublishedAt: now }
          : round === 'round2'
            ? { round2PublishedAt: now, round2Cutoff: cutoff as number }
            : { round1PublishedAt: now, round1Cutoff: cutoff as number },
      )
      .where(eq(competitions.id, c.id));
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
  const [people, scores, files, quizzes] = await Promise.all([
    candidatesOf(db, c.id),
    allScoresOf(db, c.id),
    allFilesOf(db, c.id),
    db.orm
      .select({
        seekerId: attempts.seekerId,
        startedAt: attempts.startedAt,
        submittedAt: attempts.submittedAt,
        submittedBy: attempts.submittedBy,
      })
      .from(attempts)
      .where(and(eq(attempts.ownerKind, COMPETITION_OWNER), eq(attempts.ownerId, c.id))),
  ]);
  const list = people.map((p) => {
    const mine = (r: PlayedRound) => scores.find((s) => s.seekerId === p.seekerId && s.round === r);
    const attempt = quizzes.find((a) => a.seekerId === p.seekerId);
    return {
      seekerId: p.seekerId,
      name: p.name,
      email: p.email,
      institute: p.institute,
      programme: p.programme,
      graduationYear: p.graduationYear,
      city: p.city,
      registeredAt: iso(p.createdAt),
      quiz: attempt
        ? {
            startedAt: iso(attempt.startedAt),
            submittedAt: attempt.submittedAt ? iso(attempt.submittedAt) : null,
            submittedBy: attempt.submittedBy,
          }
        : null,
      rounds: Object.fromEntries(
        PLAYED_ROUNDS.map((r) => {
          const s = mine(r);
          return [
            r,
            {
              score: s ? s.score : null,
              maxScore: s?.maxScore ?? null,
              rank: s?.rank ?? null,
              qualified: s?.qualified ?? null,
              files: files
                .filter((f) => f.seekerId === p.seekerId && f.round === r)
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
