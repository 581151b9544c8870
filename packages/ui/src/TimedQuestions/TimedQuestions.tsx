import {
  type ComponentType,
  type FormEvent,
  Fragment,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { visuallyHidden } from '../utils/a11y.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './TimedQuestions.css.ts';
import { announcementAt, answeredText, formatCountdown, marksText, secondsLeft } from './time.ts';

/** One question as its taker sees it (the timed-questions engine's `AttemptQuestion`). */
export interface TimedQuestion {
  id: number;
  /** 1-based. */
  position: number;
  prompt: string;
  options: readonly string[];
  /** What a right answer earns; shown beside the prompt when it is not 1. */
  marks?: number;
  /** The option chosen and saved, `null` until answered. */
  choice: number | null;
}

/** What saving one answer gave: saved, with the server's seconds left; or why not. */
export type AnswerOutcome =
  | { ok: true; questionId: number; remainingSeconds: number }
  | { ok: false; error: string };

/**
 * The form that saves one answer, as the app gives it (a router fetcher: posts without leaving the page).
 * `submit` sends the form's fields: `intent=answer`, `questionId` and `choice`.
 */
export interface AnswerForm {
  Form: ComponentType<{ method: 'post'; ref?: Ref<HTMLFormElement>; children?: ReactNode }>;
  busy: boolean;
  /** The outcome of the last save, once it is back. */
  outcome: AnswerOutcome | undefined;
  submit: (form: HTMLFormElement) => void;
}

/** A hook that gives each question its own answer form (called once per question, on every render). */
export type UseAnswerForm = () => AnswerForm;

/** The form that submits every answer (`intent=submit`): a plain `<form>` by default, or the router's. */
export type SubmitFormComponent = ComponentType<{
  method: 'post';
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}>;

const PlainSubmitForm: SubmitFormComponent = ({ method, onSubmit, children }) => (
  <form method={method} onSubmit={onSubmit}>
    {children}
  </form>
);

/**
 * The seconds left by the server's reading, counted down on the page's clock (which measures only the
 * time since). Before hydration it is the server's number, so the page's HTML shows the same.
 * `sync` takes a later reading of the server's (after a saved answer) when it differs by over a second.
 */
export function useServerCountdown(remainingSeconds: number) {
  const [hydrated, setHydrated] = useState(false);
  const [clock, setClock] = useState({ remaining: remainingSeconds, readAt: 0 });
  const [now, setNow] = useState(0);
  useEffect(() => {
    const start = Date.now();
    setHydrated(true);
    setClock({ remaining: remainingSeconds, readAt: start });
    setNow(start);
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [remainingSeconds]);
  const [sync] = useState(() => (remaining: number) => {
    setClock((c) => {
      const ours = secondsLeft(c.remaining, c.readAt, Date.now());
      return Math.abs(ours - remaining) > 1 ? { remaining, readAt: Date.now() } : c;
    });
  });
  const seconds = hydrated ? secondsLeft(clock.remaining, clock.readAt, now) : remainingSeconds;
  return { seconds, hydrated, timeUp: hydrated && seconds === 0, sync };
}

/** The facts of a timed set of questions before it starts (questions, time allowed, due date…). */
export function QuizFacts({ facts }: { facts: readonly { term: string; detail: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((f) => (
        <Fragment key={f.term}>
          <dt className={styles.term}>{f.term}</dt>
          <dd className={styles.detail}>{f.detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The visible countdown (`role="timer"`), spoken only at sensible intervals (`announcementAt`). */
export function Countdown({ seconds, onZero }: { seconds: number; onZero?: () => void }) {
  const [spoken, setSpoken] = useState('');
  const last = useRef<number | null>(null);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  useEffect(() => {
    if (last.current === seconds) return;
    last.current = seconds;
    const text = announcementAt(seconds);
    if (text) setSpoken(text);
    if (seconds === 0) onZeroRef.current?.();
  }, [seconds]);
  return (
    <div>
      <Text as="span" size="sm" tone="muted" id="time-left-label">
        Time left
      </Text>
      <p
        className={cx(styles.clock, seconds <= 60 && styles.clockLow)}
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

/** One question: its radio group, saved by its own form as soon as an option is chosen. */
function QuestionItem({
  question,
  total,
  hydrated,
  disabled,
  useAnswerForm,
  onSaved,
}: {
  question: TimedQuestion;
  total: number;
  hydrated: boolean;
  disabled: boolean;
  useAnswerForm: UseAnswerForm;
  onSaved: (questionId: number, remainingSeconds: number) => void;
}) {
  const { Form, busy, outcome, submit } = useAnswerForm();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState(question.choice === null ? '' : 'Answer saved');
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  useEffect(() => {
    if (busy || !outcome) return;
    if (outcome.ok) {
      setStatus('Answer saved');
      onSavedRef.current(outcome.questionId, outcome.remainingSeconds);
    } else setStatus('');
  }, [busy, outcome]);
  const error = outcome && !outcome.ok ? outcome.error : null;
  return (
    <Form method="post" ref={form}>
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
            {marksText(question.marks) && (
              <span className={styles.marks}> ({marksText(question.marks)})</span>
            )}
          </>
        }
        name="choice"
        options={question.options.map((label, i) => ({ value: String(i), label, disabled }))}
        {...(question.choice !== null ? { defaultValue: String(question.choice) } : {})}
        onChange={() => {
          if (!form.current) return;
          setStatus('Saving…');
          submit(form.current);
        }}
        {...(error ? { error } : {})}
      />
      <div className={styles.saveRow}>
        {!hydrated && (
          <Button type="submit" size="sm" variant="secondary">
            Save answer {question.position}
          </Button>
        )}
        <Text as="span" size="sm" tone="muted" aria-live="polite">
          {busy ? 'Saving…' : status}
        </Text>
      </div>
    </Form>
  );
}

export interface TimedQuestionsProps {
  questions: readonly TimedQuestion[];
  /** The seconds left by the server's clock when the page was read. */
  remainingSeconds: number;
  /** Each question's own save form (the app's router fetcher). */
  useAnswerForm: UseAnswerForm;
  /** The form that submits everything; a plain `<form method="post">` by default. */
  submitForm?: SubmitFormComponent;
  /** Called once when the time runs out: the app submits (the server does at the deadline anyway). */
  onTimeUp: () => void;
  /** Whether the submission is on its way (the confirm button shows it). */
  submitting?: boolean;
  /** An error of the last post, shown above the questions. */
  error?: string | undefined;
  /** What submitting means, after the answered count: "Once you submit, you cannot…". */
  submitNote: string;
}

/**
 * Timed questions on the server's clock: the countdown and answered count in a sticky bar, each question
 * a fieldset of radio options saved as it is chosen (a "Save answer" button each without JavaScript),
 * then "Submit answers" with a confirmation. At zero it says so and calls `onTimeUp` once.
 */
export function TimedQuestions({
  questions,
  remainingSeconds,
  useAnswerForm,
  submitForm: SubmitForm = PlainSubmitForm,
  onTimeUp,
  submitting = false,
  error,
  submitNote,
}: TimedQuestionsProps) {
  const { seconds, hydrated, timeUp, sync } = useServerCountdown(remainingSeconds);
  const [answered, setAnswered] = useState(
    () => new Set(questions.filter((q) => q.choice !== null).map((q) => q.id)),
  );
  const [confirming, setConfirming] = useState(false);
  const submitted = useRef(false);

  useEffect(() => {
    if (confirming) document.getElementById('confirm-submit')?.focus();
  }, [confirming]);

  const onZero = () => {
    if (submitted.current) return;
    submitted.current = true;
    onTimeUp();
  };
  const [onSaved] = useState(() => (questionId: number, left: number) => {
    setAnswered((prev) => new Set(prev).add(questionId));
    sync(left);
  });

  const total = questions.length;
  const unanswered = total - answered.size;
  return (
    <Stack space="lg">
      <section className={styles.timerBar} aria-label="Time and progress">
        <Countdown seconds={seconds} onZero={onZero} />
        <Text weight="strong">{answeredText(answered.size, total)}</Text>
      </section>
      {timeUp && (
        <Text role="status" weight="strong">
          Time is up: your answers are being submitted.
        </Text>
      )}
      {error && (
        <Text role="alert" tone="critical">
          {error}
        </Text>
      )}
      <ol className={styles.questions} aria-label="Questions">
        {questions.map((q) => (
          <li key={q.id} className={styles.question}>
            <QuestionItem
              question={q}
              total={total}
              hydrated={hydrated}
              disabled={timeUp}
              useAnswerForm={useAnswerForm}
              onSaved={onSaved}
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
            {answeredText(answered.size, total)}. {submitNote}
          </Text>
          <SubmitForm
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
                  <Text weight="strong">
                    Submit now? {unanswered > 0 ? `${unanswered} unanswered. ` : ''}You cannot change your
                    answers afterwards.
                  </Text>
                  <div className={styles.actions}>
                    <Button type="submit" id="confirm-submit" loading={submitting}>
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
          </SubmitForm>
        </Stack>
      </Card>
    </Stack>
  );
}
