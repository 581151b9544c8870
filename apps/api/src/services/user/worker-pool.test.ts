import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PoolBusy,
  PoolClosed,
  TaskFailed,
  TaskTimedOut,
  WorkerFailed,
  WorkerPool,
  type WorkerPoolOptions,
} from './worker-pool.ts';

const script = new URL('./worker-pool.test-worker.ts', import.meta.url);
type Input = { do?: string; value?: unknown };
const pools: WorkerPool<Input, unknown>[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const p = new WorkerPool<Input, unknown>({
    script,
    size: 1,
    maxQueue: 4,
    timeoutMs: 60_000,
    maxWaitMs: 60_000,
    idleMs: 60_000,
    ...options,
  });
  pools.push(p);
  return p;
};
const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool', () => {
  it('runs tasks on a worker thread, one after another on one worker, and reports their own errors', async () => {
    const p = pool();
    const answers = await Promise.all([1, 2, 3].map((value) => p.run({ do: 'echo', value })));
    expect(answers).toEqual([1, 2, 3]);
    const failed = await p.run({ do: 'fail' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(TaskFailed);
    expect(failed).toMatchObject({ name: 'Nope', message: 'it failed', code: 'nope' });
    expect(p.stats()).toMatchObject({ started: 4, completed: 4, workersStarted: 1, running: 0, queued: 0 });
  });

  it('keeps serving requests on its own thread while a worker is busy', async () => {
    const p = pool();
    const server = createServer((_, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      let settled = false;
      const stuck = p.run({ do: 'spin' }).finally(() => {
        settled = true;
      });
      await until(() => p.stats().running === 1);
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await res.text()).toBe('ok');
      expect(settled).toBe(false);
      const closed = expect(stuck).rejects.toBeInstanceOf(PoolClosed);
      await p.close();
      await closed;
    } finally {
      server.close();
    }
  });

  it('terminates a worker past the time limit, fails its task, and runs the next task on a new worker', async () => {
    // The limit also covers the new worker's start for the next task: on a loaded machine that start
    // alone can pass a fraction of a second, so the limit is wide enough for it.
    const p = pool({ timeoutMs: 2000 });
    const stuck = p.run({ do: 'spin' });
    const next = p.run({ do: 'echo', value: 'after' });
    await expect(stuck).rejects.toBeInstanceOf(TaskTimedOut);
    await expect(next).resolves.toBe('after');
    expect(p.stats()).toMatchObject({ timedOut: 1, workersStarted: 2 });
  });

  it('refuses a task when the queue is full, and one that waited too long for a worker', async () => {
    const p = pool({ maxQueue: 1, maxWaitMs: 100 });
    const running = p.run({ do: 'spin' });
    const waiting = p.run({ do: 'echo', value: 1 });
    await expect(p.run({ do: 'echo', value: 2 })).rejects.toBeInstanceOf(PoolBusy);
    await expect(waiting).rejects.toThrow('No worker became free in time');
    expect(p.stats()).toMatchObject({ refused: 2, running: 1, queued: 0 });
    const closed = expect(running).rejects.toBeInstanceOf(PoolClosed);
    await p.close();
    await closed;
  });

  it('fails the task of a worker that crashes, and replaces the worker', async () => {
    const p = pool();
    await expect(p.run({ do: 'crash' })).rejects.toBeInstanceOf(WorkerFailed);
    await expect(p.run({ do: 'echo', value: 'again' })).resolves.toBe('again');
    expect(p.stats()).toMatchObject({ crashed: 1, workersStarted: 2 });
  });

  it('ends idle workers', async () => {
    const p = pool({ idleMs: 10 });
    await p.run({ do: 'echo', value: 1 });
    await until(() => p.stats().workers === 0);
    await expect(p.run({ do: 'echo', value: 2 })).resolves.toBe(2);
    expect(p.stats().workersStarted).toBe(2);
  });
});
