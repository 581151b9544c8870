/**
 * The surveys' seed (decision 0036): per vertical, the surveys of `surveys/{vertical}.json` beside this
 * module, each with its placement, questions and options. Surveys are the product's own questions, not
 * sample data, so every database gets them. Idempotent per survey: a survey whose slug the vertical has
 * already is left as it is (answers refer to its questions), and a survey added to the file is added.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Vertical } from '@jobsite/domain';
import { SURVEY_PLACEMENTS, SURVEY_QUESTION_KINDS } from '@jobsite/domain/answers';
import { SURVEY_TEXT_MAX } from '@jobsite/domain/calls';
import * as v from 'valibot';
import type { Db } from './client.ts';
import { surveyOptions, surveyQuestions, surveys } from './schema.ts';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300));

const SurveyQuestionContent = v.pipe(
  v.object({
    kind: v.picklist(SURVEY_QUESTION_KINDS),
    prompt: Text,
    required: v.optional(v.boolean(), true),
    maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SURVEY_TEXT_MAX))),
    options: v.optional(v.pipe(v.array(Text), v.maxLength(10)), []),
  }),
  v.check(
    (q) => (q.kind === 'single' || q.kind === 'multiple' ? q.options.length >= 2 : q.options.length === 0),
    'choice questions need two or more options; the others none',
  ),
  v.check((q) => q.kind === 'text' || q.maxLength === undefined, 'only text questions have a maxLength'),
);

const SurveyContent = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  placement: v.picklist(SURVEY_PLACEMENTS),
  title: Text,
  intro: v.pipe(v.string(), v.maxLength(500)),
  minApplications: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  questions: v.pipe(v.array(SurveyQuestionContent), v.minLength(2), v.maxLength(5)),
});

const SurveysContent = v.object({ surveys: v.array(SurveyContent) });
type SurveysContent = v.InferOutput<typeof SurveysContent>;

/** The vertical's surveys, checked; none when the vertical has no file. */
function surveysContentOf(vertical: Vertical): SurveysContent | undefined {
  const file = new URL(`./surveys/${vertical}.json`, import.meta.url);
  if (!existsSync(file)) return undefined;
  return v.parse(SurveysContent, JSON.parse(readFileSync(file, 'utf8')));
}

export async function seedSurveys(db: Db, vertical: Vertical): Promise<void> {
  const content = surveysContentOf(vertical);
  if (!content) return;
  for (const [ordering, survey] of content.surveys.entries()) {
    await db.transaction(async (tx) => {
      const [inserted] = await tx.orm
        .insert(surveys)
        .values({
          vertical,
          slug: survey.slug,
          placement: survey.placement,
          title: survey.title,
          intro: survey.intro,
          minApplications: survey.minApplications,
          ordering,
        })
        .onConflictDoNothing({ target: [surveys.vertical, surveys.slug] })
        .returning({ id: surveys.id });
      if (!inserted) return;
      for (const [position, q] of survey.questions.entries()) {
        const [question] = await tx.orm
          .insert(surveyQuestions)
          .values({
            surveyId: inserted.id,
            position,
            kind: q.kind,
            prompt: q.prompt,
            required: q.required,
            maxLength: q.kind === 'text' ? (q.maxLength ?? SURVEY_TEXT_MAX) : null,
          })
          .returning({ id: surveyQuestions.id });
        if (!question) throw new Error(`survey question not written: ${survey.slug} ${position}`);
        if (q.options.length > 0)
          await tx.orm
            .insert(surveyOptions)
            .values(q.options.map((label, i) => ({ questionId: question.id, position: i, label })));
      }
    });
  }
}
