/**
 * What the survey page reads from a submitted form: the answers keyed by question id, as the API takes
 * them, where each question's field is named `q-{id}` (checkboxes repeat the name).
 */
import type { Survey } from '@jobsite/domain/answers';
import { surveyReturnPath } from '@jobsite/domain/calls';

export const fieldName = (questionId: number) => `q-${questionId}`;

export function answersOf(
  survey: Pick<Survey, 'questions'>,
  form: FormData,
): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const q of survey.questions) {
    const values = form.getAll(fieldName(q.id)).filter((x): x is string => typeof x === 'string');
    if (q.kind === 'multiple') {
      if (values.length > 0) answers[String(q.id)] = values;
    } else if ((values[0] ?? '').trim() !== '') {
      answers[String(q.id)] = values[0] as string;
    }
  }
  return answers;
}

/** The page to go back to: the one the seeker came from if it is one a survey is offered on. */
export function backOf(value: string | null | undefined, placement: Survey['placement']): string {
  return surveyReturnPath(value) ?? (placement === 'applied' ? '/applied-jobs' : '/jobfeed');
}

/** What the link back says, by where it goes. */
export function backLabel(back: string): string {
  if (back === '/jobfeed') return 'Back to your job feed';
  if (back.startsWith('/job/applied')) return 'Back to your application';
  return 'Go to your applied jobs';
}
