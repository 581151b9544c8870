/**
 * The competition's round-one quiz (decision 0039), on the timed-questions engine: read the quiz and the
 * candidate's one attempt, start it (once; the server keeps the start and the deadline), answer question
 * by question, submit. At the deadline the server submits what was answered.
 */
import { CompetitionQuery, CompetitionQuizAnswerBody, CompetitionQuizBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { CompetitionQuizAnswer } from '@jobsite/domain/answers';

export interface CompetitionQuizInput {
  competitionId?: number | string | undefined;
}

const edition = (input: CompetitionQuizInput = {}) =>
  input.competitionId === undefined ? {} : { competitionId: Number(input.competitionId) };

export const competitionQuiz = defineCall('GET user/competition/quiz', {
  check: { query: CompetitionQuery },
  noCache: true,
  request: (input: CompetitionQuizInput = {}) => ({
    query: input.competitionId === undefined ? {} : { competitionId: String(input.competitionId) },
  }),
});

export const startCompetitionQuiz = defineCall('POST user/competition/quiz/start', {
  check: { body: CompetitionQuizBody },
  request: (input: CompetitionQuizInput = {}) => ({ json: edition(input) }),
});

export interface CompetitionQuizAnswerInput extends CompetitionQuizInput {
  questionId: number | string;
  choice: number | string;
}

export const answerCompetitionQuiz = defineCall('POST user/competition/quiz/answer', {
  check: { body: CompetitionQuizAnswerBody },
  request: (input: CompetitionQuizAnswerInput) => ({
    json: { ...edition(input), questionId: Number(input.questionId), choice: Number(input.choice) },
  }),
});

export const submitCompetitionQuiz = defineCall('POST user/competition/quiz/submit', {
  check: { body: CompetitionQuizBody },
  request: (input: CompetitionQuizInput = {}) => ({ json: edition(input) }),
});
