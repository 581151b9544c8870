import type { Competition, CompetitionRoundInfo, PlayedRound, RoundProgressState } from '@jobsite/domain';
import type { CompetitionFile, CompetitionProgressAnswer } from '@jobsite/domain/answers';
import { describe, expect, it } from 'vitest';
import { unscoredRounds } from '../test-progress.ts';
import { roundGate } from './gate.ts';
import { fileFacts, latestFile, orList, sizeText } from './submission.ts';

const at = (day: number) => new Date(Date.UTC(2026, 11, day, 4, 30)).toISOString();

function competition(states: Partial<Record<CompetitionRoundInfo['round'], CompetitionRoundInfo['state']>>) {
  const rounds: CompetitionRoundInfo[] = (['registration', 'round1', 'round2', 'round3'] as const).map(
    (round, i) => ({
      round,
      startsAt: at(1 + i * 5),
      endsAt: at(4 + i * 5),
      elimination: round !== 'round3',
      state: states[round] ?? 'upcoming',
      resultsPublished: false,
    }),
  );
  return {
    id: 1,
    name: 'Epoch 2026',
    edition: 1,
    year: 2026,
    rounds,
    registered: true,
    currentRound: 'round1',
    status: 'inProgress',
    preferredCompanies: [],
    quiz: { questions: 30, minutes: 20 },
    editions: [],
  } satisfies Competition;
}

function progress(
  states: Partial<Record<PlayedRound, RoundProgressState>>,
  registered = true,
): CompetitionProgressAnswer {
  return {
    competitionId: 1,
    name: 'Epoch 2026',
    edition: 1,
    registered,
    status: registered ? 'inProgress' : 'idle',
    currentRound: registered ? 'round1' : null,
    registration: null,
    rounds: unscoredRounds(
      (round) => states[round] ?? 'locked',
      (i) => ({ startsAt: at(6 + i * 5), endsAt: at(9 + i * 5) }),
    ),
  };
}

describe('roundGate', () => {
  it('sends a seeker who has not registered (or whose standing is unknown) to register', () => {
    expect(roundGate(competition({ round1: 'open' }), null, 'round1')).toEqual({ kind: 'unregistered' });
    expect(roundGate(competition({ round1: 'open' }), progress({}, false), 'round1')).toEqual({
      kind: 'unregistered',
    });
  });

  it('opens a round that is open and the candidate’s, also to hand in again', () => {
    const edition = competition({ registration: 'closed', round1: 'closed', round2: 'open' });
    for (const state of ['open', 'submitted'] as const)
      expect(roundGate(edition, progress({ round1: 'qualified', round2: state }), 'round2')).toMatchObject({
        kind: 'open',
        endsAt: at(14),
      });
  });

  it('says why a round is not the candidate’s, and when', () => {
    const round2Open = competition({ round1: 'closed', round2: 'open' });
    expect(roundGate(round2Open, progress({ round1: 'eliminated' }), 'round2')).toMatchObject({
      kind: 'closed',
      reason: 'Round 2 is open only to candidates who qualified in Round 1, and you did not.',
    });
    expect(roundGate(round2Open, progress({ round1: 'missed' }), 'round2')).toMatchObject({
      reason: 'Round 2 is open only to candidates who qualified in Round 1, which you missed.',
    });
    const before = competition({ round1: 'open' });
    expect(roundGate(before, progress({ round1: 'submitted' }), 'round2')).toMatchObject({
      reason: expect.stringMatching(
        /^Round 2 opens to the candidates who qualify in Round 1, once its results are published\. It runs from 11 Dec 2026/,
      ),
    });
    expect(
      roundGate(competition({ registration: 'open' }), progress({ round1: 'locked' }), 'round1'),
    ).toMatchObject({
      reason: expect.stringMatching(
        /^Round 1 opens on 6 Dec 2026, 10:00 am and closes on 9 Dec 2026, 10:00 am\.$/,
      ),
    });
    const after = competition({ round1: 'closed', round2: 'closed' });
    expect(roundGate(after, progress({ round1: 'qualified', round2: 'missed' }), 'round2')).toMatchObject({
      reason: expect.stringMatching(/^Round 2 closed on 14 Dec 2026.* before you handed anything in\.$/),
    });
    expect(roundGate(after, progress({ round1: 'submitted' }), 'round1')).toMatchObject({
      reason: expect.stringMatching(/Results come when the organisers publish them\.$/),
    });
  });
});

const file = (
  kind: CompetitionFile['kind'],
  uploadedAt: string,
  extra: Partial<CompetitionFile> = {},
): CompetitionFile => ({
  kind,
  round: kind === 'answer' ? 'round2' : 'round3',
  fileName: `${kind}.pdf`,
  format: 'pdf',
  sizeBytes: 1_572_864,
  slides: null,
  durationSeconds: null,
  uploadedAt,
  ...extra,
});

describe('handed-in files', () => {
  it('keeps the latest file of a kind', () => {
    const files = [
      file('deck', at(2)),
      file('deck', at(3), { fileName: 'final.pptx' }),
      file('video', at(4)),
    ];
    expect(latestFile(files, 'deck')?.fileName).toBe('final.pptx');
    expect(latestFile(files, 'answer')).toBeNull();
  });

  it('words a file as the page shows it: name, size and format, slides or length, time', () => {
    expect(fileFacts(file('deck', at(3), { slides: 9, format: 'pptx' }))).toEqual([
      { term: 'File', detail: 'deck.pdf' },
      { term: 'Size', detail: '1.5 MB (PPTX)' },
      { term: 'Slides', detail: '9' },
      { term: 'Handed in', detail: '3 Dec 2026, 10:00 am' },
    ]);
    expect(fileFacts(file('video', at(3), { durationSeconds: 105, format: 'mp4' }))[2]).toEqual({
      term: 'Length',
      detail: '1 minute 45 seconds',
    });
    expect([sizeText(900), sizeText(840_000), sizeText(20 * 1024 * 1024)]).toEqual([
      '900 bytes',
      '820 KB',
      '20 MB',
    ]);
    expect(orList(['.pdf', '.ppt', '.doc'])).toBe('.pdf, .ppt or .doc');
  });
});
