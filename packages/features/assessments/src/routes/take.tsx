import { formatDate } from '@jobsite/domain';
import type { Attempt, AttemptAnswer, AttemptQuestion } from '@jobsite/domain/answers';
import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { visuallyHidden } from '@jobsite/ui/a11y';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { RadioGroup } from '@jobsite/ui/RadioGroup';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useEffect, useRef, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import {
  announcementAt,
  answeredText,
  formatCountdown,
  formatDuration,
  scoreText,
  secondsLeft,
} from '../time.ts';
import * as styles from './assessments.css.ts';

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

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `${loaderData?.assessment.title ?? 'Assessment'} | ${loaderData?.site ?? ''}` },
  { name: 'robots', content: 'noindex' },
];

type Summary = AttemptAnswer['assessment'];

function StartScreen({ assessment }: { assessment: Summary }) {
  const navigation = useNavigation();
  const error = useActionData<typeof action>();
  const missed = assessment.dueAt !== null && new Date(assessment.dueAt).getTime() <= Date.now();
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1} size={2}>
          {assessment.title}
        </Heading>
        <Text tone="muted">For your application to {assessment.jobTitle}</Text>
      </Stack>
      <Card as="section" aria-labelledby="before-you-start">
        <Stack space="md">
          <Heading level={2} size={3} id="before-you-start">
            Before you start
          </Heading>
          <dl className={styles.facts}>
            <dt className={styles.term}>Questions</dt>
            <dd className={styles.detail}>{assessment.questionCount}</dd>
            <dt className={styles.term}>Time allowed</dt>
            <dd className={styles.detail}>{formatDuration(assessment.durationSeconds)}</dd>
            <dt className={styles.term}>Due</dt>
            <dd className={styles.detail}>
              {assessment.dueAt ? formatDate(assessment.dueAt) : 'No due date'}
            </dd>
          </dl>
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
      <Stack space="xs">
        <Heading level={1} size={2} id="result-heading" tabIndex={-1}>
          Your answers were submitted
        </Heading>
        <Text tone="muted">
          {assessment.title} · for your application to {assessment.jobTitle}
        </Text>
      </Stack>
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

/** One question: a radio group saved by its own fetcher as soon as an option is chosen. */
function QuestionForm({
  question,
  total,
  hydrated,
  disabled,
  onSaved,
}: {
  question: AttemptQuestion;
  total: number;
  hydrated: boolean;
  disabled: boolean;
  onSaved: (questionId: number, choice: number, remainingSeconds: number) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string>(question.choice === null ? '' : 'Answer saved');
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result) return;
    if (result.ok) {
      setStatus('Answer saved');
      onSaved(result.questionId, result.choice, result.remainingSeconds);
    } else setStatus('');
  }, [fetcher.state, result, onSaved]);
  const error = result && !result.ok ? result.error : null;
  const statusId = `question-${question.id}-status`;
  return (
    <fetcher.Form method="post" ref={form}>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="questionId" value={question.id} />
      <RadioGroup
        legend={
          <>
            <span className={visuallyHidden}>
              Question {question.position} of {total}:{' '}
            </span>
            <span aria-hidden="true">{question.position}. </span>
            {question.prompt}
          </>
        }
        name="choice"
        options={question.options.map((label, i) => ({ value: String(i), label, disabled }))}
        {...(question.choice !== null ? { defaultValue: String(question.choice) } : {})}
        onChange={() => {
          if (!form.current) return;
          setStatus('Saving…');
          fetcher.submit(form.current);
        }}
        {...(error ? { error } : {})}
      />
      <div className={styles.saveRow}>
        {!hydrated && (
          <Button type="submit" size="sm" variant="secondary">
            Save answer {question.position}
          </Button>
        )}
        <Text as="span" size="sm" tone="muted" id={statusId} aria-live="polite">
          {fetcher.state !== 'idle' ? 'Saving…' : status}
        </Text>
      </div>
    </fetcher.Form>
  );
}

/** The visible countdown from the server's seconds left, spoken at sensible intervals only. */
function Countdown({ seconds, onZero }: { seconds: number; onZero: () => void }) {
  const [spoken, setSpoken] = useState('');
  const low = seconds <= 60;
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (last.current === seconds) return;
    last.current = seconds;
    const text = announcementAt(seconds);
    if (text) setSpoken(text);
    if (seconds === 0) onZero();
  }, [seconds, onZero]);
  return (
    <div>
      <Text as="span" size="sm" tone="muted" id="time-left-label">
        Time left
      </Text>
      <p
        className={`${styles.clock} ${low ? styles.clockLow : ''}`}
        role="timer"
        aria-labelledby="time-left-label"
        data-seconds={seconds}
      >
        {formatCountdown(seconds)}
      </p>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </div>
  );
}

