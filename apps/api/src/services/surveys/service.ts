/**
 * Surveys (calls.md 7.4; decision 0036): what a seeker is offered at a placement, answering once,
 * "Not now", and the results the internal API shows.
 */
import type { Survey, SurveyPlacement, SurveySubmitAnswer } from '@jobsite/domain/answers';
import {
  checkSurveyAnswers,
  SURVEY_DISMISS_DAYS,
  SURVEY_PROMPT_DAYS,
  SURVEY_TEXTS_PAGE,
  type SurveyAnswerBody,
  type SurveyQuery,
} from '@jobsite/domain/calls';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import {
  activeSurvey,
  clearDismissal,
  dismiss,
  hasAnswered,
  insertAnswers,
  insertResponse,
  lastPrompt,
  nextUnanswered,
  optionsOf,
  optionTallies,
  questionsOf,
  questionTotals,
  ratingTallies,
  recordPrompt,
  responseCount,
  type SurveyRow,
  surveyList,
  surveyOf,
  textAnswers,
  textCount,
} from './queries.ts';

const ALREADY_ANSWERED = 'You have already answered this survey';
const NOT_FOUND = 'Survey not found';
const DAY = 86_400_000;

/** The survey with its questions and options, as the seeker sees it. */
async function surveyView(q: Queryable, row: SurveyRow, answered: boolean): Promise<Survey> {
  const questions = await questionsOf(q, row.id);
  const options = await optionsOf(
    q,
    questions.map((x) => x.id),
  );
  return {
    id: row.id,
    placement: row.placement,
    title: row.title,
    intro: row.intro,
    answered,
    questions: questions.map((x) => ({
      id: x.id,
      kind: x.kind,
      prompt: x.prompt,
      required: x.required,
      maxLength: x.maxLength,
      options: options.filter((o) => o.questionId === x.id).map((o) => ({ id: o.id, label: o.label })),
    })),
  };
}

/** `GET user/survey`: one survey by id (answered or not), or the next unanswered one of a placement. */
export async function offer(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  query: SurveyQuery,
  now: Date,
): Promise<{ survey: Survey | null }> {
  if (query.id !== undefined) {
    const row = await activeSurvey(db, vertical, query.id);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return { survey: await surveyView(db, row, await hasAnswered(db, row.id, seekerId)) };
  }
  const row = query.placement && (await promptAt(db, vertical, seekerId, query.placement, now));
  return { survey: row ? await surveyView(db, row, false) : null };
}

/** Answering or putting aside a survey (also one opened by its link) is being asked it. */
const askedNow = (db: Db, seekerId: number, surveyId: number, now: Date) =>
  recordPrompt(db, seekerId, surveyId, now, SURVEY_PROMPT_DAYS);

/**
 * The survey to offer at a placement, asking a seeker at most one survey every SURVEY_PROMPT_DAYS
 * (decision 0070), on the server: within the days of the last prompt only that survey, while it is still
 * open to them (an answer or a "Not now" ends it); after them, the next unanswered one, which starts new
 * days. Of requests racing to start them, one does; the others then offer its survey or none.
 */
async function promptAt(db: Db, vertical: Vertical, seekerId: number, placement: SurveyPlacement, now: Date) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const last = await lastPrompt(db, seekerId);
    if (last && last.promptedAt.getTime() > now.getTime() - SURVEY_PROMPT_DAYS * DAY)
      return nextUnanswered(db, vertical, seekerId, placement, now, last.surveyId);
    const next = await nextUnanswered(db, vertical, seekerId, placement, now);
    if (!next || (await recordPrompt(db, seekerId, next.id, now, SURVEY_PROMPT_DAYS))) return next;
  }
  return undefined;
}

/**
 * `POST user/survey/answer`: stores the answers once (a second or concurrent submit is refused by the
 * unique key and writes nothing), or records "Not now" for SURVEY_DISMISS_DAYS.
 */
