export {
  type AnswerForm,
  type AnswerOutcome,
  Countdown,
  QuizFacts,
  type SubmitFormComponent,
  type TimedQuestion,
  TimedQuestions,
  type TimedQuestionsProps,
  type UseAnswerForm,
  useServerCountdown,
} from './TimedQuestions.tsx';
export {
  announcementAt,
  answeredText,
  formatCountdown,
  formatDuration,
  scoreText,
  secondsLeft,
} from './time.ts';
