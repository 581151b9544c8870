/**
 * What the competition pages say about the rounds and the rules, written from the domain's constants
 * (product.md sections 1 and 5) so that a change of a limit changes every page that states it.
 */
import { COMPETITION, type CompetitionRound, SUBMISSION_RULES } from '@jobsite/domain';

/** The quiz's size as an edition states it (the edition's own figures, else the domain's). */
export interface QuizSize {
  questions: number;
  minutes: number;
}

export const DEFAULT_QUIZ: QuizSize = {
  questions: COMPETITION.quiz.questions,
  minutes: COMPETITION.quiz.minutes,
};

/** The quiz size an edition states, or the domain's while the organisers have not set its questions. */
export const quizOf = (competition: { quiz: QuizSize }): QuizSize =>
  competition.quiz.questions > 0 && competition.quiz.minutes > 0 ? competition.quiz : DEFAULT_QUIZ;

/** ".pdf, .ppt or .doc" */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

const round2Types = listOr(COMPETITION.round2.fileTypes);
const round3 = COMPETITION.round3;

/** One line per round, as the timeline describes it. */
export function roundSummary(round: CompetitionRound, quiz: QuizSize = DEFAULT_QUIZ): string {
  switch (round) {
    case 'registration':
      return 'Register with your institute, programme and graduation year. It is free for college students.';
    case 'round1':
      return `An online quiz of ${quiz.questions} questions in ${quiz.minutes} minutes: one attempt, on a computer, no negative marking.`;
    case 'round2':
      return `A surprise business case, released when the round opens. Hand in your answer as a ${round2Types} file before the deadline.`;
    case 'round3':
      return `The final pitch: a deck of at most ${round3.maxSlides} slides and a ${round3.videoMinutes}-minute ${round3.videoType} video.`;
  }
}

export interface RuleSection {
  id: string;
  heading: string;
  points: string[];
}

/** The rules of the competition (`/epoch/terms`), section by section. */
export function ruleSections(name: string, quiz: QuizSize = DEFAULT_QUIZ): RuleSection[] {
  const answer = SUBMISSION_RULES.answer;
  const deck = SUBMISSION_RULES.deck;
  const video = SUBMISSION_RULES.video;
  const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
  return [
    {
      id: 'eligibility',
      heading: 'Who can take part',
      points: [
        `${name} is open to students enrolled in a college or university programme, full time or part time, who have not yet graduated.`,
        'You take part on your own, with your own account. One registration per person: an account registered twice, or one person behind two accounts, is disqualified.',
        'Registering is free. You give your institute, programme and year of graduation; we may ask for proof of enrolment before announcing a finalist.',
      ],
    },
    {
      id: 'round-one',
      heading: 'Round 1: the quiz (elimination)',
      points: [
        `The quiz has ${quiz.questions} questions and lasts ${quiz.minutes} minutes from the moment you start it. The clock keeps running if you close the page; your saved answers are kept.`,
        `You have ${COMPETITION.quiz.attempts === 1 ? 'one attempt' : `${COMPETITION.quiz.attempts} attempts`}. Once started, it cannot be restarted.`,
        `The quiz is desktop only: take it on a computer with a screen at least ${COMPETITION.quiz.minWidth} pixels wide. It does not start on a phone.`,
        COMPETITION.quiz.negativeMarking
          ? 'A wrong answer costs marks.'
          : 'There is no negative marking: a wrong answer costs nothing, so answer every question.',
        'Start the quiz while its round is open; answers handed in after the round closes are not counted.',
      ],
    },
    {
      id: 'round-two',
      heading: 'Round 2: the surprise case (elimination)',
      points: [
        'The case study is released when the round opens, to the candidates who qualified from round 1.',
        `Hand in your answer as a ${round2Types} file of at most ${megabytes(answer.maxBytes)} before the round's deadline. The file is checked by its content, not its name: a renamed file of another kind is refused.`,
        'You may hand in again until the deadline; your latest file replaces the earlier one.',
      ],
    },
    {
      id: 'round-three',
      heading: 'Round 3: the pitch (non-elimination)',
      points: [
        `Hand in a pitch deck of at most ${deck.maxSlides} slides (${listOr(deck.formats.map((f) => `.${f}`))}, at most ${megabytes(deck.maxBytes)}) and a video of at most ${round3.videoMinutes} minutes (${round3.videoType}, at most ${megabytes(video.maxBytes)}).`,
        'Slides and video length are read from the files: a longer deck or video is refused.',
        'Every finalist is graded and ranked; no one is eliminated in this round.',
      ],
    },
    {
      id: 'cut-offs',
      heading: 'Cut-offs and results',
      points: [
        'After rounds 1 and 2 the organisers set a cut-off score. Candidates who score at or above it go on to the next round; the others leave the competition.',
        'When a round is graded, its results are published on the results page: rank, name, institute and score, and for the elimination rounds whether the candidate qualified. Your own score, rank and the cut-off also appear on your progress page.',
        'Scores and ranks are final once published. Questions about a result can be sent to the organisers within seven days of publication.',
      ],
    },
    {
      id: 'fair-play',
      heading: 'Fair play',
      points: [
        'Your answers and files must be your own work. Copied work, shared answers or a file that is not what it claims to be disqualify the candidate.',
        'The organisers may change a date when something outside their control requires it; the new dates are shown on the competition page before the round opens.',
      ],
    },
  ];
}
