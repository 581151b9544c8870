// Prints how long each task of this `npm test`'s turbo runs (`--summarize`) took, longest first, with
// whether turbo ran it or replayed it from its cache, so a slow or uncached task is seen at the end.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const runs = join(import.meta.dirname, '..', '.turbo', 'runs');
let files = [];
try {
  files = readdirSync(runs).filter((name) => name.endsWith('.json'));
} catch {
  // No run was summarised: nothing to print.
}
if (files.length === 0) process.exit(0);
// The runs of this `npm test` (those summarised since the time given, in ms), else the newest one.
const since = Number(process.argv[2] ?? Number.NaN);
const dated = files.map((name) => ({ name, at: statSync(join(runs, name)).mtimeMs }));
const chosen = Number.isFinite(since) ? dated.filter((file) => file.at >= since) : [];
const picked = chosen.length > 0 ? chosen : [dated.sort((a, b) => b.at - a.at)[0]];
const summaries = picked.map(({ name }) => JSON.parse(readFileSync(join(runs, name), 'utf8')));
// A task two runs share (the builds the browser suites depend on) is listed once: where it ran.
const byId = new Map();
for (const task of summaries.flatMap((summary) => summary.tasks)) {
  const seen = byId.get(task.taskId);
  if (!seen || (seen.cache.status === 'HIT' && task.cache.status !== 'HIT')) byId.set(task.taskId, task);
}
const run = {
  tasks: [...byId.values()],
  execution: {
    startTime: Math.min(...summaries.map((summary) => summary.execution.startTime)),
    endTime: Math.max(...summaries.map((summary) => summary.execution.endTime)),
  },
};

const seconds = (ms) => (ms / 1000).toFixed(1);
const rows = run.tasks
  .filter((task) => task.execution)
  .map((task) => ({
    task: task.taskId,
    ms: task.execution.endTime - task.execution.startTime,
    cache: task.cache.status === 'HIT' ? 'cached' : 'ran',
    failed: task.execution.exitCode !== 0,
  }))
  .sort((a, b) => b.ms - a.ms);
const width = Math.max(4, ...rows.map((row) => row.task.length));
console.log(`\n${'task'.padEnd(width)}  ${'seconds'.padStart(7)}  result`);
for (const row of rows) {
  const result = row.failed ? 'FAILED' : row.cache;
  console.log(`${row.task.padEnd(width)}  ${seconds(row.ms).padStart(7)}  ${result}`);
}
const wall = run.execution.endTime - run.execution.startTime;
const ran = rows.filter((row) => row.cache === 'ran').length;
console.log(
  `${'all tasks (wall clock)'.padEnd(width)}  ${seconds(wall).padStart(7)}  ${ran} ran, ${rows.length - ran} cached`,
);
