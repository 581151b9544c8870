/**
 * Reading a seeker's resume off the thread that serves requests: its text, within the caps of
 * `RESUME_LIMITS`, and the profile fields proposed from it, each read in a worker of a small pool
 * (decision 0021).
 */
import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { HttpError } from '../../http/errors.ts';
import type { Kind } from '../../media/sniff.ts';
import type { ProposedFields } from './resume-fields.ts';
import type { ResumeTask } from './resume-worker.ts';
import {
  PoolBusy,
  PoolClosed,
  type PoolStats,
  TaskFailed,
  TaskTimedOut,
  WorkerPool,
  type WorkerPoolOptions,
} from './worker-pool.ts';

/** The resume workers: one on a two-core machine, two above; a task is stopped after 10 s. */
const RESUME_POOL: WorkerPoolOptions = {
  script: new URL('./resume-worker.ts', import.meta.url),
  size: availableParallelism() > 2 ? 2 : 1,
  maxQueue: 8,
  timeoutMs: 10_000,
  maxWaitMs: 20_000,
  idleMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
};

let pool: WorkerPool<ResumeTask, unknown> | null = null;
const resumePool = () => {
  pool ??= new WorkerPool<ResumeTask, unknown>(RESUME_POOL);
  return pool;
};

/** What the resume workers have done since the pool started. */
export const resumePoolStats = (): PoolStats => resumePool().stats();

/**
 * Tests: replaces the resume pool by one with these options (a worker script that never answers, a
 * short time limit); the function it answers closes it and puts the default pool back.
 */
export async function replaceResumePool(options: Partial<WorkerPoolOptions>): Promise<() => Promise<void>> {
  await pool?.close();
  const replaced = new WorkerPool<ResumeTask, unknown>({ ...RESUME_POOL, ...options });
  pool = replaced;
  return async () => {
    await replaced.close();
    if (pool === replaced) pool = null;
  };
}

/** A resume that is damaged or has no text to read: worth keeping, but nothing to propose from. */
class ResumeUnreadable extends HttpError {}

/** The refusal a seeker sees when a resume could not be read in a worker. */
function refusal(error: unknown): HttpError {
  if (error instanceof TaskFailed) {
    return error.code === 'too-large'
      ? new HttpError(422, error.message)
      : new ResumeUnreadable(422, 'We could not read this resume');
  }
  if (error instanceof TaskTimedOut) {
    return new HttpError(
      422,
      `This resume took more than ${error.timeoutMs / 1000} seconds to read. Please upload a simpler file, such as a PDF saved from your editor`,
    );
  }
  if (error instanceof PoolBusy) {
    return new HttpError(503, 'Many resumes are being read right now. Please try again in a minute');
  }
  if (error instanceof PoolClosed) {
    return new HttpError(503, 'Resumes cannot be read just now. Please try again in a minute');
  }
  // The worker died under this file (out of memory, most likely).
  return new HttpError(422, 'We could not read this resume safely. Please upload it as a PDF');
}

async function inWorker<T>(task: ResumeTask, transfer: TransferListItem[] = []): Promise<T> {
  try {
    return (await resumePool().run(task, transfer)) as T;
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * Plain text of a stored resume (at most `RESUME_LIMITS.maxTextChars` characters), read in a worker.
 * Throws an `HttpError` whose message says why a resume was not read.
 */
export async function resumeText(kind: Kind, data: Uint8Array): Promise<string> {
  // A copy of its own, moved into the worker rather than copied again.
  const copy = new Uint8Array(data);
  return inWorker<string>({ type: 'text', kind, data: copy }, [copy.buffer]);
}

/**
 * Fields read off a resume's text for the person to confirm (`matchFields`), matched in a worker: the
 * first line that looks like a name, the first email and Indian mobile number, the largest "N years"
 * figure, and the vertical's known skills that the text mentions.
 */
export async function proposeFields(text: string, knownSkills: readonly string[]): Promise<ProposedFields> {
  return inWorker<ProposedFields>({ type: 'fields', text, knownSkills: [...knownSkills] });
}

export type { ProposedFields };

/**
 * Reads an upload once before it is stored, so a file that expands past the caps, takes too long or
 * kills its worker is refused with the reason. A file that is merely unreadable (damaged, a scan
 * without text) is kept: its owner fills the fields in by hand. 503 when every worker is busy.
 */
export async function screenResume(kind: Kind, data: Uint8Array): Promise<void> {
  try {
    await resumeText(kind, data);
  } catch (error) {
    if (error instanceof ResumeUnreadable) return;
    throw error;
  }
}
