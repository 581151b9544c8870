import { formatDate, type RecruiterResponsiveness, usualResponseDays } from '@jobsite/domain';
import type { AppliedJobsAnswer } from '@jobsite/domain/answers';
import type { ApplicationTimelineStep, UsualResponse } from '@jobsite/ui/ApplicationTimeline';

type Application = NonNullable<AppliedJobsAnswer['jobs'][number]['application']>;

/**
 * The application's steps as the page writes them, oldest first (decision 0103). An application made
 * before its history was recorded (decision 0099) has no events: it shows the one step its own row holds,
 * the seeker applying, and no move whose time is not known.
 */
export function timelineSteps(
  application: Pick<Application, 'events' | 'appliedAt'>,
): ApplicationTimelineStep[] {
  const events =
    application.events.length > 0
      ? application.events
      : [{ status: 'applied' as const, at: application.appliedAt, by: 'you' as const }];
  return events.map((e) => ({ status: e.status, at: e.at, date: formatDate(e.at), by: e.by }));
}

/**
 * What the page says of when the recruiter answers: half of the applicants within the median's days, that
 * most never heard when the figures say so, or that the recruiter is new (fewer than 10 applications).
 */
export function usualResponse(figures: RecruiterResponsiveness): UsualResponse {
  if (!figures.enough) return { kind: 'new' };
  const days = usualResponseDays(figures);
  return days === null ? { kind: 'rarely' } : { kind: 'within', days };
}
