/**
 * Answers of the competition calls (calls.md 7.8; decision 0039): where a candidate stands round by
 * round, a round's published results, the quiz (an attempt of the timed-questions engine) and what a
 * candidate handed in.
 */
import * as v from 'valibot';
import {
  COMPETITION_ROUNDS,
  COMPETITION_STATUSES,
  PLAYED_ROUNDS,
  ROUND_PROGRESS_STATES,
  SUBMISSION_KINDS,
} from '../competition.ts';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';
import { Competition } from '../schemas/content.ts';
import { Attempt } from './assessments.ts';

const Score = v.pipe(v.number(), v.minValue(0));

/** A file a candidate handed in, as read from its bytes. */
export const CompetitionFile = v.object({
  kind: v.picklist(SUBMISSION_KINDS),
  round: v.picklist(PLAYED_ROUNDS),
  fileName: v.string(),
  /** The format read from the bytes: pdf, ppt, pptx, doc, docx or mp4. */
  format: v.string(),
  sizeBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A deck's slide count (counted in the file); `null` for other kinds. */
  slides: v.nullable(Count),
  /** A video's length read from the file; `null` for other kinds. */
  durationSeconds: v.nullable(v.pipe(v.number(), v.minValue(0))),
  uploadedAt: IsoDateTime,
});
export type CompetitionFile = v.InferOutput<typeof CompetitionFile>;

/** One round as the candidate stands in it. */
export const CompetitionRoundProgress = v.object({
  round: v.picklist(PLAYED_ROUNDS),
  state: v.picklist(ROUND_PROGRESS_STATES),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** The candidate's score, once the round is scored (the quiz at once, the others once graded). */
  score: v.nullable(Score),
  maxScore: v.nullable(Score),
  /** Rank among the round's candidates, once its results are published. */
  rank: v.nullable(Count),
  /** The score that went on to the next round (elimination rounds, once published). */
  cutoff: v.nullable(Score),
  submittedAt: v.nullable(IsoDateTime),
  files: v.array(CompetitionFile),
});
export type CompetitionRoundProgress = v.InferOutput<typeof CompetitionRoundProgress>;

/** `GET user/competition/progress`: the signed-in seeker's standing in an edition. */
export const CompetitionProgressAnswer = v.object({
  competitionId: Id,
  name: v.string(),
  edition: Count,
  registered: v.boolean(),
  status: v.picklist(COMPETITION_STATUSES),
  currentRound: v.nullable(v.picklist(COMPETITION_ROUNDS)),
  registration: v.nullable(
    v.object({
      institute: v.string(),
      programme: v.string(),
      graduationYear: Count,
      city: v.nullable(v.string()),
      registeredAt: IsoDateTime,
    }),
  ),
  rounds: v.array(CompetitionRoundProgress),
});
export type CompetitionProgressAnswer = v.InferOutput<typeof CompetitionProgressAnswer>;

/** One candidate in a round's published results (public: name and institute only). */
export const CompetitionResultRow = v.object({
  rank: Count,
  name: v.string(),
  institute: v.string(),
  score: Score,
  maxScore: v.nullable(Score),
  /** Elimination rounds: whether they went on; `null` for the final round. */
  qualified: v.nullable(v.boolean()),
});
export type CompetitionResultRow = v.InferOutput<typeof CompetitionResultRow>;

/**
 * `GET user/competition/result`: one round's published results, filtered by name and institute, 1-based
 * pages. Without `round`, the last published round. `published: false` (and no rows) until the
 * organisers publish.
 */
export const CompetitionResultAnswer = v.object({
  competitionId: Id,
  name: v.string(),
  edition: Count,
  round: v.nullable(v.picklist(PLAYED_ROUNDS)),
  published: v.boolean(),
  publishedRounds: v.array(v.picklist(PLAYED_ROUNDS)),
  page: Count,
  pageSize: Count,
  total: Count,
  results: v.array(CompetitionResultRow),
});
export type CompetitionResultAnswer = v.InferOutput<typeof CompetitionResultAnswer>;

/** The quiz as its start screen shows it. */
export const CompetitionQuiz = v.object({
  competitionId: Id,
  questionCount: Count,
  durationSeconds: Count,
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  state: v.picklist(['upcoming', 'open', 'closed']),
});
export type CompetitionQuiz = v.InferOutput<typeof CompetitionQuiz>;

/**
 * `GET user/competition/quiz`, `POST user/competition/quiz/start` and `…/submit`: the quiz and the
 * candidate's one attempt (`null` until they start). The time left is the server's.
 */
export const CompetitionQuizAnswer = v.object({
  message: v.optional(v.string()),
  quiz: CompetitionQuiz,
  attempt: v.nullable(Attempt),
});
export type CompetitionQuizAnswer = v.InferOutput<typeof CompetitionQuizAnswer>;

/** `POST user/competition/register`: the edition as the registered seeker now sees it. */
export const CompetitionRegisterAnswer = v.object({ message: v.string(), competition: Competition });
export type CompetitionRegisterAnswer = v.InferOutput<typeof CompetitionRegisterAnswer>;

/** `POST user/competition/submission`: the stored file (a later one of the same kind replaces it). */
export const CompetitionSubmissionAnswer = v.object({ message: v.string(), file: CompetitionFile });
export type CompetitionSubmissionAnswer = v.InferOutput<typeof CompetitionSubmissionAnswer>;
