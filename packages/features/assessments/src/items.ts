/** How `/pendingassessments` shows each assessment: its state, due date, score and where to take it. */

import { formatDate } from '@jobsite/domain';
import type { Assessment } from '@jobsite/domain/answers';
import { formatDuration, scoreText } from '@jobsite/ui/TimedQuestions';

type AssessmentState = 'not-started' | 'in-progress' | 'completed' | 'missed';

export interface PendingItem {
  id: number;
  jobId: number;
  title: string;
  jobTitle: string;
  kind: 'external' | 'timed';
  state: AssessmentState;
  label: string;
  tone: 'info' | 'caution' | 'positive' | 'critical';
  /** `Due 21 Nov 2026`, or null without a due date. */
  due: string | null;
  /** `10 questions · 20 minutes` for a timed test. */
  about: string | null;
  /** The score, when the test is completed and has one. */
  score: string | null;
  /** Where it is taken: the take page, or the external test's https address. */
  href: string | null;
  action: string | null;
}

const LABELS: Record<AssessmentState, { label: string; tone: PendingItem['tone'] }> = {
  'not-started': { label: 'Not started', tone: 'info' },
  'in-progress': { label: 'In progress', tone: 'caution' },
  completed: { label: 'Completed', tone: 'positive' },
  missed: { label: 'Due date passed', tone: 'critical' },
};

export function toPendingItem(a: Assessment & { jobTitle: string }, nowMs: number): PendingItem {
  const kind = a.kind ?? (a.url ? 'external' : 'timed');
  const started = Boolean(a.startedAt);
  const pastDue = a.dueAt !== null && new Date(a.dueAt).getTime() <= nowMs;
  const state: AssessmentState =
    a.status === 'completed' ? 'completed' : started ? 'in-progress' : pastDue ? 'missed' : 'not-started';
  const timed = kind === 'timed';
  const href = timed ? `/assessment/${a.id}` : (a.url ?? null);
  const action =
    state === 'completed'
      ? timed
        ? 'See your result'
        : null
      : state === 'missed'
        ? null
        : timed
          ? started
            ? 'Continue the assessment'
            : 'Open the assessment'
          : 'Take the test on its site';
  return {
    id: a.id,
    jobId: a.jobId,
    title: a.title,
    jobTitle: a.jobTitle,
    kind,
    state,
    ...LABELS[state],
    due: a.dueAt ? `Due ${formatDate(a.dueAt)}` : null,
    about:
      timed && a.questionCount != null && a.durationSeconds != null
        ? `${a.questionCount} ${a.questionCount === 1 ? 'question' : 'questions'} · ${formatDuration(a.durationSeconds)}`
        : null,
    score:
      state === 'completed' && a.score != null && a.maxScore != null ? scoreText(a.score, a.maxScore) : null,
    href: action ? href : null,
    action,
  };
}
