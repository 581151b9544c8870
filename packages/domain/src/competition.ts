/** The competition's rounds in order; its state status starts `idle`. */
export const COMPETITION_ROUNDS = ['registration', 'round1', 'round2', 'round3'] as const;
export type CompetitionRound = (typeof COMPETITION_ROUNDS)[number];

/** The rounds a candidate plays (every round but registration). */
export const PLAYED_ROUNDS = ['round1', 'round2', 'round3'] as const;
export type PlayedRound = (typeof PLAYED_ROUNDS)[number];

/** A round's window by the server's clock. */
export const COMPETITION_ROUND_STATES = ['upcoming', 'open', 'closed'] as const;

/**
 * Where a seeker stands in an edition: `idle` until they register; `inProgress` while they play or wait
 * for a round's results; `qualified` once the latest published elimination round passed them; `eliminated`;
 * `completed` once the final round's results are published with them in it.
 */
export const COMPETITION_STATUSES = ['idle', 'inProgress', 'qualified', 'eliminated', 'completed'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/**
 * Where a candidate stands in one round: `locked` (not theirs to play yet, or not open), `open` (theirs,
 * nothing handed in), `started` (the quiz is under way), `submitted` (handed in, results not published),
 * `missed` (closed with nothing handed in), then, once published, `qualified`, `eliminated` or `graded`
 * (the non-elimination final round).
 */
export const ROUND_PROGRESS_STATES = [
  'locked',
  'open',
  'started',
  'submitted',
  'missed',
  'qualified',
  'eliminated',
  'graded',
] as const;
export type RoundProgressState = (typeof ROUND_PROGRESS_STATES)[number];

/**
 * What a candidate hands in after the quiz, checked by content (never by the file's name): round 2's
 * answer (a PDF, a PowerPoint or a Word file), round 3's deck (a PDF or a PowerPoint .pptx, whose slides
 * are counted) and round 3's video (an MP4 whose length is read from the file).
 */
export const SUBMISSION_KINDS = ['answer', 'deck', 'video'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_RULES = {
  answer: {
    round: 'round2',
    label: 'case answer',
    formats: ['pdf', 'ppt', 'pptx', 'doc', 'docx'],
    accept: '.pdf,.ppt,.pptx,.doc,.docx',
    maxBytes: 20 * 1024 * 1024,
  },
  deck: {
    round: 'round3',
    label: 'pitch deck',
    formats: ['pdf', 'pptx'],
    accept: '.pdf,.pptx',
    maxBytes: 25 * 1024 * 1024,
    maxSlides: 12,
  },
  video: {
    round: 'round3',
    label: 'pitch video',
    formats: ['mp4'],
    accept: '.mp4,video/mp4',
    maxBytes: 80 * 1024 * 1024,
    maxSeconds: 120,
  },
} as const satisfies Record<
  SubmissionKind,
  {
    round: PlayedRound;
    label: string;
    formats: readonly string[];
    accept: string;
    maxBytes: number;
    maxSlides?: number;
    maxSeconds?: number;
  }
>;

/**
 * Limits of the college competition (product.md sections 1, 5 and 9; calls.md 7.1, 7.8 and 9).
 * The quiz is stated as 20 minutes (a 30-minute figure also appears in the spec; 20 is used, decision 0039).
 */
export const COMPETITION = {
  editions: 2,
  rounds: COMPETITION_ROUNDS,
  quiz: {
    questions: 30,
    minutes: 20,
    attempts: 1,
    desktopOnly: true,
    /** The narrowest screen, in CSS pixels, the quiz starts on (the md breakpoint of product.md 9). */
    minWidth: 900,
    negativeMarking: false,
    elimination: true,
  },
  round2: { fileTypes: ['.pdf', '.ppt', '.doc'], elimination: true },
  round3: { maxSlides: 12, videoMinutes: 2, videoType: '.mp4', elimination: false },
  result: { page: 1, pageSize: 100 },
  /** Tag of the unpublished jobs shown for a competition round. */
  unpublishedJobsTag: 1183547,
} as const;

/** What a candidate who starts the quiz on a phone is told (the quiz is desktop only). */
export const QUIZ_DESKTOP_ONLY_MESSAGE = `The quiz is desktop only: open this page on a computer (a screen at least ${COMPETITION.quiz.minWidth} pixels wide) to start it`;

/** Whether a User-Agent is a phone's (a tablet or a desktop is not): the quiz does not start on one. */
export function isPhoneUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return /\b(iPhone|iPod|Windows Phone)\b|Android.+Mobile|\bMobi(le)?\b.*Safari|Opera Mini|IEMobile/i.test(
    userAgent,
  );
}
