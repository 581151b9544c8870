/**
 * Test helper of the round pages' route tests: an edition (`test-editions.ts`) moved round by round
 * through the organisers' internal API (decision 0039), and candidates who play it through the seeker's
 * API, so each test starts from the standing it needs (registered, in the quiz, qualified for round 2 or
 * round 3).
 */
import type { PlayedRound, Vertical } from '@jobsite/domain';
import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import type { TestBrowser, TestSite } from '@jobsite/shell/testing';
import { makePdf } from '@jobsite/test-fixtures';
import { organise, TEST_QUIZ } from '../test-editions.ts';

/** The first vertical that runs the competition. */
export const COMPETITION_VERTICAL = VERTICAL_IDS.find((v) => VERTICALS[v].flags.competition) as Vertical;
/** The vertical without the competition (its API answers every competition call 404). */
export const OTHER_VERTICAL = VERTICAL_IDS.find((v) => !VERTICALS[v].flags.competition) as Vertical;

const HOUR = 3_600_000;

/** Opens a round now for an hour (earlier rounds close, later ones move after it). */
export const openRound = (site: TestSite, id: number, round: PlayedRound) =>
  organise(site, id, `/rounds/${round}/open`, { endsAt: new Date(Date.now() + HOUR).toISOString() });

export const closeRound = (site: TestSite, id: number, round: PlayedRound) =>
  organise(site, id, `/rounds/${round}/close`);

/** Publishes a closed round's results (elimination rounds: who scored `cutoff` or more goes on). */
export const publishRound = (site: TestSite, id: number, round: PlayedRound, cutoff?: number) =>
  organise(site, id, `/rounds/${round}/publish`, cutoff === undefined ? {} : { cutoff });

/** The organisers' grade of a candidate in round 2 or 3. */
export const grade = (site: TestSite, id: number, round: 'round2' | 'round3', email: string, score: number) =>
  organise(site, id, '/grades', { round, grades: [{ email, score, maxScore: 10 }] });

/** The round 2 case study, a one-page PDF (multipart, as the organisers send it). */
export async function uploadCaseStudy(site: TestSite, id: number): Promise<void> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([makePdf(['The case: a tea estate in Assam'])], { type: 'application/pdf' }),
    'case.pdf',
  );
  const api = site.api();
  const res = await fetch(`${api.origin}/internal/${site.vertical}/competitions/${id}/case-study`, {
    method: 'PUT',
    headers: { 'X-Admin-Key': api.adminKey },
    body: form,
  });
  if (!res.ok) throw new Error(`case study: ${res.status} ${await res.text()}`);
}

/** A seeker who signed up and registered for the current edition. */
export async function registeredSeeker(site: TestSite): Promise<TestBrowser> {
  const seeker = await site.signUp();
  await seeker.client('/epoch/register').user.competitionRegistration({
    path: 'user/competition/register',
    fields: { institute: 'IIM Shillong', programme: 'MBA', graduationYear: '2027', acceptTerms: 'true' },
  });
  return seeker;
}

/** A candidate plays the (open) quiz through the API: `right` answers right, the rest wrong. */
export async function playQuiz(seeker: TestBrowser, right = TEST_QUIZ.length): Promise<void> {
  const api = seeker.client('/epoch/round-one').competition;
  const { attempt } = await api.startCompetitionQuiz({});
  for (const [i, q] of (attempt?.questions ?? []).entries()) {
    const correct = TEST_QUIZ.find((d) => d.prompt === q.prompt)?.correct ?? 0;
    await api.answerCompetitionQuiz({ questionId: q.id, choice: i < right ? correct : 1 - correct });
  }
  await api.submitCompetitionQuiz({});
}
