/**
 * `/epoch/round-one`: round 1, the elimination quiz (decision 0039), on the timed-questions engine the
 * assessments use. The start screen states the rules and starts the one attempt, on a computer only
 * (a phone's User-Agent is refused here and a narrow screen is told so by CSS); then the questions on
 * the server's clock, each answer saved as it is chosen; at the deadline the page submits (the server
 * does anyway); afterwards the score, and that the results come when the organisers publish them.
 */
import { COMPETITION, isPhoneUserAgent, QUIZ_DESKTOP_ONLY_MESSAGE } from '@jobsite/domain';
import type { Attempt, CompetitionQuiz } from '@jobsite/domain/answers';
import { statusOf } from '@jobsite/shell/failure-status';
import { headMeta } from '@jobsite/shell/head';
import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, requireSignedIn, type Site } from '@jobsite/shell/site';
import { RoutedTimedQuestions } from '@jobsite/shell/timed-questions';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { answeredText, formatDuration, QuizFacts, scoreText } from '@jobsite/ui/TimedQuestions';
import { useEffect } from 'react';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { EPOCH_PATHS, editionCall, formatWhen, loadEdition, ROUND_NAMES } from '../edition.ts';
import { type RoundGate, roundGate } from '../rounds/gate.ts';
import { NotRegistered, RoundClosed, RoundLayout } from '../rounds/RoundLayout.tsx';
import * as styles from '../rounds/rounds.css.ts';

const HERE = EPOCH_PATHS.round1;
const TITLE = ROUND_NAMES.round1;

/** The quiz and the candidate's attempt; `null` when the API will not show it to them (4xx). */
async function quizOf(site: Site) {
  try {
    return await editionCall(site.api.competition.competitionQuiz({}));
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500 && status !== 401) return null;
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const { competition, progress } = await loadEdition(site, request, { progress: true });
  const gate: RoundGate = roundGate(competition, progress, 'round1');
  const answer = gate.kind === 'unregistered' ? null : await quizOf(site);
  return {
    head: {
      title: `${TITLE} | ${competition.name} | ${site.name}`,
      description: `The ${competition.name} quiz: ${COMPETITION.quiz.questions} questions in ${COMPETITION.quiz.minutes} minutes, one attempt, on a computer.`,
      siteName: site.name,
      noindex: true,
    },
    competition,
    gate,
    quiz: answer?.quiz ?? null,
    attempt: answer?.attempt ?? null,
    /** The request came from a phone: the quiz does not start here. */
    phone: isPhoneUserAgent(request.headers.get('user-agent')),
  };
}

type Outcome =
  | { ok: true; questionId: number; choice: number; answered: number; remainingSeconds: number }
  | { ok: false; error: string; questionId?: number };

