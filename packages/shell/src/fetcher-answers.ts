import { useToast } from '@jobsite/ui/ToastRegion';
import { useEffect, useRef } from 'react';

/** What an action a fetcher posts to answers: done, or refused with a message for the person. */
export type FetcherAnswer = { ok: true } | { ok: false; error: string };

/**
 * Takes each answer of a fetcher once, when it has arrived (the fetcher is idle again): a refusal
 * becomes a toast; a done answer goes to `take`, read at that moment.
 */
export function useFetcherAnswers<A extends FetcherAnswer>(
  fetcher: { data: A | undefined; state: string },
  take: (answer: Extract<A, { ok: true }>) => void,
) {
  const toast = useToast();
  const handled = useRef<A | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the answer on purpose
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== 'idle' || handled.current === answer) return;
    handled.current = answer;
    const outcome: FetcherAnswer = answer;
    if (!outcome.ok) {
      toast({ tone: 'critical', message: outcome.error });
      return;
    }
    take(answer as Extract<A, { ok: true }>);
  }, [fetcher.data, fetcher.state]);
}
