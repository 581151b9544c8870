/**
 * The time texts of timed questions (an assessment, the competition quiz; decisions 0027 and 0041), from
 * the seconds the server says are left: the visible countdown, what a screen reader hears and when,
 * and durations in words.
 */
import { plural } from '@jobsite/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** `mm:ss`, or `h:mm:ss` from an hour up; never below `00:00`. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** A duration in words: `20 minutes`, `1 hour 30 minutes`, `45 seconds`, `1 minute 30 seconds`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = [
    ...(h > 0 ? [plural(h, 'hour')] : []),
    ...(m > 0 ? [plural(m, 'minute')] : []),
    ...(rest > 0 || s === 0 ? [plural(rest, 'second')] : []),
  ];
  return parts.join(' ');
}

/**
 * What a screen reader is told at `seconds` left, or `null` when nothing is said: every 5 minutes while
 * more than 5 are left, every minute of the last 5, then at 30 and 10 seconds, and at 0. Announcing
 * every second would drown out the questions.
 */
export function announcementAt(seconds: number): string | null {
  const s = Math.max(0, Math.floor(seconds));
  if (s === 0) return 'Time is up. Your answers are being submitted.';
  if (s === 30 || s === 10) return `${plural(s, 'second')} left`;
  if (s % 60 !== 0) return null;
  const minutes = s / 60;
  if (minutes <= 5 || minutes % 5 === 0) return `${plural(minutes, 'minute')} left`;
  return null;
}

/** Seconds left at `nowMs`, counting down from `remaining` seconds read at `readAtMs` (the page's clock only measures the gap). */
export function secondsLeft(remaining: number, readAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil(remaining - (nowMs - readAtMs) / 1000));
}

/** The progress text of an attempt: `3 of 5 answered`. */
export const answeredText = (answered: number, total: number) => `${answered} of ${total} answered`;

/**
 * The score as the seeker reads it: `4 of 6 marks (67%)`. It counts marks, not questions: a question
 * may carry more than one mark, so "out of 6" on a 5-question test would read wrong.
 */
export function scoreText(score: number, maxScore: number): string {
  const percent = maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;
  return `${score} of ${plural(maxScore, 'mark')} (${percent}%)`;
}

/** What a question carries, beside its prompt when it is more than the usual one mark: `2 marks`. */
export const marksText = (marks: number | undefined) =>
  marks !== undefined && marks !== 1 ? plural(marks, 'mark') : null;
