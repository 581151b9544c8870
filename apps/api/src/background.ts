/**
 * Scheduled work of an API process: each task runs every `everyMs` (first after one period) until
 * `stop()`. Tasks must be safe when several processes run them at once on one database (claim rows with
 * a conditional UPDATE or `FOR UPDATE SKIP LOCKED`), because every API process starts the same tasks.
 */
import type { Logger } from './logger.ts';

export interface BackgroundTask {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export function startBackground(tasks: readonly BackgroundTask[], logger: Logger): { stop(): Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const task of tasks) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      const run = task
        .run()
        .catch((err: unknown) => logger.error({ err, task: task.name }, 'background task failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, task.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
    },
  };
}
