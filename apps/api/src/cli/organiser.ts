/**
 * `pnpm --filter @jobsite/api organiser <command> [options]`: the competition's organisers over the
 * internal API (decision 0039; API_URL, default http://localhost:4000; ADMIN_KEY must match the
 * server's). `--vertical` defaults to the first vertical whose `competition` flag is on.
 *
 *   list                                          (the editions, their windows, states and registrations)
 *   create      --name N --edition E --year Y --registration START/END --round1 START/END
 *               --round2 START/END --round3 START/END [--questions FILE.json] [--minutes 20]
 *   quiz        --competition ID --questions FILE.json [--minutes 20]   (before round 1 starts)
 *   open        --competition ID --round registration|round1|round2|round3 [--ends ISO]  (default: a week)
 *   close       --competition ID --round R     (round1: the quizzes under way are submitted)
 *   case-study  --competition ID --file case.pdf
 *   grades      --competition ID --round round2|round3 --file grades.csv   (lines: email,score[,maxScore])
 *   publish     --competition ID --round R [--cutoff N]   (round1 and round2 need the cut-off)
 *   candidates  --competition ID [--round R]   (scores, files and qualification)
 *
 * FILE.json of questions: [{ "prompt", "options": [2 to 6 texts], "correct": index, "marks"? }].
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { VERTICAL_IDS, VERTICALS, VerticalId } from '@jobsite/domain';
import * as v from 'valibot';

const { positionals, values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: {
    vertical: { type: 'string' },
    competition: { type: 'string' },
    round: { type: 'string' },
    name: { type: 'string' },
    edition: { type: 'string' },
    year: { type: 'string' },
    registration: { type: 'string' },
    round1: { type: 'string' },
    round2: { type: 'string' },
    round3: { type: 'string' },
    questions: { type: 'string' },
    minutes: { type: 'string', default: '20' },
    ends: { type: 'string' },
    file: { type: 'string' },
    cutoff: { type: 'string' },
  },
});

const api = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
const key = process.env.ADMIN_KEY;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const withCompetition = VERTICAL_IDS.find((id) => VERTICALS[id].flags.competition) ?? VERTICAL_IDS[0];
const vertical = v.safeParse(VerticalId, values.vertical ?? withCompetition);
if (!vertical.success) fail(`--vertical ${vertical.issues[0].message}`);

async function call(method: string, path: string, body?: unknown) {
  if (!key) fail('Set ADMIN_KEY to the API server’s admin key');
  const form = body instanceof FormData;
  const res = await fetch(`${api}/internal/${vertical.output}${path}`, {
    method,
    headers: { 'x-admin-key': key, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: form ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  console.log(text);
  if (!res.ok) process.exit(1);
}

const competition = () => values.competition ?? fail('--competition is required');
const round = () => values.round ?? fail('--round is required');
const seconds = () => Math.round(Number(values.minutes) * 60);

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    return fail(`cannot read ${file} as JSON (${(err as Error).message})`);
  }
}

/** "START/END" as the window of a round. */
function windowOf(option: string): { startsAt: string; endsAt: string } {
  const text = values[option as 'round1'] ?? fail(`--${option} is required (START/END, ISO dates)`);
  const [start, end] = text.split('/');
  const iso = (s: string | undefined) => {
    const d = new Date(s ?? '');
    return Number.isNaN(d.getTime()) ? fail(`--${option}: ${s} is not a date`) : d.toISOString();
  };
  return { startsAt: iso(start), endsAt: iso(end) };
}

const command = positionals[0];
if (command === 'list') {
  await call('GET', '/competitions');
} else if (command === 'create') {
  const questions = values.questions ? await readJson(values.questions) : undefined;
  await call('POST', '/competitions', {
    name: values.name ?? fail('--name is required'),
    edition: Number(values.edition ?? fail('--edition is required')),
    year: Number(values.year ?? fail('--year is required')),
    rounds: {
      registration: windowOf('registration'),
      round1: windowOf('round1'),
      round2: windowOf('round2'),
      round3: windowOf('round3'),
    },
    ...(questions ? { quiz: { durationSeconds: seconds(), questions } } : {}),
  });
} else if (command === 'quiz') {
  const questions = await readJson(values.questions ?? fail('--questions is required'));
  await call('PUT', `/competitions/${competition()}/quiz`, { durationSeconds: seconds(), questions });
} else if (command === 'open') {
  await call(
    'POST',
    `/competitions/${competition()}/rounds/${round()}/open`,
    values.ends ? { endsAt: new Date(values.ends).toISOString() } : {},
  );
} else if (command === 'close') {
  await call('POST', `/competitions/${competition()}/rounds/${round()}/close`, {});
} else if (command === 'case-study') {
  const file = values.file ?? fail('--file is required');
  const form = new FormData();
  form.set('file', new Blob([await readFile(file)]), basename(file));
  await call('PUT', `/competitions/${competition()}/case-study`, form);
} else if (command === 'grades') {
  const file = values.file ?? fail('--file is required');
  const grades = (await readFile(file, 'utf8'))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^email\b/i.test(line))
    .map((line) => {
      const [email, score, maxScore] = line.split(',').map((x) => x.trim());
      return { email, score: Number(score), ...(maxScore ? { maxScore: Number(maxScore) } : {}) };
    });
  await call('POST', `/competitions/${competition()}/grades`, { round: round(), grades });
} else if (command === 'publish') {
  await call(
    'POST',
    `/competitions/${competition()}/rounds/${round()}/publish`,
    values.cutoff === undefined ? {} : { cutoff: Number(values.cutoff) },
  );
} else if (command === 'candidates') {
  await call(
    'GET',
    `/competitions/${competition()}/candidates${values.round ? `?round=${encodeURIComponent(values.round)}` : ''}`,
  );
} else {
  fail(
    'Usage: organiser list|create|quiz|open|close|case-study|grades|publish|candidates [options] (see src/cli/organiser.ts)',
  );
}
