/**
 * Inputs of the survey calls (calls.md 7.4; decision 0036) and the rules an answer keeps: every
 * required question answered, only a question's own options chosen, ratings from 1 to 5, free text
 * within its limit. The API and the survey page read the same rules, so both name the same question.
 */
import * as v from 'valibot';
import { SURVEY_PLACEMENTS, type Survey } from '../answers/surveys.ts';
import { Page, QueryId } from './params.ts';

/** How long "Not now" hides a survey from its placement. */
export const SURVEY_DISMISS_DAYS = 7;
/**
 * A seeker is asked at most one survey in this many days (decision 0070): the survey they were asked
 * stays offered until answered or put aside, and no other comes until the days have passed.
 */
export const SURVEY_PROMPT_DAYS = 7;
/** The longest free-text answer any question allows (a question may allow less). */
export const SURVEY_TEXT_MAX = 1000;
/** How many free-text answers a page of the internal results holds. */
export const SURVEY_TEXTS_PAGE = 20;

const placementMessage = `must be one of ${SURVEY_PLACEMENTS.join(', ')}`;

/**
 * Query of `GET user/survey`: the next unanswered survey of a `placement` (`type=unanswered`, the only
 * type), or one survey by `id` (the survey page), answered or not.
 */
export const SurveyQuery = v.pipe(
  v.object({
    placement: v.optional(v.picklist(SURVEY_PLACEMENTS, placementMessage)),
    type: v.optional(v.picklist(['unanswered'], 'must be unanswered'), 'unanswered'),
    id: v.optional(QueryId),
  }),
  v.check(
    (q) => q.placement !== undefined || q.id !== undefined,
    'give a placement (jobfeed or applied) or a survey id',
  ),
);
export type SurveyQuery = v.InferOutput<typeof SurveyQuery>;

const wireId = v.pipe(
  v.union([v.pipe(v.number(), v.integer('must be a survey id')), v.string()], 'must be a survey id'),
  v.transform(String),
  QueryId,
);

/** One question's answer on the wire: an option id, several option ids, a rating or text. */
const AnswerValue = v.union(
  [
    v.pipe(v.number(), v.integer('must be a whole number'), v.transform(String)),
    v.pipe(v.string(), v.maxLength(SURVEY_TEXT_MAX * 2, `must be at most ${SURVEY_TEXT_MAX} characters`)),
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(12, 'must be option ids'))),
      v.maxLength(20, 'must be at most 20 options'),
    ),
  ],
  'must be an option id, a list of option ids, a rating or text',
);

/**
 * Body of `POST user/survey/answer` (JSON): the survey, `action` `answer` (the default) with `answers`
 * keyed by question id, or `dismiss` ("Not now").
 */
export const SurveyAnswerBody = v.object({
  surveyId: wireId,
  action: v.optional(v.picklist(['answer', 'dismiss'], 'must be answer or dismiss'), 'answer'),
  answers: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be keyed by question id')), AnswerValue),
      v.check((a) => Object.keys(a).length <= 20, 'must hold at most 20 answers'),
    ),
    {},
  ),
});
export type SurveyAnswerBody = v.InferOutput<typeof SurveyAnswerBody>;
export type SurveyAnswerInput = v.InferInput<typeof SurveyAnswerBody>;

/** Query of the internal results of one survey: a page of its free-text answers. */
export const SurveyResultsQuery = v.object({ page: Page });

/** One question's checked answer, as it is stored. */
export interface SurveyReply {
  questionId: number;
  optionIds: number[];
  rating: number | null;
  text: string | null;
}

export type SurveyCheck =
  | { ok: true; replies: SurveyReply[] }
  | { ok: false; questionId: number | null; message: string };

const valuesOf = (value: string | readonly string[] | undefined): string[] =>
  (typeof value === 'string' ? [value] : (value ?? [])).map((s) => s.trim()).filter((s) => s !== '');

/**
 * Checks answers (keyed by question id) against the survey's questions. A failure names the question
 * (its prompt in quotes) and gives its id, so a form can put focus on it.
 */
export function checkSurveyAnswers(
  survey: Pick<Survey, 'questions'>,
  answers: Readonly<Record<string, string | readonly string[]>>,
): SurveyCheck {
  const known = new Set(survey.questions.map((q) => String(q.id)));
  const stranger = Object.keys(answers).find((key) => !known.has(key));
  if (stranger !== undefined)
    return { ok: false, questionId: null, message: `This survey has no question ${stranger}` };
  const replies: SurveyReply[] = [];
  for (const q of survey.questions) {
    const raw = answers[String(q.id)];
    const values =
      q.kind === 'text' && typeof raw === 'string' ? [raw.trim()].filter(Boolean) : valuesOf(raw);
    const fail = (message: string): SurveyCheck => ({ ok: false, questionId: q.id, message });
    if (values.length === 0) {
      if (q.required) return fail(`Please answer “${q.prompt}”`);
      continue;
    }
    const optionIds = new Set(q.options.map((o) => String(o.id)));
    switch (q.kind) {
      case 'single':
        if (values.length !== 1 || !optionIds.has(values[0] as string))
          return fail(`“${q.prompt}”: please choose one of its options`);
        replies.push({ questionId: q.id, optionIds: [Number(values[0])], rating: null, text: null });
        break;
      case 'multiple':
        if (new Set(values).size !== values.length || !values.every((x) => optionIds.has(x)))
          return fail(`“${q.prompt}”: please choose from its options`);
        replies.push({ questionId: q.id, optionIds: values.map(Number), rating: null, text: null });
        break;
      case 'rating':
        if (values.length !== 1 || !/^[1-5]$/.test(values[0] as string))
          return fail(`“${q.prompt}”: please rate it from 1 to 5`);
        replies.push({ questionId: q.id, optionIds: [], rating: Number(values[0]), text: null });
        break;
      case 'text': {
        const limit = Math.min(q.maxLength ?? SURVEY_TEXT_MAX, SURVEY_TEXT_MAX);
        const text = values[0] as string;
        if (values.length !== 1 || typeof raw !== 'string')
          return fail(`“${q.prompt}”: please answer in text`);
        if (text.length > limit) return fail(`“${q.prompt}”: please keep it to ${limit} characters`);
        replies.push({ questionId: q.id, optionIds: [], rating: null, text });
        break;
      }
    }
  }
  if (replies.length === 0)
    return { ok: false, questionId: null, message: 'Please answer at least one question' };
  return { ok: true, replies };
}

/**
 * Where the survey page's "back" link may go: the job feed, or the page after an application. Anything
 * else (another site, a made-up path) is null, and the page offers the feed.
 */
export function surveyReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^\/(?:jobfeed|job\/applied\?job=\d{1,10})$/.test(value) ? value : null;
}
