/**
 * The competition's round 1 quiz as an owner of timed-questions attempts (owner id: the edition). When a
 * candidate's attempt is submitted (by them, lazily at the deadline, by the sweep or by the organisers
 * closing the round), the quiz's score becomes their round 1 score, in the transaction that scored it.
 */
import { onSubmitted } from '../timed/engine.ts';
import { upsertScore } from './queries.ts';

export const COMPETITION_OWNER = 'competition-round1';

let registered = false;

/** Registers the competition's submission hook with the engine (once per process). */
export function registerCompetitionOwner(): void {
  if (registered) return;
  registered = true;
  onSubmitted(COMPETITION_OWNER, async (tx, attempt) => {
    await upsertScore(tx, {
      competitionId: attempt.ownerId,
      seekerId: attempt.seekerId,
      round: 'round1',
      score: attempt.score,
      maxScore: attempt.maxScore,
      at: attempt.submittedAt,
    });
  });
}
