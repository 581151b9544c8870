import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, type ReactNode, type Ref, useState } from 'react';
import {
  type AnswerForm,
  type AnswerOutcome,
  QuizFacts,
  type TimedQuestion,
  TimedQuestions,
} from './TimedQuestions.tsx';

const questions: TimedQuestion[] = [
  {
    id: 1,
    position: 1,
    prompt: 'Which report compares a budget with actual spend?',
    options: ['Variance report', 'Organisation chart', 'Cash-flow forecast'],
    choice: 0,
  },
  {
    id: 2,
    position: 2,
    prompt: 'A market grows 10% a year. Roughly how long until it doubles?',
    options: ['5 years', '7 years', '10 years', '14 years'],
    choice: null,
  },
  {
    id: 3,
    position: 3,
    prompt: 'What does a falling inventory turnover ratio suggest?',
    options: ['Stock sells faster', 'Stock sits longer', 'Prices went up'],
    choice: null,
  },
];

const Form = ({ ref, children }: { method: 'post'; ref?: Ref<HTMLFormElement>; children?: ReactNode }) => (
  <form method="post" ref={ref} onSubmit={(e: FormEvent) => e.preventDefault()}>
    {children}
  </form>
);

/** A story's save form: saves at once, as the server would, and says so. */
function useStoryAnswerForm(): AnswerForm {
  const [outcome, setOutcome] = useState<AnswerOutcome | undefined>(undefined);
  return {
    Form,
    busy: false,
    outcome,
    submit: (form) =>
      setOutcome({
        ok: true,
        questionId: Number(new FormData(form).get('questionId')),
        remainingSeconds: 600,
      }),
  };
}

const meta = {
  title: 'Forms/TimedQuestions',
  component: TimedQuestions,
  args: {
    questions,
    remainingSeconds: 14 * 60 + 32,
    useAnswerForm: useStoryAnswerForm,
    onTimeUp: () => {},
    submitNote: 'Once you submit, you cannot change your answers or take the quiz again.',
  },
} satisfies Meta<typeof TimedQuestions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnderWay: Story = {};
export const LastMinute: Story = { args: { remainingSeconds: 45 } };
export const WithError: Story = { args: { error: 'Your answers were already submitted' } };
export const BeforeYouStart: Story = {
  render: () => (
    <QuizFacts
      facts={[
        { term: 'Questions', detail: 30 },
        { term: 'Time allowed', detail: '20 minutes' },
        { term: 'Attempts', detail: 'One' },
        { term: 'Negative marking', detail: 'None' },
      ]}
    />
  ),
};
