/**
 * `POST user/assessment/answer` (decision 0027): saves the choice (the option's 0-based index) for one
 * question as it is given; refused (409) once the time is up or the answers were submitted.
 */
import { AssessmentAnswerBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface AnswerAssessmentInput {
  assessmentId: number | string;
  questionId: number | string;
  choice: number | string;
}

export const answerAssessment = defineCall('POST user/assessment/answer', {
  check: { body: AssessmentAnswerBody },
  request: (input: AnswerAssessmentInput) => ({
    json: {
      assessmentId: Number(input.assessmentId),
      questionId: Number(input.questionId),
      choice: Number(input.choice),
    },
  }),
});
