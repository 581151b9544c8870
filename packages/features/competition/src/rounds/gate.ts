/**
 * Whether a candidate may play a round now and, when not, why and until when, in words: from the
 * edition's round windows (the server's clock) and where the candidate stands round by round.
 */
import type { Competition, PlayedRound } from '@jobsite/domain';
import type { CompetitionProgressAnswer, CompetitionRoundProgress } from '@jobsite/domain/answers';
import { formatWhen, ROUND_SHORT_NAMES, roundOf } from '../edition.ts';

const PREVIOUS: Record<PlayedRound, PlayedRound | null> = {
  round1: null,
  round2: 'round1',
  round3: 'round2',
};

export type RoundGate =
  /** Not registered (or the API would not say where they stand): register first. */
  | { kind: 'unregistered' }
  /** The round is theirs and open: play or hand in (again) before `endsAt`. */
  | { kind: 'open'; endsAt: string; progress: CompetitionRoundProgress }
  /** Not (yet, or any more) theirs: `reason` says why and, where it is known, when. */
  | { kind: 'closed'; reason: string; progress: CompetitionRoundProgress | null };

/** A round of the candidate's progress. */
const progressOf = (
  progress: CompetitionProgressAnswer | null,
  round: PlayedRound,
): CompetitionRoundProgress | null => progress?.rounds.find((r) => r.round === round) ?? null;

/** Why a round is not the candidate's to play now, or that it is. */
export function roundGate(
  competition: Competition,
  progress: CompetitionProgressAnswer | null,
  round: PlayedRound,
): RoundGate {
  if (!progress?.registered) return { kind: 'unregistered' };
  const mine = progressOf(progress, round);
  const info = roundOf(competition, round);
  const name = ROUND_SHORT_NAMES[round];
  if (!info || !mine)
    return { kind: 'closed', reason: `${name} is not part of this edition.`, progress: mine };
  const opens = formatWhen(info.startsAt);
  const closes = formatWhen(info.endsAt);
  if (
    info.state === 'open' &&
    (mine.state === 'open' || mine.state === 'started' || mine.state === 'submitted')
  )
    return { kind: 'open', endsAt: info.endsAt, progress: mine };
  const closed = (reason: string): RoundGate => ({ kind: 'closed', reason, progress: mine });
  switch (mine.state) {
    case 'missed':
      return closed(`${name} closed on ${closes} before you handed anything in.`);
    case 'submitted':
      return closed(`${name} closed on ${closes}. Results come when the organisers publish them.`);
    case 'qualified':
    case 'eliminated':
    case 'graded':
      return closed(`${name} closed on ${closes} and its results are published.`);
    default:
      break;
  }
  // Locked, or open by the candidate's standing while the window is not.
  if (info.state === 'closed') return closed(`${name} closed on ${closes}.`);
  const before = PREVIOUS[round];
  const earlier = before ? progressOf(progress, before) : null;
  if (before && earlier) {
    const earlierName = ROUND_SHORT_NAMES[before];
    if (earlier.state === 'eliminated')
      return closed(`${name} is open only to candidates who qualified in ${earlierName}, and you did not.`);
    if (earlier.state === 'missed')
      return closed(`${name} is open only to candidates who qualified in ${earlierName}, which you missed.`);
    if (earlier.state !== 'qualified' && earlier.state !== 'graded')
      return closed(
        `${name} opens to the candidates who qualify in ${earlierName}, once its results are published. It runs from ${opens} to ${closes}.`,
      );
  }
  if (info.state === 'upcoming') return closed(`${name} opens on ${opens} and closes on ${closes}.`);
  return closed(`${name} is not open to you.`);
}
