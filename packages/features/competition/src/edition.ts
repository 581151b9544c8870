/**
 * What every competition page loads first: the edition it is about (the current one unless the address
 * names another) and, for a signed-in seeker, where they stand in it. An edition that does not exist is
 * the site's not-found page; when the API does not answer, the error is left to the shell, whose page
 * answers 503 with Retry-After and says so (decision 0022).
 */
import type { ApiClient } from '@jobsite/api-client';
import {
  COMPETITION,
  type Competition,
  type CompetitionRound,
  type CompetitionRoundInfo,
  type CompetitionStatus,
  formatDate,
  type PlayedRound,
  type RoundProgressState,
} from '@jobsite/domain';
import type { CompetitionProgressAnswer } from '@jobsite/domain/answers';

import { statusOf } from '@jobsite/shell/failure-status';
import { apiFor, type Site } from '@jobsite/shell/site';
import { data } from 'react-router';

/** The competition's pages (decision 0040). */
export const EPOCH_PATHS = {
  landing: '/epoch',
  terms: '/epoch/terms',
  register: '/epoch/register',
  progress: '/epoch/progress',
  results: '/epoch/results',
  round1: '/epoch/round-one',
  round2: '/epoch/round-two',
  caseStudy: '/epoch/round-two/case-study',
  round3: '/epoch/round-three',
} as const;

/** The login page, coming back to `path` after signing in. */
export const loginHref = (path: string): string => `/login?next=${encodeURIComponent(path)}`;

/** The page where a candidate plays a round. */
export const ROUND_PATHS: Record<PlayedRound, string> = {
  round1: EPOCH_PATHS.round1,
  round2: EPOCH_PATHS.round2,
  round3: EPOCH_PATHS.round3,
};

/** A round's name as the pages say it. */
export const ROUND_NAMES: Record<CompetitionRound, string> = {
  registration: 'Registration',
  round1: 'Round 1: the quiz',
  round2: 'Round 2: the surprise case',
  round3: 'Round 3: the pitch',
};

/** A round's short name (tables, links). */
export const ROUND_SHORT_NAMES: Record<CompetitionRound, string> = {
  registration: 'Registration',
  round1: 'Round 1',
  round2: 'Round 2',
  round3: 'Round 3',
};

/** Where a seeker stands in the edition, in words. */
export const STATUS_TEXT: Record<CompetitionStatus, string> = {
  idle: 'Not registered',
  inProgress: 'In the competition',
  qualified: 'Qualified for the next round',
  eliminated: 'Out of the competition',
  completed: 'Completed the competition',
};

/** Where a candidate stands in one round, in words. */
export const ROUND_STATE_TEXT: Record<RoundProgressState, string> = {
  locked: 'Not open to you yet',
  open: 'Open: your turn',
  started: 'Started: finish before the time runs out',
  submitted: 'Handed in: results to come',
  missed: 'Missed: the round closed before you handed in',
  qualified: 'Qualified for the next round',
  eliminated: 'Not qualified',
  graded: 'Graded',
};

/** The states in which a round is the candidate's to play now. */
export const PLAYABLE_STATES: readonly RoundProgressState[] = ['open', 'started'];

/** The 404 every competition page answers for something that does not exist. */
export const notFound = (): never => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

/**
 * A call about an edition: a 404 (or a 400, an id the API cannot read) is the not-found page; any other
 * failure (the API down: the shell's 503 page) goes on as it is.
 */
export async function editionCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) notFound();
    throw error;
  }
}

/**
 * The edition an address names (`?edition=<competitionId>`), as the API's id text; `undefined` for the
 * current edition. Anything but a plain id is not an edition: 404.
 */
export function editionIdOf(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return /^\d{1,10}$/.test(value) ? value : notFound();
}

export interface EditionView {
  /** The edition with its rounds and every edition (for links to past results). */
  competition: Competition;
  /** Where the signed-in seeker stands; `null` for visitors (or when not asked for). */
  progress: CompetitionProgressAnswer | null;
  signedIn: boolean;
}

export interface LoadEditionOptions {
  /** The edition's id; the current edition when absent. */
  competitionId?: string | undefined;
  /** Also load the signed-in seeker's progress (ignored for visitors). */
  progress?: boolean;
}

/**
 * Loads an edition (public: visitors read it with a client that sets no cookies) and, when asked and
 * signed in, the seeker's progress in it.
 */
