import { useFetcherAnswers } from '@jobsite/shell/fetcher-answers';
import { useToast } from '@jobsite/ui/ToastRegion';
import type { JobActionResult } from './routes/job-actions.ts';

/** A job action's answer that it was done. */
export type DoneAnswer = Extract<JobActionResult, { ok: true }>;

/**
 * Takes each answer of a job action's fetcher once, when it has arrived: a refusal becomes a toast; a
 * done action goes to `take` first and, unless `take` says it has answered it (`true`), becomes a toast
 * with Undo where `undo` names the action that takes it back (posted with `post`).
 */
export function useActionAnswers(
  fetcher: { data: JobActionResult | undefined; state: string },
  undo: Record<string, string>,
  post: (intent: string) => void,
  take: (result: DoneAnswer) => boolean,
) {
  const toast = useToast();
  useFetcherAnswers(fetcher, (result) => {
    if (take(result)) return;
    const back = undo[result.intent];
    toast({
      tone: 'positive',
      message: result.message,
      ...(back ? { action: { label: 'Undo', onAction: () => post(back) } } : {}),
    });
  });
}
