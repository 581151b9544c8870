/**
 * Work a call starts once its answer has gone out, so the answer neither waits for it nor takes longer
 * because of it (the forgotten-password mailing, docs/decisions/0020). A failure is reported, not
 * thrown, and the outbox page waits for the work still running in this process before it lists
 * messages.
 */
const running = new Set<Promise<void>>();

/** The Node response of the call (Hono's node server hands it over as `c.env.outgoing`). */
export interface Outgoing {
  once(event: 'finish' | 'close', listener: () => void): unknown;
  readonly writableFinished?: boolean;
}

function answered(outgoing: Outgoing | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!outgoing || outgoing.writableFinished) {
      setImmediate(resolve);
      return;
    }
    outgoing.once('finish', resolve);
    outgoing.once('close', resolve);
  });
}

export function afterAnswer(
  work: () => Promise<void>,
  onError: (err: unknown) => void,
  outgoing?: Outgoing,
): void {
  const job = answered(outgoing)
    .then(work)
    .catch(onError)
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves once the work started so far has finished. */
export async function settled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
