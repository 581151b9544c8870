/** The competition's rounds in order; its state status starts `idle`. */
export const COMPETITION_ROUNDS = ['registration', 'round1', 'round2', 'round3'] as const;

export type CompetitionRound = (typeof COMPETITION_ROUNDS)[number];

/**
 * Limits of the college competition (product.md sections 1, 5 and 9; calls.md 7.1, 7.8 and 9).
 * The quiz is stated as 20 minutes (a 30-minute figure also appears in the spec; 20 is used).
 */
export const COMPETITION = {
  editions: 2,
  rounds: COMPETITION_ROUNDS,
  quiz: {
    questions: 30,
    minutes: 20,
    attempts: 1,
    desktopOnly: true,
    negativeMarking: false,
    elimination: true,
  },
  round2: { fileTypes: ['.pdf', '.ppt', '.doc'], elimination: true },
  round3: { maxSlides: 12, videoMinutes: 2, videoType: '.mp4', elimination: false },
  result: { page: 1, pageSize: 100 },
  /** Tag of the unpublished jobs shown for a competition round. */
  unpublishedJobsTag: 1183547,
} as const;
