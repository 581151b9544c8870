import type { ApplicationEvent } from '@jobsite/domain/answers';
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { Clock } from 'lucide-react';
import { vars } from '../theme/vars.css.ts';
import * as styles from './ApplicationTimeline.css.ts';

/** One step of an application, as the page has it: the API's event with its date written out. */
export interface ApplicationTimelineStep {
  status: ApplicationStatus;
  /** When, as an ISO date-time (the `<time>` element's `datetime`). */
  at: string;
  /** The same day as the page writes dates ("12 Nov 2026"). */
  date: string;
  /** Who moved it: you, the recruiter, or `null` for the product itself. */
  by: ApplicationEvent['by'];
}

/**
 * What the figures say of when the recruiter answers: half of the applicants within `days`; `rarely`
 * when more than half never heard; `new` without enough history to say.
 */
export type UsualResponse = { kind: 'within'; days: number } | { kind: 'rarely' } | { kind: 'new' };

export interface ApplicationTimelineProps {
  /** The steps, oldest first (the API's order). */
  steps: ApplicationTimelineStep[];
  response: UsualResponse;
  /** Names the list for assistive technology, e.g. "Timeline of your application to Branch Manager". */
  label: string;
  /** Shows the whole timeline opened (a story's picture); the page starts with it closed. */
  open?: boolean;
}

/** The colour of a step's dot by its status's tone. */
const TONES = {
  neutral: vars.color.borderStrong,
  info: vars.color.info,
  positive: vars.color.positive,
  caution: vars.color.caution,
  critical: vars.color.critical,
};

/**
 * Each status: its word alone (a move with no actor), the phrase an actor completes ("Invited to interview"
 * by the recruiter), and the colour of its dot (the applied jobs page's badges use the same tones).
 */
const STEPS: Record<ApplicationStatus, { what: string; done: string; tone: keyof typeof TONES }> = {
  applied: { what: 'Applied', done: 'Applied', tone: 'neutral' },
  viewed: { what: 'Viewed', done: 'Viewed', tone: 'info' },
  shortlisted: { what: 'Shortlisted', done: 'Shortlisted', tone: 'positive' },
  assessment: { what: 'Assessment', done: 'Assessment set', tone: 'caution' },
  interview: { what: 'Interview', done: 'Invited to interview', tone: 'positive' },
  hired: { what: 'Hired', done: 'Hired', tone: 'positive' },
  rejected: { what: 'Not shortlisted', done: 'Not shortlisted', tone: 'critical' },
};

const BY = { you: 'by you', recruiter: 'by the recruiter' } as const;

/**
 * What happened, as one phrase with who did it ("Shortlisted by the recruiter"), in one text node: the
 * card's status badge stays the only element that reads the status's word alone.
 */
const phrase = (step: Pick<ApplicationTimelineStep, 'status' | 'by'>) =>
  step.by ? `${STEPS[step.status].done} ${BY[step.by]}` : STEPS[step.status].what;

function responseText(response: UsualResponse) {
  switch (response.kind) {
    case 'within':
      return `Half of this recruiter's applicants hear back within ${response.days === 1 ? 'a day' : `${response.days} days`}.`;
    case 'rarely':
      return "More than half of this recruiter's applicants have not heard back.";
    case 'new':
      return 'This recruiter is new: not enough history yet to say when applicants hear back.';
  }
}

function Step({ step }: { step: ApplicationTimelineStep }) {
  return (
    <li className={styles.step}>
      <span className={styles.dot} style={{ color: TONES[STEPS[step.status].tone] }} aria-hidden="true" />
      <span>
        <span className={styles.what}>{phrase(step)}</span>,{' '}
        <time className={styles.muted} dateTime={step.at}>
          {step.date}
        </time>
      </span>
    </li>
  );
}

/**
 * An application's own timeline, from its recorded steps (decision 0103): the latest step in a line, so a
 * list of applications stays scannable, and the whole timeline, oldest first, in a disclosure the
 * keyboard opens (`<details>`, no script); a single step is shown as it is. Beside it, when the recruiter
 * usually answers, or that there is not enough history to say.
 */
export function ApplicationTimeline({ steps, response, label, open = false }: ApplicationTimelineProps) {
  const latest = steps.at(-1);
  const list = (
    <ol className={styles.plain} aria-label={label}>
      {steps.map((step) => (
        <Step key={`${step.status}-${step.at}`} step={step} />
      ))}
    </ol>
  );
  return (
    <div className={styles.root}>
      {latest && steps.length > 1 ? (
        <>
          <p className={styles.plain}>
            Latest: <span className={styles.what}>{phrase(latest)}</span>,{' '}
            <time dateTime={latest.at}>{latest.date}</time>
          </p>
          <details open={open}>
            <summary className={styles.summary}>Whole timeline ({steps.length} steps)</summary>
            {list}
          </details>
        </>
      ) : (
        list
      )}
      <p className={styles.response}>
        <Clock size={14} className={styles.icon} aria-hidden="true" />
        <span>{responseText(response)}</span>
      </p>
    </div>
  );
}
