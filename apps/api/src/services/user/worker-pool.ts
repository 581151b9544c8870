/**
 * A small pool of worker threads for work that must not hold the thread serving requests: a few
 * workers, a bounded queue, a time limit per task after which the worker is terminated (and replaced
 * on demand), and idle workers that end after a while so they hold no memory at rest.
 *
 * A worker script answers each `{ id, input }` message with `{ id, ok: true, value }` or
 * `{ id, ok: false, error: { name, message, code? } }`, one task at a time.
 */
import { type ResourceLimits, type TransferListItem, Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  script: URL;
  /** Workers running at once. */
  size: number;
  /** Tasks waiting for a worker; one more is refused with `PoolBusy`. */
  maxQueue: number;
  /** A running task's limit; past it the worker is terminated and the task fails with `TaskTimedOut`. */
  timeoutMs: number;
  /** How long a task may wait for a worker before it fails with `PoolBusy`. */
  maxWaitMs: number;
  /** An idle worker ends after this long. */
  idleMs: number;
  resourceLimits?: ResourceLimits;
}

/** The queue is full, or a task waited too long for a worker. */
export class PoolBusy extends Error {
  override name = 'PoolBusy';
}
/** A task ran past the pool's time limit; its worker was terminated. */
export class TaskTimedOut extends Error {
  override name = 'TaskTimedOut';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The task ran past ${timeoutMs} ms and was stopped`);
    this.timeoutMs = timeoutMs;
  }
}
/** The worker failed: it threw outside a task, ran out of memory or exited. */
export class WorkerFailed extends Error {
  override name = 'WorkerFailed';
}
/** The pool was closed before the task could finish. */
export class PoolClosed extends Error {
  override name = 'PoolClosed';
}
/** The task's own error, as the worker reported it. */
export class TaskFailed extends Error {
  readonly code: string | undefined;
  constructor(name: string, message: string, code: string | undefined) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

export interface PoolStats {
  /** Tasks handed to a worker. */
  started: number;
  /** Tasks that answered (a value or their own error). */
  completed: number;
  timedOut: number;
  /** Tasks refused because the queue was full or the wait too long. */
  refused: number;
  /** Workers failed or exited under a task. */
  crashed: number;
  workersStarted: number;
  running: number;
  queued: number;
  workers: number;
}

interface Task {
  id: number;
  input: unknown;
  transfer: TransferListItem[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  /** Terminated or exiting: counts against the size until it has exited. */
  ending: boolean;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

type Reply = { id: number } & (
  | { ok: true; value: unknown }
  | { ok: false; error: { name: string; message: string; code?: string } }
);

export class WorkerPool<Input, Output> {
  readonly #options: WorkerPoolOptions;
  readonly #slots = new Set<Slot>();
  readonly #queue: Task[] = [];
  #nextId = 1;
  #closed = false;
  readonly #stats = { started: 0, completed: 0, timedOut: 0, refused: 0, crashed: 0, workersStarted: 0 };

  constructor(options: WorkerPoolOptions) {
    this.#options = options;
  }

  /** Runs one task on a worker; `transfer` lists buffers to move into it rather than copy. */
  run(input: Input, transfer: TransferListItem[] = []): Promise<Output> {
    if (this.#closed) return Promise.reject(new PoolClosed('The worker pool is closed'));
    return new Promise<Output>((resolve, reject) => {
      const task: Task = { id: this.#nextId++, input, transfer, resolve: resolve as Task['resolve'], reject };
      const idle = [...this.#slots].find((s) => !s.task && !s.ending);
      if (idle) return this.#start(idle, task);
      if (this.#slots.size < this.#options.size) return this.#start(this.#spawn(), task);
      if (this.#queue.length >= this.#options.maxQueue) {
        this.#stats.refused++;
        return reject(new PoolBusy('Every worker is busy and the queue is full'));
      }
      task.waitTimer = setTimeout(() => {
        const at = this.#queue.indexOf(task);
        if (at === -1) return;
        this.#queue.splice(at, 1);
        this.#stats.refused++;
        reject(new PoolBusy('No worker became free in time'));
      }, this.#options.maxWaitMs);
      this.#queue.push(task);
    });
  }

  stats(): PoolStats {
    const slots = [...this.#slots];
    return {
      ...this.#stats,
      running: slots.filter((s) => s.task).length,
      queued: this.#queue.length,
      workers: slots.length,
    };
  }

  /** Fails waiting and running tasks with `PoolClosed` and terminates every worker. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) {
      clearTimeout(task.waitTimer);
      task.reject(new PoolClosed('The worker pool is closed'));
    }
    await Promise.all(
      [...this.#slots].map((slot) => {
        this.#finish(slot, (task) => task.reject(new PoolClosed('The worker pool is closed')));
        slot.ending = true;
        return slot.worker.terminate();
      }),
    );
    this.#slots.clear();
  }

  #spawn(): Slot {
    const { script, resourceLimits } = this.#options;
    const worker = new Worker(script, resourceLimits ? { resourceLimits } : {});
    const slot: Slot = { worker, task: null, ending: false };
    this.#slots.add(slot);
    this.#stats.workersStarted++;
    worker.on('message', (reply: Reply) => {
      if (!slot.task || slot.task.id !== reply.id) return;
      this.#stats.completed++;
      this.#finish(slot, (task) =>
        reply.ok
          ? task.resolve(reply.value)
          : task.reject(new TaskFailed(reply.error.name, reply.error.message, reply.error.code)),
      );
      this.#next(slot);
    });
    const fail = (error: Error) => {
      if (slot.task) this.#stats.crashed++;
      this.#finish(slot, (task) => task.reject(new WorkerFailed(`The worker failed: ${error.message}`)));
      slot.ending = true;
    };
    worker.on('error', fail);
    worker.on('messageerror', fail);
    worker.on('exit', (code) => {
      fail(new Error(`it exited with code ${code}`));
      this.#slots.delete(slot);
      clearTimeout(slot.idleTimer);
      // Its place is free: the next waiting task gets a new worker.
      const task = this.#queue.shift();
      if (task && !this.#closed) this.#start(this.#spawn(), task);
    });
    return slot;
  }

  #start(slot: Slot, task: Task) {
    clearTimeout(task.waitTimer);
    clearTimeout(slot.idleTimer);
    slot.task = task;
    this.#stats.started++;
    // A busy worker keeps the process alive until it answers; an idle one does not.
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.#stats.timedOut++;
      this.#finish(slot, (t) => t.reject(new TaskTimedOut(this.#options.timeoutMs)));
      slot.ending = true;
      void slot.worker.terminate();
    }, this.#options.timeoutMs);
    try {
      slot.worker.postMessage({ id: task.id, input: task.input }, task.transfer);
    } catch (error) {
      this.#finish(slot, (t) => t.reject(error as Error));
      this.#next(slot);
    }
  }

  /** Detaches the slot's task, if any, and settles it with `settle`. */
  #finish(slot: Slot, settle: (task: Task) => void) {
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    clearTimeout(slot.timer);
    settle(task);
  }

  /** Gives an idle worker the next waiting task, or lets it rest and end after `idleMs`. */
  #next(slot: Slot) {
    if (slot.ending) return;
    const task = this.#queue.shift();
    if (task) return this.#start(slot, task);
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      slot.ending = true;
      void slot.worker.terminate();
    }, this.#options.idleMs);
    slot.idleTimer.unref();
  }
}
