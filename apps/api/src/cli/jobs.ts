/**
 * `pnpm --filter @jobsite/api jobs <command>`: runs a background job of the API now, instead of at its
 * next tick, through the internal API of the running server (API_URL, default http://localhost:4000;
 * ADMIN_KEY must match the server's). The server runs the job as its own timer would, with the same
 * claims, so running it while the timers run sends nothing twice. Without `--vertical` it runs for every
 * vertical.
 *
 *   list                                                 the jobs this command runs
 *   run job-alert-digests [--vertical v] [--email E]     the saved searches' digests that are due; with
 *                                                        --email, that seeker's searches are due now
 *   run early-applicant-alerts [--vertical v]            matches new jobs to early-applicant subscribers
 *
 * A digest lists the jobs posted since the search was saved (or since its last digest): with none, no
 * email is written. What a run wrote is in the development outbox (`GET /{vertical}/dev/outbox`).
 */
import { parseArgs } from 'node:util';
import { VERTICAL_IDS, type Vertical, VerticalId } from '@jobsite/domain';
import * as v from 'valibot';

const JOBS: Record<string, { about: string; path: (email: string | undefined) => string }> = {
  'job-alert-digests': {
    about: "the saved searches' daily digests that are due (--email: that seeker's now)",
    path: (email) => `/alerts/run-digest${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  },
  'early-applicant-alerts': {
    about: 'real-time alerts of new jobs to early-applicant subscribers',
    path: () => '/alerts/run-realtime',
  },
};

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: { vertical: { type: 'string' }, email: { type: 'string' } },
});

const [command, name] = positionals;
if (command === 'list') {
  for (const [job, { about }] of Object.entries(JOBS)) console.log(`${job}\t${about}`);
  process.exit(0);
}
if (command !== 'run')
  stop(`Usage: jobs list | jobs run <${Object.keys(JOBS).join('|')}> [--vertical v] [--email E]`);
const job = name === undefined ? undefined : JOBS[name];
if (!job) stop(`Unknown job "${name ?? ''}": one of ${Object.keys(JOBS).join(', ')}`);
if (values.email !== undefined && name !== 'job-alert-digests') stop('--email is for job-alert-digests only');

let verticals: readonly Vertical[] = VERTICAL_IDS;
if (values.vertical !== undefined) {
  const picked = v.safeParse(VerticalId, values.vertical);
  if (!picked.success) stop(`--vertical ${picked.issues[0].message}`);
  verticals = [picked.output];
}
const adminKey = process.env.ADMIN_KEY ?? stop('Set ADMIN_KEY to the API server’s admin key');
const origin = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/$/, '');

let failed = false;
for (const vertical of verticals) {
  let answer: Response;
  try {
    answer = await fetch(`${origin}/internal/${vertical}${job.path(values.email)}`, {
      method: 'POST',
      headers: { 'x-admin-key': adminKey },
    });
  } catch (err) {
    stop(`The API at ${origin} does not answer (${(err as Error).message}): is it running?`);
  }
  const text = await answer.text();
  console.log(`${vertical}: ${text}`);
  if (!answer.ok) failed = true;
}
process.exit(failed ? 1 : 0);
