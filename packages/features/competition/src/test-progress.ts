/** Test data of the competition pages' rules: a seeker's standing in an edition, round by round. */
import type { PlayedRound, RoundProgressState } from '@jobsite/domain';
import type { CompetitionProgressAnswer } from '@jobsite/domain/answers';

/** The three played rounds of a seeker's standing, none scored or handed in; `windowOf` says when each runs. */
export function unscoredRounds(
  stateOf: (round: PlayedRound) => RoundProgressState,
  windowOf: (i: number) => { startsAt: string; endsAt: string },
): CompetitionProgressAnswer['rounds'] {
  return (['round1', 'round2', 'round3'] as const).map((round, i) => ({
    round,
    state: stateOf(round),
    ...windowOf(i),
    score: null,
    maxScore: null,
    rank: null,
    cutoff: null,
    submittedAt: null,
    files: [],
  }));
}
