/**
 * A resume worker (`WorkerPool` protocol): reads one resume's text, or matches the fields in a text,
 * at a time, off the thread that serves requests. Run by Node itself, in production and under the
 * tests alike, so it imports only modules Node loads as they are (`.ts` with erasable syntax only,
 * packages from node_modules).
 */
import { parentPort } from 'node:worker_threads';
import type { Kind } from '../../media/sniff.ts';
import { matchFields } from './resume-fields.ts';
import { ResumeRefused } from './resume-limits.ts';
import { extractResumeText } from './resume-text.ts';

export type ResumeTask =
  | { type: 'text'; kind: Kind; data: Uint8Array }
  | { type: 'fields'; text: string; knownSkills: string[] };

if (!parentPort) throw new Error('resume-worker.ts runs as a worker thread only');
const port = parentPort;

port.on('message', async ({ id, input }: { id: number; input: ResumeTask }) => {
  try {
    const value =
      input.type === 'text'
        ? await extractResumeText(input.kind, input.data)
        : matchFields(input.text, input.knownSkills);
    port.postMessage({ id, ok: true, value });
  } catch (error) {
    const refused = error instanceof ResumeRefused;
    port.postMessage({
      id,
      ok: false,
      error: {
        name: refused ? error.name : 'Error',
        message: refused ? error.message : 'We could not read this resume',
        code: refused ? error.code : 'unreadable',
      },
    });
  }
});