export async function loadEdition(
  site: Site,
  request: Request,
  options: LoadEditionOptions = {},
): Promise<EditionView> {
  const api: ApiClient = apiFor(site, request);
  const query = options.competitionId === undefined ? {} : { competitionId: options.competitionId };
  const wantsProgress = options.progress === true && site.signedIn;
  const [competition, progress] = await Promise.all([
    editionCall(api.competition.competitionInfo(query)),
    wantsProgress ? progressOf(site.api, query) : Promise.resolve(null),
  ]);
  return { competition, progress, signedIn: site.signedIn };
}

/**
 * The seeker's progress; `null` when the API refuses it (4xx: e.g. an edition they cannot see yet). An
 * API that does not answer fails the page as any other call.
 */
async function progressOf(
  api: ApiClient,
  query: { competitionId?: string },
): Promise<CompetitionProgressAnswer | null> {
  try {
    return await api.competition.competitionProgress(query);
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500 && status !== 401) return null;
    throw error;
  }
}

/** A call to action of the competition pages. */
export interface CallToAction {
  label: string;
  href: string;
}

/**
 * What the seeker can do next in this edition, most important first: play their open round, else see
 * their progress (registered) or register (registration open), and see the results once any are out.
 */
export function callsToAction(view: Pick<EditionView, 'competition' | 'progress'>): CallToAction[] {
  const { competition, progress } = view;
  const registered = progress?.registered ?? competition.registered;
  const actions: CallToAction[] = [];
  const playable = playableRound(progress);
  if (playable) actions.push({ label: 'Go to your round', href: playable.href });
  else if (registered) actions.push({ label: 'See your progress', href: EPOCH_PATHS.progress });
  else if (registrationOpen(competition)) actions.push({ label: 'Register', href: EPOCH_PATHS.register });
  if (competition.rounds.some((r) => r.resultsPublished))
    actions.push({
      label: 'See results',
      href: resultsHref(isCurrentEdition(competition) ? undefined : competition.id),
    });
  return actions;
}

/** Whether the edition is the current one (the address of its pages then names no edition). */
export const isCurrentEdition = (competition: Competition): boolean =>
  competition.editions.some((e) => e.current && e.id === competition.id);

/** One round of an edition by name (every edition has all four). */
export function roundOf(competition: Competition, round: CompetitionRound): CompetitionRoundInfo | undefined {
  return competition.rounds.find((r) => r.round === round);
}

/** Whether registration is open now, by the server's clock. */
export const registrationOpen = (competition: Competition): boolean =>
  roundOf(competition, 'registration')?.state === 'open';

/** The round the candidate may play now, if any, and where it is played. */
export function playableRound(
  progress: CompetitionProgressAnswer | null,
): { round: PlayedRound; href: string } | null {
  if (!progress?.registered) return null;
  const round = progress.rounds.find((r) => PLAYABLE_STATES.includes(r.state));
  return round ? { round: round.round, href: ROUND_PATHS[round.round] } : null;
}

/** The address of an edition's results page (`round` and `page` only when given). */
export function resultsHref(
  competitionId: number | string | undefined,
  params: { round?: PlayedRound | undefined; name?: string; institute?: string; page?: number } = {},
): string {
  const search = new URLSearchParams();
  if (competitionId !== undefined) search.set('edition', String(competitionId));
  if (params.round) search.set('round', params.round);
  if (params.name) search.set('name', params.name);
  if (params.institute) search.set('institute', params.institute);
  if (params.page !== undefined && params.page > COMPETITION.result.page)
    search.set('page', String(params.page));
  const text = search.toString();
  return text ? `${EPOCH_PATHS.results}?${text}` : EPOCH_PATHS.results;
}

/** India's offset from UTC (no daylight saving): the competition's dates are India's. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * A date of the competition as the pages show it, in India's time (e.g. "1 Dec 2026, 10:00 am"). Written
 * by hand rather than by `Intl`, whose output differs between the server's and a browser's locale data
 * (a space or the case of "am"), which would make the page's text differ on hydration.
 */
export function formatWhen(iso: string, withTime = true): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return formatDate(iso);
  const ist = new Date(time + IST_OFFSET_MS);
  const day = formatDate(ist);
  if (!withTime) return day;
  const h = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${day}, ${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'am' : 'pm'}`;
}
