/**
 * `pnpm --filter @jobsite/api recruiter <command> [options]`: the recruiter side over the internal API
 * (API_URL, default http://localhost:4000; ADMIN_KEY must match the server's). `--vertical` is one of the
 * domain's verticals, the first of them when left out.
 *
 *   post-job      --vertical v --title T [--tags 1,2] [--cities 3] [--min-exp 0] [--max-exp 5] [--apply-url URL]
 *   applications  --vertical v [--job ID] [--email E]
 *   status        --vertical v --application ID --status applied|viewed|shortlisted|assessment|interview|hired|rejected
 *   slots         --vertical v --application ID --start ISO [--start ISO ...] [--minutes 60] [--title T] [--location L]
 *   slots         --vertical v --job ID --applications 1,2,3 --title T --start ISO [--start ISO ...] [--minutes 60] [--location L]
 *   bookings      --vertical v --calendar ID
 *   assess        --vertical v --application ID --title T --url URL [--due ISO]                 (external test)
 *   assess        --vertical v --application ID --title T --questions FILE.json [--minutes 60] [--due ISO]
 *                 (timed test; FILE.json: [{ "prompt", "options": [2 to 6 texts], "correct": index, "marks"? }])
 *   assessment    --vertical v --application ID     (status, score, times and each answer)
 *   message       --vertical v --application ID --body TEXT
 *   messages      --vertical v --application ID [--before MESSAGE_ID]   (history with read marks)
 *   read-messages --vertical v --application ID                        (the recruiter read them)
 *   institutes    --vertical v                                         (ids, names, course and enquiry counts)
 *   enquiries     --vertical v --institute ID                          (the course enquiries it received)
 *   preview-key   --vertical v --institute ID     (a new preview key and link; the old key stops working)
 *   surveys       --vertical v [--survey ID] [--page N]   (surveys with response counts; with --survey, its
 *                 tally per option, rating average and a page of free-text answers)
 */
import { parseArgs } from 'node:util';
import { VERTICAL_IDS, VerticalId } from '@jobsite/domain';
import * as v from 'valibot';

const { positionals, values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: {
    vertical: { type: 'string' },
    title: { type: 'string' },
    tags: { type: 'string' },
    cities: { type: 'string' },
    'min-exp': { type: 'string' },
    'max-exp': { type: 'string' },
    'apply-url': { type: 'string' },
    job: { type: 'string' },
    email: { type: 'string' },
    application: { type: 'string' },
    status: { type: 'string' },
    start: { type: 'string', multiple: true },
    minutes: { type: 'string', default: '60' },
    url: { type: 'string' },
    due: { type: 'string' },
    questions: { type: 'string' },
    body: { type: 'string' },
    before: { type: 'string' },
    applications: { type: 'string' },
    location: { type: 'string' },
    calendar: { type: 'string' },
    institute: { type: 'string' },
    survey: { type: 'string' },
    page: { type: 'string' },
  },
});

const api = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
const key = process.env.ADMIN_KEY;
const ids = (s: string | undefined) => (s ? s.split(',').map(Number) : undefined);
const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const vertical = v.safeParse(VerticalId, values.vertical ?? VERTICAL_IDS[0]);
if (!vertical.success) fail(`--vertical ${vertical.issues[0].message}`);

async function call(method: string, path: string, body?: unknown) {
  if (!key) fail('Set ADMIN_KEY to the API server’s admin key');
  const res = await fetch(`${api}/internal/${vertical.output}${path}`, {
    method,
    headers: { 'x-admin-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  console.log(text);
  if (!res.ok) process.exit(1);
}

const application = () => values.application ?? fail('--application is required');
const command = positionals[0];
if (command === 'post-job') {
  await call('POST', '/jobs', {
    title: values.title ?? fail('--title is required'),
    tagIds: ids(values.tags),
    cityIds: ids(values.cities),
    minExp: num(values['min-exp']),
    maxExp: num(values['max-exp']),
    applyUrl: values['apply-url'],
  });
} else if (command === 'applications') {
  const q = new URLSearchParams();
  if (values.job) q.set('jobId', values.job);
  if (values.email) q.set('email', values.email);
  await call('GET', `/applications?${q}`);
} else if (command === 'status') {
  await call('POST', `/applications/${application()}/status`, {
    status: values.status ?? fail('--status is required'),
  });
} else if (command === 'slots') {
  const minutes = Number(values.minutes);
  const slots = (values.start ?? fail('--start is required')).map((s) => ({
    startsAt: new Date(s).toISOString(),
    endsAt: new Date(new Date(s).getTime() + minutes * 60_000).toISOString(),
  }));
  const place = { title: values.title, location: values.location };
  if (values.job) {
    await call('POST', `/jobs/${values.job}/interview-calendar`, {
      ...place,
      slots,
      applicationIds: ids(values.applications ?? fail('--applications is required with --job')),
    });
  } else {
    await call('POST', `/applications/${application()}/interview-slots`, { ...place, slots });
  }
} else if (command === 'bookings') {
  await call('GET', `/interview-calendars/${values.calendar ?? fail('--calendar is required')}`);
} else if (command === 'assess') {
  const title = values.title ?? fail('--title is required');
  const dueAt = values.due ? new Date(values.due).toISOString() : undefined;
  if (values.questions) {
    const { readFile } = await import('node:fs/promises');
    let questions: unknown;
    try {
      questions = JSON.parse(await readFile(values.questions, 'utf8'));
    } catch (err) {
      fail(`--questions: cannot read ${values.questions} as JSON (${(err as Error).message})`);
    }
    // The server checks every question (2 to 6 options, the right one's index, marks 1 to 100).
    await call('POST', `/applications/${application()}/assessment`, {
      title,
      durationSeconds: Math.round(Number(values.minutes) * 60),
      questions,
      dueAt,
    });
  } else {
    await call('POST', `/applications/${application()}/assessment`, {
      title,
      url: values.url ?? fail('--url or --questions is required'),
      dueAt,
    });
  }
} else if (command === 'assessment') {
  await call('GET', `/applications/${application()}/assessment`);
} else if (command === 'message') {
  await call('POST', `/applications/${application()}/messages`, {
    body: values.body ?? fail('--body is required'),
  });
} else if (command === 'messages') {
  const before = values.before ? `?before=${encodeURIComponent(values.before)}` : '';
  await call('GET', `/applications/${application()}/messages${before}`);
} else if (command === 'read-messages') {
  await call('POST', `/applications/${application()}/messages/read`, {});
} else if (command === 'institutes') {
  await call('GET', '/institutes');
} else if (command === 'enquiries') {
  await call('GET', `/institutes/${values.institute ?? fail('--institute is required')}/enquiries`);
} else if (command === 'preview-key') {
  await call('POST', `/institutes/${values.institute ?? fail('--institute is required')}/preview-key`);
} else if (command === 'surveys') {
  if (values.survey === undefined) await call('GET', '/surveys');
  else
    await call(
      'GET',
      `/surveys/${encodeURIComponent(values.survey)}/results${values.page ? `?page=${encodeURIComponent(values.page)}` : ''}`,
    );
} else {
  fail(
    'Usage: recruiter post-job|applications|status|slots|bookings|assess|assessment|message|messages|read-messages|institutes|enquiries|preview-key|surveys [options] (see src/cli/recruiter.ts)',
  );
}