export async function submit(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  body: SurveyAnswerBody,
  now: Date,
): Promise<SurveySubmitAnswer> {
  const row = await activeSurvey(db, vertical, body.surveyId);
  if (!row) throw new HttpError(404, NOT_FOUND);
  const surveyId = row.id;
  if (await hasAnswered(db, surveyId, seekerId)) throw new HttpError(409, ALREADY_ANSWERED);
  if (body.action === 'dismiss') {
    const until = new Date(now.getTime() + SURVEY_DISMISS_DAYS * DAY);
    await dismiss(db, surveyId, seekerId, until);
    await askedNow(db, seekerId, surveyId, now);
    return {
      message: `We will not ask you about this survey for ${SURVEY_DISMISS_DAYS} days`,
      surveyId,
      status: 'dismissed',
      hiddenUntil: until.toISOString(),
    };
  }
  const survey = await surveyView(db, row, false);
  const checked = checkSurveyAnswers(survey, body.answers);
  if (!checked.ok) throw new HttpError(400, checked.message);
  const stored = await db.transaction(async (tx) => {
    const response = await insertResponse(tx, surveyId, seekerId);
    if (!response) return false;
    await insertAnswers(tx, response.id, checked.replies);
    await clearDismissal(tx, surveyId, seekerId);
    return true;
  });
  if (!stored) throw new HttpError(409, ALREADY_ANSWERED);
  await askedNow(db, seekerId, surveyId, now);
  return { message: 'Thank you for answering our survey', surveyId, status: 'answered' };
}

// The internal results.

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export async function surveysOverview(db: Db, vertical: Vertical) {
  const rows = await surveyList(db, vertical);
  return {
    surveys: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      placement: r.placement,
      title: r.title,
      active: r.active,
      minApplications: r.minApplications,
      questions: r.questions,
      responses: r.responses,
      dismissals: r.dismissals,
      lastResponseAt: iso(r.lastResponseAt),
    })),
  };
}

/** Per question: options with their counts, ratings with their average, or a page of the free text. */
export async function surveyResults(db: Db, vertical: Vertical, id: number, page: number) {
  const row = await surveyOf(db, vertical, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  const survey = await surveyView(db, row, false);
  const [responses, totals, tallies, ratings] = [
    await responseCount(db, survey.id),
    await questionTotals(db, survey.id),
    await optionTallies(db, survey.id),
    await ratingTallies(db, survey.id),
  ];
  const countOfOption = new Map(tallies.map((t) => [t.optionId, t.n]));
  const questions = [];
  for (const q of survey.questions) {
    const total = totals.find((t) => t.questionId === q.id);
    const base = { id: q.id, kind: q.kind, prompt: q.prompt, answered: total?.answered ?? 0 };
    if (q.kind === 'single' || q.kind === 'multiple') {
      questions.push({
        ...base,
        options: q.options.map((o) => ({ id: o.id, label: o.label, count: countOfOption.get(o.id) ?? 0 })),
      });
    } else if (q.kind === 'rating') {
      const counts = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [String(n), 0]));
      for (const r of ratings.filter((r) => r.questionId === q.id)) counts[String(r.rating)] = r.n;
      const average = total?.average == null ? null : Math.round(Number(total.average) * 100) / 100;
      questions.push({ ...base, rating: { average, counts } });
    } else {
      const items = await textAnswers(db, q.id, page, SURVEY_TEXTS_PAGE);
      questions.push({
        ...base,
        texts: {
          total: await textCount(db, q.id),
          page,
          pageSize: SURVEY_TEXTS_PAGE,
          items: items.map((t) => ({ text: t.text ?? '', createdAt: t.createdAt.toISOString() })),
        },
      });
    }
  }
  return {
    survey: {
      id: survey.id,
      slug: row.slug,
      placement: survey.placement,
      title: survey.title,
      active: row.active,
    },
    responses,
    questions,
  };
}
