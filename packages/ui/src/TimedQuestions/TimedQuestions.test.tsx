import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, type Ref, useState } from 'react';
import { expect, test, vi } from 'vitest';
import {
  type AnswerForm,
  type AnswerOutcome,
  type TimedQuestion,
  TimedQuestions,
} from './TimedQuestions.tsx';

const questions: TimedQuestion[] = [
  {
    id: 11,
    position: 1,
    prompt: 'What does KPI stand for?',
    options: ['Key performance indicator', 'Known process input'],
    choice: 1,
  },
  { id: 12, position: 2, prompt: 'Which is a fixed cost?', options: ['Rent', 'Raw material'], choice: null },
];

const Form = ({ ref, children }: { method: 'post'; ref?: Ref<HTMLFormElement>; children?: ReactNode }) => (
  <form method="post" ref={ref} onSubmit={(e) => e.preventDefault()}>
    {children}
  </form>
);

/** What the questions' save forms sent in the current test. */
let sent: Record<string, string>[] = [];

function useTestAnswerForm(): AnswerForm {
  const [outcome, setOutcome] = useState<AnswerOutcome | undefined>(undefined);
  return {
    Form,
    busy: false,
    outcome,
    submit: (form) => {
      const fields = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
      sent.push(fields);
      setOutcome({ ok: true, questionId: Number(fields.questionId), remainingSeconds: 599 });
    },
  };
}

function setup(remainingSeconds: number) {
  sent = [];
  const onTimeUp = vi.fn();
  render(
    <TimedQuestions
      questions={questions}
      remainingSeconds={remainingSeconds}
      useAnswerForm={useTestAnswerForm}
      onTimeUp={onTimeUp}
      submitNote="Once you submit, you cannot change your answers."
    />,
  );
  return { onTimeUp };
}

test('shows the server’s time left, names each question’s group, keeps saved choices and saves a choice at once', async () => {
  const { onTimeUp } = setup(600);
  expect(screen.getByRole('timer').textContent).toBe('10:00');
  expect(screen.getByText('1 of 2 answered')).toBeTruthy();
  const first = screen.getByRole('group', { name: 'Question 1 of 2: What does KPI stand for?' });
  expect(within(first).getByLabelText<HTMLInputElement>('Known process input').checked).toBe(true);
  const second = screen.getByRole('group', { name: /Which is a fixed cost\?$/ });
  await userEvent.click(within(second).getByLabelText('Rent'));
  expect(sent).toEqual([{ intent: 'answer', questionId: '12', choice: '0' }]);
  expect(await screen.findByText('2 of 2 answered')).toBeTruthy();
  expect(within(second.closest('form') as HTMLElement).getByText('Answer saved')).toBeTruthy();
  expect(onTimeUp).not.toHaveBeenCalled();
});

test('asks before submitting and submits on the second press', async () => {
  setup(600);
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  expect(screen.getByText(/Submit now\? 1 unanswered\./)).toBeTruthy();
  const confirm = screen.getByRole('button', { name: 'Yes, submit my answers' });
  expect(document.activeElement).toBe(confirm);
  expect(confirm.closest('form')?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe(
    'submit',
  );
});

test('at zero says the time is up, locks the options and submits once', async () => {
  const { onTimeUp } = setup(0);
  expect(await screen.findByRole('status')).toHaveProperty(
    'textContent',
    'Time is up: your answers are being submitted.',
  );
  expect(onTimeUp).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText<HTMLInputElement>('Rent').disabled).toBe(true);
});
