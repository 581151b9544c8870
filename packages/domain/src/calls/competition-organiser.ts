/**
 * Inputs of the organisers' competition calls (the internal API, `/internal/{vertical}/competitions…`,
 * behind the admin key; decision 0039): an edition with its four windows and its quiz, opening and
 * closing a round, the round 2 case study, grades and publishing a round's results.
 */
import * as v from 'valibot';
import { PLAYED_ROUNDS } from '../competition.ts';
import { QuestionDraft } from './assessments.ts';

const When = v.pipe(v.string('must be an ISO date and time'), v.isoTimestamp('must be an ISO date and time'));

const Window = v.pipe(
  v.object({ startsAt: When, endsAt: When }),
  v.check((w) => Date.parse(w.startsAt) < Date.parse(w.endsAt), 'a round must end after it starts'),
);

/** The quiz's length: 20 minutes unless the organisers say otherwise. */
export const QUIZ_DEFAULT_SECONDS = 1200;

const Duration = v.pipe(
  v.number('must be a number of seconds'),
  v.integer('must be a whole number of seconds'),
  v.minValue(60, 'must be at least 60 seconds'),
  v.maxValue(14_400, 'must be at most 14400 seconds (4 hours)'),
);

const Questions = v.pipe(
  v.array(QuestionDraft, 'must be a list of questions'),
  v.minLength(1, 'must hold at least one question'),
  v.maxLength(100, 'must hold at most 100 questions'),
);

/** Body of `PUT /internal/{v}/competitions/:id/quiz` (and the `quiz` of a new edition). */
export const CompetitionQuizDraft = v.object({
  durationSeconds: v.optional(Duration, QUIZ_DEFAULT_SECONDS),
  questions: Questions,
});
export type CompetitionQuizDraft = v.InferOutput<typeof CompetitionQuizDraft>;

const Rounds = v.pipe(
  v.object({ registration: Window, round1: Window, round2: Window, round3: Window }),
  v.check(
    (r) =>
      Date.parse(r.registration.endsAt) <= Date.parse(r.round1.startsAt) &&
      Date.parse(r.round1.endsAt) <= Date.parse(r.round2.startsAt) &&
      Date.parse(r.round2.endsAt) <= Date.parse(r.round3.startsAt),
    'the windows must follow one another: registration, round1, round2, round3',
  ),
);

/** Body of `POST /internal/{v}/competitions`: a new edition. */
export const CompetitionCreateBody = v.object({
  name: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(2, 'must be at least 2 characters'),
    v.maxLength(100),
  ),
  edition: v.pipe(
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be 1 or more'),
  ),
  year: v.pipe(v.number('must be a year'), v.integer('must be a year'), v.minValue(2000), v.maxValue(2100)),
  rounds: Rounds,
  quiz: v.optional(CompetitionQuizDraft),
});
export type CompetitionCreateBody = v.InferOutput<typeof CompetitionCreateBody>;

/** Path of the organisers' round calls: `/internal/{v}/competitions/:id/rounds/:round/…`. */
export const CompetitionRoundParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a competition id'), v.transform(Number)),
  round: v.picklist(
    ['registration', ...PLAYED_ROUNDS],
    'must be one of registration, round1, round2, round3',
  ),
});
export type CompetitionRoundParams = v.InferOutput<typeof CompetitionRoundParams>;

/** Body of `POST …/rounds/:round/open`: when it closes (default: a week after it opens). */
export const CompetitionOpenBody = v.object({ endsAt: v.optional(When) });
export type CompetitionOpenBody = v.InferOutput<typeof CompetitionOpenBody>;

const Score = v.pipe(v.number('must be a number'), v.minValue(0, 'must be 0 or more'), v.maxValue(100_000));

/** Body of `POST …/competitions/:id/grades`: the organisers' scores of round 2 or round 3. */
export const CompetitionGradesBody = v.object({
  round: v.picklist(['round2', 'round3'], 'must be round2 or round3'),
  grades: v.pipe(
    v.array(
      v.object({
        email: v.pipe(
          v.string('must be an email address'),
          v.trim(),
          v.toLowerCase(),
          v.email('must be an email address'),
        ),
        score: Score,
        maxScore: v.optional(Score),
      }),
      'must be a list of { email, score, maxScore? }',
    ),
    v.minLength(1, 'must hold at least one grade'),
    v.maxLength(5000, 'must hold at most 5000 grades'),
  ),
});
export type CompetitionGradesBody = v.InferOutput<typeof CompetitionGradesBody>;

/** Body of `POST …/rounds/:round/publish`: the cut-off of an elimination round (score ≥ cutoff goes on). */
export const CompetitionPublishBody = v.object({ cutoff: v.optional(Score) });
export type CompetitionPublishBody = v.InferOutput<typeof CompetitionPublishBody>;

/** Query of `GET …/competitions/:id/candidates`. */
export const CompetitionCandidatesQuery = v.object({
  round: v.optional(v.picklist(PLAYED_ROUNDS, `must be one of ${PLAYED_ROUNDS.join(', ')}`)),
});
export type CompetitionCandidatesQuery = v.InferOutput<typeof CompetitionCandidatesQuery>;
