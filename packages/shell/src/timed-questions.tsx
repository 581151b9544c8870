import { type AnswerForm, TimedQuestions, type TimedQuestionsProps } from '@jobsite/ui/TimedQuestions';
import { Form, useActionData, useFetcher, useNavigation, useSubmit } from 'react-router';

/** What a timed-questions route's action answers a post with: saved, or why not. */
type PostOutcome = { ok: true; questionId: number; remainingSeconds: number } | { ok: false; error: string };

/** Each question's answer form: a fetcher, so saving an answer stays on the page. */
function useAnswerForm(): AnswerForm {
  const fetcher = useFetcher<PostOutcome>();
  return {
    Form: fetcher.Form,
    busy: fetcher.state !== 'idle',
    outcome: fetcher.data,
    submit: (form) => fetcher.submit(form),
  };
}

/** The route's own texts; the router supplies the forms, the submission at time-up and its state. */
export type RoutedTimedQuestionsProps = Pick<
  TimedQuestionsProps,
  'questions' | 'remainingSeconds' | 'submitNote'
>;

/**
 * The UI kit's timed questions wired to the current route: each answer is saved by a fetcher to the
 * route's action (`intent=answer`), everything is submitted by the router's form (`intent=submit`), also
 * when the time runs out, and the action's error shows above the questions.
 */
export function RoutedTimedQuestions({ questions, remainingSeconds, submitNote }: RoutedTimedQuestionsProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const result = useActionData<PostOutcome>();
  return (
    <TimedQuestions
      questions={questions}
      remainingSeconds={remainingSeconds}
      useAnswerForm={useAnswerForm}
      submitForm={Form}
      onTimeUp={() => submit({ intent: 'submit' }, { method: 'post' })}
      submitting={navigation.state !== 'idle'}
      error={result && !result.ok ? result.error : undefined}
      submitNote={submitNote}
    />
  );
}
