/**
 * Answers of the survey calls (calls.md 7.4; decision 0036): a survey with its questions, as
 * `GET user/survey` offers it, and what `POST user/survey/answer` says back.
 */
import * as v from 'valibot';
import { Id, IsoDateTime } from '../schemas/common.ts';

/** Where a survey is offered: the job feed, or the page right after an application. */
export const SURVEY_PLACEMENTS = ['jobfeed', 'applied'] as const;
export type SurveyPlacement = (typeof SURVEY_PLACEMENTS)[number];

/** One choice of a list, several of a list, a rating from 1 to 5, or free text. */
export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'rating', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export const SurveyOption = v.object({ id: Id, label: v.string() });
export type SurveyOption = v.InferOutput<typeof SurveyOption>;

export const SurveyQuestion = v.object({
  id: Id,
  kind: v.picklist(SURVEY_QUESTION_KINDS),
  prompt: v.string(),
  required: v.boolean(),
  /** The longest free-text answer, for `text` questions; null for the others. */
  maxLength: v.nullable(v.number()),
  /** The choices of `single` and `multiple` questions, in order; empty for the others. */
  options: v.array(SurveyOption),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;

export const Survey = v.object({
  id: Id,
  placement: v.picklist(SURVEY_PLACEMENTS),
  title: v.string(),
  intro: v.string(),
  questions: v.array(SurveyQuestion),
  /** Whether the asking seeker answered it already (always false in the `unanswered` list). */
  answered: v.boolean(),
});
export type Survey = v.InferOutput<typeof Survey>;

/** `GET user/survey`: the survey asked for, or null when there is none to offer. */
export const SurveyOfferAnswer = v.object({ survey: v.nullable(Survey) });
export type SurveyOfferAnswer = v.InferOutput<typeof SurveyOfferAnswer>;

/** `POST user/survey/answer`: answered (thanks) or put aside ("Not now") until `hiddenUntil`. */
export const SurveySubmitAnswer = v.object({
  message: v.string(),
  surveyId: Id,
  status: v.picklist(['answered', 'dismissed']),
  hiddenUntil: v.optional(IsoDateTime),
});
export type SurveySubmitAnswer = v.InferOutput<typeof SurveySubmitAnswer>;