/** `POST`: start (not from a phone), save one answer (a fetcher, or a form per question without JavaScript), submit. */
export async function action({ request, context }: ActionFunctionArgs): Promise<Outcome | Response> {
  const site = requireSignedIn(context, request);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const questionText = field(form, 'questionId');
  const questionId = /^\d{1,10}$/.test(questionText) ? Number(questionText) : undefined;
  try {
    if (intent === 'start') {
      if (isPhoneUserAgent(request.headers.get('user-agent')))
        return { ok: false, error: QUIZ_DESKTOP_ONLY_MESSAGE };
      await site.api.competition.startCompetitionQuiz({});
      return redirect(HERE);
    }
    if (intent === 'submit') {
      await site.api.competition.submitCompetitionQuiz({});
      return redirect(HERE);
    }
    if (intent === 'answer') {
      if (questionId === undefined) return { ok: false, error: 'Choose a question to answer.' };
      const choice = field(form, 'choice');
      if (!/^\d$/.test(choice)) return { ok: false, questionId, error: 'Choose an answer first.' };
      const saved = await site.api.competition.answerCompetitionQuiz({ questionId, choice });
      return { ok: true, ...saved };
    }
    return { ok: false, error: 'Unknown action.' };
  } catch (error) {
    // Submitted already (at the deadline, or in another tab): the page shows the result.
    if (intent === 'submit' && statusOf(error) === 409) return redirect(HERE);
    return { ok: false, error: errorText(error), ...(questionId !== undefined && { questionId }) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head, TITLE);

/** A saved answer changes nothing the page read: the answer's own reply keeps the clock on the server's. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'answer' ? false : defaultShouldRevalidate;

function Rules({ quiz }: { quiz: CompetitionQuiz | null }) {
  const questions = quiz?.questionCount ?? COMPETITION.quiz.questions;
  const seconds = quiz?.durationSeconds ?? COMPETITION.quiz.minutes * 60;
  return (
    <Stack space="sm">
      <QuizFacts
        facts={[
          { term: 'Questions', detail: questions },
          { term: 'Time allowed', detail: formatDuration(seconds) },
          { term: 'Attempts', detail: COMPETITION.quiz.attempts === 1 ? 'One' : COMPETITION.quiz.attempts },
          { term: 'Negative marking', detail: COMPETITION.quiz.negativeMarking ? 'Yes' : 'None' },
          {
            term: 'Device',
            detail: `A computer (a screen at least ${COMPETITION.quiz.minWidth} pixels wide)`,
          },
          ...(quiz
            ? [{ term: 'Open', detail: `${formatWhen(quiz.opensAt)} – ${formatWhen(quiz.closesAt)}` }]
            : []),
        ]}
      />
      <ul className={styles.points}>
        <li>You have one attempt. Once started, the quiz cannot be restarted.</li>
        <li>
          The timer starts when you press Start and keeps running if you leave or reload the page; your
          answers are saved as you choose them and submitted when the time is up.
        </li>
        <li>There is no negative marking: a wrong answer costs nothing, so answer every question.</li>
        <li>The quiz is desktop only: it does not start on a phone.</li>
      </ul>
    </Stack>
  );
}

function StartScreen({ quiz, phone }: { quiz: CompetitionQuiz; phone: boolean }) {
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  const error = result && !result.ok ? result.error : null;
  useEffect(() => {
    if (error) document.getElementById('start-error')?.focus();
  }, [error]);
  return (
    <Card as="section" aria-labelledby="before-you-start">
      <Stack space="md">
        <Heading level={2} size={3} id="before-you-start">
          Before you start
        </Heading>
        <Rules quiz={quiz} />
        {error && (
          <Text role="alert" tone="critical" id="start-error" tabIndex={-1} className={styles.message}>
            {error}
          </Text>
        )}
        {phone ? (
          <Text role="status" weight="strong">
            {QUIZ_DESKTOP_ONLY_MESSAGE}.
          </Text>
        ) : (
          <>
            <Text role="status" weight="strong" className={styles.narrowOnly}>
              {QUIZ_DESKTOP_ONLY_MESSAGE}.
            </Text>
            <Form method="post" className={styles.wideOnly}>
              <input type="hidden" name="intent" value="start" />
              <Button type="submit" loading={navigation.state !== 'idle'}>
                Start the quiz
              </Button>
            </Form>
          </>
        )}
      </Stack>
    </Card>
  );
}

function ResultScreen({ attempt }: { attempt: Attempt }) {
  // Focus moves to the page's heading, so screen readers start at the result after the submission.
  useEffect(() => document.getElementById('round-heading')?.focus(), []);
  return (
    <Card as="section" aria-labelledby="result">
      <Stack space="sm">
        <Heading level={2} size={3} id="result">
          {attempt.submittedBy === 'deadline'
            ? 'Time is up: your answers were submitted'
            : 'Your answers were submitted'}
        </Heading>
        <Text>{answeredText(attempt.answered, attempt.questions.length)}.</Text>
        {attempt.score !== null && attempt.maxScore !== null && (
          <Text size="lg" weight="strong">
            Your score: {scoreText(attempt.score, attempt.maxScore)}
          </Text>
        )}
        <Text>
          Who goes on to round 2 is known when the organisers publish the results of round 1. Your progress
          page shows it then.
        </Text>
        <div className={styles.links}>
          <ButtonLink href={EPOCH_PATHS.progress} as={RouterLink}>
            See your progress
          </ButtonLink>
          <ButtonLink href={EPOCH_PATHS.results} variant="secondary" as={RouterLink}>
            Results
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}

function QuizScreen({ attempt }: { attempt: Attempt }) {
  return (
    <RoutedTimedQuestions
      questions={attempt.questions}
      remainingSeconds={attempt.remainingSeconds}
      submitNote="Once you submit, you cannot change your answers or take the quiz again."
    />
  );
}

export default function RoundOnePage() {
  const { competition, gate, quiz, attempt, phone } = useLoaderData<typeof loader>();
  const under = attempt !== null && !attempt.submitted;
  return (
    <RoundLayout title={TITLE} competition={competition} timeline={!under}>
      {attempt?.submitted ? (
        <ResultScreen attempt={attempt} />
      ) : attempt ? (
        <QuizScreen key={attempt.id} attempt={attempt} />
      ) : gate.kind === 'unregistered' ? (
        <NotRegistered competition={competition} />
      ) : quiz && quiz.state === 'open' && gate.kind === 'open' ? (
        <StartScreen quiz={quiz} phone={phone} />
      ) : (
        <RoundClosed
          reason={
            gate.kind === 'closed'
              ? gate.reason
              : quiz?.state === 'upcoming'
                ? `The quiz opens on ${formatWhen(quiz.opensAt)}.`
                : 'The quiz is not open to you now.'
          }
        >
          <Rules quiz={quiz} />
        </RoundClosed>
      )}
    </RoundLayout>
  );
}