function TakeScreen({ assessment, attempt }: { assessment: Summary; attempt: Attempt }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const errorAfterPost = useActionData<typeof action>();
  const [hydrated, setHydrated] = useState(false);
  // The server's seconds left, and when (on this page's clock) they were read.
  const [clock, setClock] = useState({ remaining: attempt.remainingSeconds, readAt: 0 });
  const [now, setNow] = useState(0);
  const [answered, setAnswered] = useState(
    () => new Set(attempt.questions.filter((q) => q.choice !== null).map((q) => q.id)),
  );
  const [confirming, setConfirming] = useState(false);
  const submitted = useRef(false);

  useEffect(() => {
    const start = Date.now();
    setHydrated(true);
    setClock({ remaining: attempt.remainingSeconds, readAt: start });
    setNow(start);
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [attempt.remainingSeconds]);

  useEffect(() => {
    if (confirming) document.getElementById('confirm-submit')?.focus();
  }, [confirming]);

  const seconds = hydrated ? secondsLeft(clock.remaining, clock.readAt, now) : attempt.remainingSeconds;
  const timeUp = hydrated && seconds === 0;

  const sendSubmit = () => {
    if (submitted.current) return;
    submitted.current = true;
    submit({ intent: 'submit' }, { method: 'post' });
  };
  const onSaved = (questionId: number, _choice: number, remainingSeconds: number) => {
    setAnswered((prev) => new Set(prev).add(questionId));
    // Keep to the server's clock: a later reading replaces ours when they differ by more than a second.
    setClock((c) => {
      const ours = secondsLeft(c.remaining, c.readAt, Date.now());
      return Math.abs(ours - remainingSeconds) > 1 ? { remaining: remainingSeconds, readAt: Date.now() } : c;
    });
  };
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const [stableOnSaved] = useState(
    () => (id: number, choice: number, left: number) => onSavedRef.current(id, choice, left),
  );
  const onZeroRef = useRef(sendSubmit);
  onZeroRef.current = sendSubmit;
  const [stableOnZero] = useState(() => () => onZeroRef.current());

  const total = attempt.questions.length;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1} size={2}>
          {assessment.title}
        </Heading>
        <Text tone="muted">For your application to {assessment.jobTitle}</Text>
      </Stack>
      <section className={styles.timerBar} aria-label="Time and progress">
        <Countdown seconds={seconds} onZero={stableOnZero} />
        <Text weight="strong">{answeredText(answered.size, total)}</Text>
      </section>
      {timeUp && (
        <Text role="status" weight="strong">
          Time is up: your answers are being submitted.
        </Text>
      )}
      {errorAfterPost && !errorAfterPost.ok && (
        <Text role="alert" tone="critical">
          {errorAfterPost.error}
        </Text>
      )}
      <ol className={styles.questions} aria-label="Questions">
        {attempt.questions.map((q) => (
          <li key={q.id} className={styles.question}>
            <QuestionForm
              question={q}
              total={total}
              hydrated={hydrated}
              disabled={timeUp}
              onSaved={stableOnSaved}
            />
          </li>
        ))}
      </ol>
      <Card as="section" aria-labelledby="submit-heading">
        <Stack space="sm">
          <Heading level={2} size={3} id="submit-heading">
            Submit your answers
          </Heading>
          <Text>
            {answeredText(answered.size, total)}. Once you submit, you cannot change your answers or take this
            assessment again.
          </Text>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!confirming) {
                e.preventDefault();
                setConfirming(true);
              } else submitted.current = true;
            }}
          >
            <input type="hidden" name="intent" value="submit" />
            {confirming ? (
              <div className={styles.confirm}>
                <Stack space="sm">
                  <Text id="confirm-text" weight="strong">
                    Submit now? {total - answered.size > 0 ? `${total - answered.size} unanswered. ` : ''}You
                    cannot change your answers afterwards.
                  </Text>
                  <div className={styles.actions}>
                    <Button type="submit" id="confirm-submit" loading={navigation.state !== 'idle'}>
                      Yes, submit my answers
                    </Button>
                    <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                      Keep answering
                    </Button>
                  </div>
                </Stack>
              </div>
            ) : (
              <Button type="submit">Submit answers</Button>
            )}
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}

export default function TakeAssessmentPage() {
  const { assessment, attempt } = useLoaderData<typeof loader>();
  if (!attempt) return <StartScreen assessment={assessment} />;
  if (attempt.submitted) return <ResultScreen assessment={assessment} attempt={attempt} />;
  return <TakeScreen key={attempt.id} assessment={assessment} attempt={attempt} />;
}
