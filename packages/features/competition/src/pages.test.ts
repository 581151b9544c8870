import type { Competition } from '@jobsite/domain';
import { COMPETITION, SUBMISSION_RULES } from '@jobsite/domain';
import type { CompetitionProgressAnswer } from '@jobsite/domain/answers';
import { describe, expect, it } from 'vitest';
import { roundStateLabel, timelineItems } from './CompetitionTimeline.tsx';
import { DEFAULT_QUIZ, listOr, quizOf, roundSummary, ruleSections } from './copy.ts';
import {
  callsToAction,
  EPOCH_PATHS,
  editionIdOf,
  formatWhen,
  isCurrentEdition,
  loginHref,
  playableRound,
  resultsHref,
} from './edition.ts';
import { checkRegistration, registerValues } from './registration.ts';
import { unscoredRounds } from './test-progress.ts';

const at = (days: number) => new Date(Date.UTC(2026, 10, 23 + days, 4, 30)).toISOString();

function edition(
  states: Partial<Record<Competition['rounds'][number]['round'], 'upcoming' | 'open' | 'closed'>> = {},
  published: string[] = [],
): Competition {
  return {
    id: 7,
    name: 'Epoch 2027',
    edition: 3,
    year: 2027,
    rounds: (['registration', 'round1', 'round2', 'round3'] as const).map((round, i) => ({
      round,
      startsAt: at(i * 10),
      endsAt: at(i * 10 + 7),
      elimination: round === 'round1' || round === 'round2',
      state: states[round] ?? 'upcoming',
      resultsPublished: published.includes(round),
    })),
    registered: false,
    currentRound: null,
    status: 'idle',
    preferredCompanies: [],
    quiz: { questions: 30, minutes: 20 },
    editions: [
      { id: 7, name: 'Epoch 2027', edition: 3, year: 2027, current: true },
      { id: 2, name: 'Epoch 2026', edition: 2, year: 2026, current: false },
    ],
  };
}

function progress(
  state: CompetitionProgressAnswer['rounds'][number]['state'],
  round: 'round1' | 'round2' = 'round1',
): CompetitionProgressAnswer {
  return {
    competitionId: 7,
    name: 'Epoch 2027',
    edition: 3,
    registered: true,
    status: 'inProgress',
    currentRound: round,
    registration: null,
    rounds: unscoredRounds(
      (r) => (r === round ? state : 'locked'),
      () => ({ startsAt: at(10), endsAt: at(17) }),
    ),
  };
}

describe('what the pages say about the rounds and the rules', () => {
  it('states every limit from the domain, never a number of its own', () => {
    const text = ruleSections('Epoch 2027')
      .flatMap((s) => s.points)
      .join(' ');
    expect(text).toContain(`${COMPETITION.quiz.questions} questions`);
    expect(text).toContain(`${COMPETITION.quiz.minutes} minutes`);
    expect(text).toContain(`${COMPETITION.quiz.minWidth} pixels`);
    expect(text).toContain('one attempt');
    expect(text).toContain('no negative marking');
    expect(text).toContain('.pdf, .ppt or .doc');
    expect(text).toContain(`at most ${SUBMISSION_RULES.deck.maxSlides} slides`);
    expect(text).toContain(`at most ${COMPETITION.round3.videoMinutes} minutes (.mp4`);
    expect(text).toMatch(/cut-off/);
    expect(text).toMatch(/college or university/);
  });

  it("uses the edition's own quiz size, and the domain's while its questions are not set", () => {
    expect(roundSummary('round1', { questions: 25, minutes: 15 })).toContain('25 questions in 15 minutes');
    expect(quizOf({ quiz: { questions: 0, minutes: 20 } })).toEqual(DEFAULT_QUIZ);
    expect(quizOf({ quiz: { questions: 12, minutes: 10 } })).toEqual({ questions: 12, minutes: 10 });
    expect(listOr(['.pdf', '.ppt', '.doc'])).toBe('.pdf, .ppt or .doc');
    expect(listOr(['.mp4'])).toBe('.mp4');
  });

  it('puts the rounds on the timeline with their dates and states by the server', () => {
    const items = timelineItems(edition({ registration: 'closed', round1: 'open' }));
    expect(items.map((i) => [i.key, i.status, i.statusLabel])).toEqual([
      ['registration', 'done', 'Closed'],
      ['round1', 'current', 'Open now'],
      ['round2', 'upcoming', 'Upcoming'],
      ['round3', 'upcoming', 'Upcoming'],
    ]);
    expect(items[0]?.elimination).toBeUndefined();
    expect(items.slice(1).map((i) => i.elimination)).toEqual([true, true, false]);
    expect(items[1]?.dateTime).toBe(at(10));
    expect(items[1]?.date).toMatch(/2026/);
    const closed = edition({ round1: 'closed' }, ['round1']).rounds[1];
    if (!closed) throw new Error('round 1');
    expect(roundStateLabel(closed)).toBe('Results published');
    expect(roundStateLabel({ ...closed, resultsPublished: false })).toBe('Closed: results to come');
  });
});

