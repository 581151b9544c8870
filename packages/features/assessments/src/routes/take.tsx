import { formatDate } from '@jobsite/domain';
import type { Attempt, AttemptAnswer } from '@jobsite/domain/answers';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { RoutedTimedQuestions } from '@jobsite/shell/timed-questions';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { answeredText, formatDuration, QuizFacts, scoreText } from '@jobsite/ui/TimedQuestions';
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

/** The HTTP status of a failed API call, if it was one. */
const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

function assessmentIdOf(params: { assessmentId?: string | undefined }): string {
  const id = params.assessmentId ?? '';
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  return id;
}

/**
 * `/assessment/:assessmentId`: a timed assessment of the person's (decision 0027). Before the start, what
 * it holds and a Start button; then its questions on the server's clock; after submitting, the result.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const assessmentId = assessmentIdOf(params);
  let answer: AttemptAnswer;
  try {
    answer = await site.api.assessments.assessmentAttempt({ assessmentId });
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) throw notFound();
    // An external test is taken on its own site: the list links out to it.
    if (status === 409) throw redirect('/pendingassessments');
    throw error;
  }
  return { site: site.name, assessment: answer.assessment, attempt: answer.attempt };
}

/** `POST`: start, save one answer (a fetcher per answer, or a plain form without JavaScript), submit. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const assessmentId = assessmentIdOf(params);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const here = `/assessment/${assessmentId}`;
  try {
    if (intent === 'start') {
      await site.api.assessments.startAssessment({ assessmentId });
      return redirect(here);
    }
    if (intent === 'submit') {
      await site.api.assessments.submitAssessment({ assessmentId });
      return redirect(here);
    }
    if (intent === 'answer') {
      const questionId = field(form, 'questionId');
      const choice = field(form, 'choice');
      if (!/^\d{1,10}$/.test(questionId))
        return { ok: false as const, error: 'Choose a question to answer.' };
      if (!/^\d$/.test(choice))
        return { ok: false as const, questionId: Number(questionId), error: 'Choose an answer first.' };
      const saved = await site.api.assessments.answerAssessment({ assessmentId, questionId, choice });
      return { ok: true as const, ...saved };
    }
    return { ok: false as const, error: 'Unknown action.' };
  } catch (error) {
    const questionId = /^\d+$/.test(field(form, 'questionId'))
      ? Number(field(form, 'questionId'))
      : undefined;
    return { ok: false as const, error: errorText(error), ...(questionId !== undefined && { questionId }) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`${loaderData?.assessment.title ?? 'Assessment'}`, loaderData?.site);

type Summary = AttemptAnswer['assessment'];

function StartScreen({ assessment }: { assessment: Summary }) {
  const navigation = useNavigation();
  const error = useActionData<typeof action>();
  const missed = assessment.dueAt !== null && new Date(assessment.dueAt).getTime() <= Date.now();
  return (
    <Stack space="lg">
      <PageTitle title={assessment.title} intro={<>For your application to {assessment.jobTitle}</>} />
      <Card as="section" aria-labelledby="before-you-start">
        <Stack space="md">
          <Heading level={2} size={3} id="before-you-start">
            Before you start
          </Heading>
          <QuizFacts
            facts={[
              { term: 'Questions', detail: assessment.questionCount },
              // Said only when some questions carry more than one mark, so the result's "of N marks" is expected.
              ...(assessment.totalMarks !== assessment.questionCount
                ? [
                    {
                      term: 'Marks',
                      detail: `${assessment.totalMarks} in all; some questions carry more than one`,
                    },
                  ]
                : []),
              { term: 'Time allowed', detail: formatDuration(assessment.durationSeconds) },
              { term: 'Due', detail: assessment.dueAt ? formatDate(assessment.dueAt) : 'No due date' },
            ]}
          />
          <Text weight="strong">
            You have one attempt. The timer starts when you press Start and keeps running if you leave or
            reload the page; your answers are saved as you give them and submitted when the time is up.
          </Text>
          {error && !error.ok && (
            <Text role="alert" tone="critical">
              {error.error}
            </Text>
          )}
          {assessment.status === 'completed' || missed ? (
            <Text>
              {assessment.status === 'completed'
                ? 'This assessment is already completed.'
                : 'The due date of this assessment has passed.'}
            </Text>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="start" />
              <Button type="submit" loading={navigation.state !== 'idle'}>
                Start the assessment
              </Button>
            </Form>
          )}
        </Stack>
      </Card>
      <ButtonLink href="/pendingassessments" variant="secondary" as={RouterLink}>
        Back to your assessments
      </ButtonLink>
    </Stack>
  );
}

function ResultScreen({ assessment, attempt }: { assessment: Summary; attempt: Attempt }) {
  // Focus moves to the result's heading, so screen readers start there after the submission.
  useEffect(() => document.getElementById('result-heading')?.focus(), []);
  return (
    <Stack space="lg">
      <PageTitle
        title="Your answers were submitted"
        intro={
          <>
            {assessment.title} · for your application to {assessment.jobTitle}
          </>
        }
        id="result-heading"
        tabIndex={-1}
      />
      <Card as="section" aria-labelledby="result">
        <Stack space="sm">
          <Heading level={2} size={3} id="result">
            Result
          </Heading>
          {attempt.submittedBy === 'deadline' && (
            <Text>The time ran out, so your answers were submitted automatically.</Text>
          )}
          <Text>{answeredText(attempt.answered, attempt.questions.length)}.</Text>
          {attempt.score !== null && attempt.maxScore !== null && (
            <Text size="lg" weight="strong">
              Your score: {scoreText(attempt.score, attempt.maxScore)}
            </Text>
          )}
          <Text tone="muted">The recruiter sees your score with your application.</Text>
        </Stack>
      </Card>
      <ButtonLink href="/pendingassessments" as={RouterLink}>
        Back to your assessments
      </ButtonLink>
    </Stack>
  );
}

function TakeScreen({ assessment, attempt }: { assessment: Summary; attempt: Attempt }) {
  return (
    <Stack space="lg">
      <PageTitle title={assessment.title} intro={<>For your application to {assessment.jobTitle}</>} />
      <RoutedTimedQuestions
        questions={attempt.questions}
        remainingSeconds={attempt.remainingSeconds}
        submitNote="Once you submit, you cannot change your answers or take this assessment again."
      />
    </Stack>
  );
}

export default function TakeAssessmentPage() {
  const { assessment, attempt } = useLoaderData<typeof loader>();
  if (!attempt) return <StartScreen assessment={assessment} />;
  if (attempt.submitted) return <ResultScreen assessment={assessment} attempt={attempt} />;
  return <TakeScreen key={attempt.id} assessment={assessment} attempt={attempt} />;
}
