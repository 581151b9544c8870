import type { Competition, CompetitionRoundInfo } from '@jobsite/domain';
import { Timeline, type TimelineItem, type TimelineStatus } from '@jobsite/ui/Timeline';
import type { ReactNode } from 'react';
import { quizOf, roundSummary } from './copy.ts';
import { formatWhen, ROUND_NAMES } from './edition.ts';

const STATUS: Record<CompetitionRoundInfo['state'], TimelineStatus> = {
  upcoming: 'upcoming',
  open: 'current',
  closed: 'done',
};

/** "1 Dec 2026, 10:00 am – 15 Dec 2026, 6:00 pm" (India time). */
export const windowText = (r: Pick<CompetitionRoundInfo, 'startsAt' | 'endsAt'>): string =>
  `${formatWhen(r.startsAt)} – ${formatWhen(r.endsAt)}`;

/** What a round's badge says: its window's state, and for a closed round whether its results are out. */
export function roundStateLabel(r: CompetitionRoundInfo): string {
  if (r.state === 'open') return 'Open now';
  if (r.state === 'upcoming') return 'Upcoming';
  if (r.round === 'registration') return 'Closed';
  return r.resultsPublished ? 'Results published' : 'Closed: results to come';
}

/** The edition's timeline: registration and the three rounds, their dates and states (server clock). */
export function timelineItems(
  competition: Competition,
  actions: Partial<Record<CompetitionRoundInfo['round'], ReactNode>> = {},
): TimelineItem[] {
  return competition.rounds.map((r) => ({
    key: r.round,
    title: ROUND_NAMES[r.round],
    description: roundSummary(r.round, quizOf(competition)),
    date: windowText(r),
    dateTime: r.startsAt,
    status: STATUS[r.state],
    statusLabel: roundStateLabel(r),
    ...(r.round === 'registration' ? {} : { elimination: r.elimination }),
    ...(actions[r.round] ? { action: actions[r.round] } : {}),
  }));
}

export function CompetitionTimeline({
  competition,
  actions,
}: {
  competition: Competition;
  actions?: Partial<Record<CompetitionRoundInfo['round'], ReactNode>>;
}) {
  return <Timeline label={`${competition.name} timeline`} items={timelineItems(competition, actions)} />;
}
