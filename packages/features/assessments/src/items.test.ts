import type { Assessment } from '@jobsite/domain/answers';
import { describe, expect, it } from 'vitest';
import { toPendingItem } from './items.ts';

const NOW = Date.parse('2026-11-23T06:00:00.000Z');
const timed: Assessment & { jobTitle: string } = {
  id: 7,
  jobId: 70,
  recruiterId: 1,
  title: 'Work basics',
  jobTitle: 'Operations lead',
  url: null,
  kind: 'timed',
  status: 'pending',
  assignedAt: '2026-11-20T06:00:00.000Z',
  dueAt: '2026-11-25T06:00:00.000Z',
  completedAt: null,
  durationSeconds: 1200,
  questionCount: 10,
  startedAt: null,
  deadline: null,
  submitted: false,
  score: null,
  maxScore: null,
};

describe('toPendingItem', () => {
  it('shows a timed test not started with its questions, time, due date and the take page', () => {
    expect(toPendingItem(timed, NOW)).toMatchObject({
      state: 'not-started',
      label: 'Not started',
      about: '10 questions · 20 minutes',
      due: 'Due 25 Nov 2026',
      href: '/assessment/7',
      action: 'Open the assessment',
      score: null,
    });
  });

  it('continues a started one, and shows a completed one with its score', () => {
    const started = { ...timed, startedAt: '2026-11-23T05:55:00.000Z', deadline: '2026-11-23T06:15:00.000Z' };
    expect(toPendingItem(started, NOW)).toMatchObject({
      state: 'in-progress',
      action: 'Continue the assessment',
    });
    const done = { ...started, status: 'completed' as const, submitted: true, score: 4, maxScore: 6 };
    expect(toPendingItem(done, NOW)).toMatchObject({
      state: 'completed',
      label: 'Completed',
      score: '4 of 6 marks (67%)',
      action: 'See your result',
      href: '/assessment/7',
    });
  });

  it('offers nothing to take once the due date passed without a start', () => {
    expect(toPendingItem({ ...timed, dueAt: '2026-11-22T06:00:00.000Z' }, NOW)).toMatchObject({
      state: 'missed',
      label: 'Due date passed',
      href: null,
      action: null,
    });
  });

  it('links an external test out to its https address, with no score', () => {
    const external = {
      ...timed,
      kind: 'external' as const,
      url: 'https://tests.example.in/1',
      durationSeconds: null,
      questionCount: null,
      dueAt: null,
    };
    expect(toPendingItem(external, NOW)).toMatchObject({
      kind: 'external',
      href: 'https://tests.example.in/1',
      action: 'Take the test on its site',
      about: null,
      due: null,
    });
    expect(toPendingItem({ ...external, status: 'completed' }, NOW)).toMatchObject({
      href: null,
      action: null,
    });
  });
});
