import type { Survey, SurveyQuestion } from '@jobsite/domain/answers';
import { checkSurveyAnswers, SURVEY_DISMISS_DAYS } from '@jobsite/domain/calls';
import { statusOf } from '@jobsite/shell/failure-status';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextArea } from '@jobsite/ui/TextArea';
import { useEffect } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { answersOf, backLabel, backOf, fieldName } from '../answers.ts';
import * as styles from './survey.css.ts';

const ALREADY_ANSWERED = 'You have already answered this survey';

const notFound = (): never => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

/** The survey of the path's id, as the signed-in seeker sees it; 404 for an unknown one. */
async function surveyOf(
  site: ReturnType<typeof requireSignedIn>,
  idText: string | undefined,
): Promise<Survey> {
  if (!/^\d{1,10}$/.test(idText ?? '')) notFound();
  const answer = await site.api.user.survey({ id: idText as string }).catch((error: unknown) => {
    const status = statusOf(error);
    if (status === 404 || status === 400) notFound();
    throw error;
  });
  return answer.survey ?? notFound();
}

/**
 * `/survey/:id`: a survey's questions in one form that works without JavaScript, a thank-you with the way
 * back to where the seeker came from (`?back=`: the job feed or the page after an application), and
 * "You have already answered this survey" for one answered before. Signed-out visitors log in first.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const survey = await surveyOf(site, params.id);
  const back = backOf(pageUrlOf(request).searchParams.get('back'), survey.placement);
  return { site: site.name, survey, back };
}

type Values = Record<string, string | string[]>;

type Outcome =
  | { ok: true; message: string }
  | { ok: false; error: string; questionId?: number; answered?: boolean; values?: Values };

/** Answers the survey (`intent=answer`), or "Not now" (`intent=dismiss`), which goes back at once. */
export async function action({ request, context, params }: ActionFunctionArgs): Promise<Outcome | Response> {
  const site = requireSignedIn(context, request);
  const survey = await surveyOf(site, params.id);
  const form = await request.formData();
  const back = backOf(field(form, 'back'), survey.placement);
  if (field(form, 'intent') === 'dismiss') {
    try {
      await site.api.user.surveyAnswer({ surveyId: survey.id, action: 'dismiss' });
    } catch (error) {
      // Answered already, or gone: either way there is nothing left to put aside.
      if (statusOf(error) !== 409 && statusOf(error) !== 404) return { ok: false, error: errorText(error) };
    }
    return redirect(back);
  }
  if (survey.answered) return { ok: false, error: ALREADY_ANSWERED, answered: true };
  const answers = answersOf(survey, form);
  const checked = checkSurveyAnswers(survey, answers);
  if (!checked.ok)
    return {
      ok: false,
      error: checked.message,
      values: answers,
      ...(checked.questionId === null ? {} : { questionId: checked.questionId }),
    };
  try {
    const done = await site.api.user.surveyAnswer({ surveyId: survey.id, answers });
    return { ok: true, message: done.message };
  } catch (error) {
    if (statusOf(error) === 409) return { ok: false, error: ALREADY_ANSWERED, answered: true };
    return { ok: false, error: errorText(error), values: answers };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`${loaderData?.survey.title ?? 'Survey'}`, loaderData?.site);

const questionId = (q: SurveyQuestion) => `question-${q.id}`;
const errorId = (q: SurveyQuestion) => `question-${q.id}-error`;

function Question({
  q,
  error,
  value,
}: {
  q: SurveyQuestion;
  error?: string | undefined;
  value?: string | string[];
}) {
  const chosen = new Set(typeof value === 'string' ? [value] : (value ?? []));
  const optional = q.required ? null : <span className={styles.optional}> (optional)</span>;
  if (q.kind === 'text')
    return (
      <TextArea
        id={questionId(q)}
        name={fieldName(q.id)}
        label={
          <>
            {q.prompt}
            {optional}
          </>
        }
        rows={4}
        maxLength={q.maxLength ?? undefined}
        defaultValue={typeof value === 'string' ? value : ''}
        error={error}
      />
    );
  const choices =
    q.kind === 'rating'
      ? ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n }))
      : q.options.map((o) => ({ value: String(o.id), label: o.label }));
  const hintId = `question-${q.id}-hint`;
  const hint =
    q.kind === 'rating'
      ? 'From 1 (poor) to 5 (excellent).'
      : q.kind === 'multiple'
        ? 'Choose all that apply.'
        : null;
  return (
    <fieldset
      id={questionId(q)}
      tabIndex={-1}
      className={styles.question}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint ? hintId : '', error ? errorId(q) : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className={styles.legend}>
        {q.prompt}
        {optional}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={q.kind === 'rating' ? styles.rating : styles.choices}>
        {choices.map((c) => (
          <label key={c.value} className={styles.choice}>
            <input
              type={q.kind === 'multiple' ? 'checkbox' : 'radio'}
              className={styles.input}
              name={fieldName(q.id)}
              value={c.value}
              defaultChecked={chosen.has(c.value)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId(q)} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function BackLink({ back }: { back: string }) {
  return (
    <div>
      <ButtonLink href={back} as={RouterLink} variant="secondary">
        {backLabel(back)}
      </ButtonLink>
    </div>
  );
}

export default function SurveyPage() {
  const { survey, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const failed = result && !result.ok ? result : undefined;
  useEffect(() => {
    if (!failed) return;
    const target = failed.questionId === undefined ? 'survey-error' : `question-${failed.questionId}`;
    document.getElementById(target)?.focus();
  }, [failed]);

  if (result?.ok)
    return (
      <Card>
        <Stack space="md">
          <Heading level={1} size={2}>
            Thank you
          </Heading>
          <Text role="status">{result.message}. Your answers help us make the site better for you.</Text>
          <BackLink back={back} />
        </Stack>
      </Card>
    );

  if (survey.answered || failed?.answered)
    return (
      <Card>
        <Stack space="md">
          <Heading level={1} size={2}>
            {survey.title}
          </Heading>
          <Text>{ALREADY_ANSWERED}. Thank you for taking part.</Text>
          <BackLink back={back} />
        </Stack>
      </Card>
    );

  const general = failed && failed.questionId === undefined ? failed.error : undefined;
  return (
    <Card>
      <Form method="post" noValidate aria-labelledby="survey-title">
        <input type="hidden" name="back" value={back} />
        <Stack space="lg">
          <PageTitle title={survey.title} intro={survey.intro} id="survey-title" />
          {general && (
            <Text tone="critical" role="alert" id="survey-error" tabIndex={-1}>
              {general}
            </Text>
          )}
          {survey.questions.map((q) => (
            <Question
              key={q.id}
              q={q}
              error={failed?.questionId === q.id ? failed.error : undefined}
              {...(failed?.values?.[String(q.id)] !== undefined
                ? { value: failed.values[String(q.id)] }
                : {})}
            />
          ))}
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="answer" disabled={busy}>
              Send answers
            </Button>
            <Button type="submit" name="intent" value="dismiss" variant="secondary" disabled={busy}>
              Not now
            </Button>
          </div>
          <Text size="sm" tone="muted">
            “Not now” hides this survey for {SURVEY_DISMISS_DAYS} days.
          </Text>
        </Stack>
      </Form>
    </Card>
  );
}
