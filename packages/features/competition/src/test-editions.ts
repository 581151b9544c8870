/**
 * Editions for the route tests: created through the organisers' internal API of the test site's API,
 * each one number above every edition there is, so it becomes the current one.
 */
import type { TestSite } from '@jobsite/shell/testing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const TEST_QUIZ = [
  { prompt: 'What is 10% of 250?', options: ['15', '25', '35'], correct: 1 },
  {
    prompt: 'Which statement shows cash coming in and going out?',
    options: ['Cash flow', 'Balance sheet'],
    correct: 0,
  },
];

type Offsets = Record<'registration' | 'round1' | 'round2' | 'round3', [number, number]>;

/** Registration open now; the rounds in the days after it. */
const REGISTRATION_OPEN: Offsets = {
  registration: [-HOUR, DAY],
  round1: [2 * DAY, 3 * DAY],
  round2: [4 * DAY, 5 * DAY],
  round3: [6 * DAY, 7 * DAY],
};

/** Registration not yet open. */
export const REGISTRATION_UPCOMING: Offsets = {
  registration: [DAY, 2 * DAY],
  round1: [3 * DAY, 4 * DAY],
  round2: [5 * DAY, 6 * DAY],
  round3: [7 * DAY, 8 * DAY],
};

export interface TestEdition {
  id: number;
  edition: number;
  name: string;
}

let made = 0;

export async function createEdition(
  site: TestSite,
  windows: Offsets = REGISTRATION_OPEN,
): Promise<TestEdition> {
  const { competitions } = await site
    .api()
    .internal<{ competitions: { edition: number }[] }>(site.vertical, '/competitions');
  const edition = Math.max(0, ...competitions.map((c) => c.edition)) + 1;
  made += 1;
  const name = `Epoch Test ${process.pid}-${made}`;
  const now = Date.now();
  const rounds = Object.fromEntries(
    Object.entries(windows).map(([round, [from, to]]) => [
      round,
      { startsAt: new Date(now + from).toISOString(), endsAt: new Date(now + to).toISOString() },
    ]),
  );
  const created = await site.api().internal<{ id: number }>(site.vertical, '/competitions', {
    name,
    edition,
    year: new Date(now).getUTCFullYear() + 1,
    rounds,
    quiz: { durationSeconds: 600, questions: TEST_QUIZ },
  });
  return { id: created.id, edition, name };
}

/** An organiser's call on an edition (`/competitions/:id{path}`). */
export const organise = (site: TestSite, id: number, path: string, body: unknown = {}) =>
  site.api().internal<Record<string, unknown>>(site.vertical, `/competitions/${id}${path}`, body);