describe('what a seeker can do next', () => {
  it('registers while registration is open, and sees results once any are out', () => {
    expect(callsToAction({ competition: edition({ registration: 'open' }), progress: null })).toEqual([
      { label: 'Register', href: EPOCH_PATHS.register },
    ]);
    expect(callsToAction({ competition: edition({ registration: 'closed' }), progress: null })).toEqual([]);
    expect(
      callsToAction({
        competition: edition({ registration: 'closed', round1: 'closed' }, ['round1']),
        progress: null,
      }),
    ).toEqual([{ label: 'See results', href: EPOCH_PATHS.results }]);
  });

  it('goes to their round only while it is theirs to play, else to their progress', () => {
    const c = edition({ registration: 'closed', round1: 'open' });
    expect(callsToAction({ competition: c, progress: progress('open') })).toEqual([
      { label: 'Go to your round', href: EPOCH_PATHS.round1 },
    ]);
    expect(playableRound(progress('started'))).toEqual({ round: 'round1', href: EPOCH_PATHS.round1 });
    expect(playableRound(progress('open', 'round2'))).toEqual({ round: 'round2', href: EPOCH_PATHS.round2 });
    expect(playableRound(progress('submitted'))).toBeNull();
    expect(callsToAction({ competition: c, progress: progress('submitted') })).toEqual([
      { label: 'See your progress', href: EPOCH_PATHS.progress },
    ]);
  });

  it("names a past edition's results by its id, the current one by none", () => {
    const past = { ...edition({ round1: 'closed' }, ['round1']), id: 2 };
    expect(isCurrentEdition(past)).toBe(false);
    expect(isCurrentEdition(edition())).toBe(true);
    expect(callsToAction({ competition: past, progress: null })).toEqual([
      { label: 'See results', href: '/epoch/results?edition=2' },
    ]);
    expect(resultsHref(2, { round: 'round1', name: 'Asha', institute: 'IIM', page: 3 })).toBe(
      '/epoch/results?edition=2&round=round1&name=Asha&institute=IIM&page=3',
    );
    expect(resultsHref(undefined, { page: 1 })).toBe('/epoch/results');
    expect(loginHref('/epoch/register')).toBe('/login?next=%2Fepoch%2Fregister');
  });

  it('reads an edition id from the address, and anything else is not found', () => {
    expect(editionIdOf(null)).toBeUndefined();
    expect(editionIdOf('')).toBeUndefined();
    expect(editionIdOf('12')).toBe('12');
    expect(() => editionIdOf('12abc')).toThrow();
    expect(() => editionIdOf('-1')).toThrow();
  });
});

describe('the registration form', () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };

  it('sends the fields the domain accepts, without an empty city', () => {
    const values = registerValues(
      form({
        institute: ' IIM Kozhikode ',
        programme: 'PGP',
        graduationYear: '2027',
        city: '',
        acceptTerms: 'on',
      }),
    );
    expect(checkRegistration(values, 7)).toEqual({
      ok: true,
      body: {
        competitionId: 7,
        institute: 'IIM Kozhikode',
        programme: 'PGP',
        graduationYear: 2027,
        acceptTerms: true,
      },
    });
  });

  it('names each refused field in the order of the form, the terms last', () => {
    const values = registerValues(
      form({ institute: 'I', programme: '', graduationYear: '27', city: 'x'.repeat(101) }),
    );
    const checked = checkRegistration(values, 7);
    expect(checked).toEqual({
      ok: false,
      errors: {
        institute: 'Institute must be at least 2 characters.',
        programme: 'Programme must be at least 2 characters.',
        graduationYear: 'Graduation year must be a year such as 2027.',
        city: 'City must be at most 100 characters.',
        acceptTerms: 'Accept the terms to register.',
      },
    });
    if (checked.ok) throw new Error('refused');
    expect(Object.keys(checked.errors)[0]).toBe('institute');
    expect(values.acceptTerms).toBe(false);
  });
});

describe('competition dates', () => {
  it('are written in India’s time by hand, the same on the server and in a browser', () => {
    expect(formatWhen('2026-12-01T04:30:00.000Z')).toBe('1 Dec 2026, 10:00 am');
    expect(formatWhen('2026-12-01T18:45:00.000Z')).toBe('2 Dec 2026, 12:15 am');
    expect(formatWhen('2026-12-01T07:05:00.000Z')).toBe('1 Dec 2026, 12:35 pm');
    expect(formatWhen('2026-12-01T18:45:00.000Z', false)).toBe('2 Dec 2026');
    expect(formatWhen('not a date')).toBe('Invalid Date');
  });
});
