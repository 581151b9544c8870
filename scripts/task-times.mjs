// Prints how long each task of the last `turbo run --summarize` took, longest first, with whether
// turbo ran it or replayed it from its cache, so a slow or uncached task is seen at the end of `npm test`.
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
const newest = files
  .map((name) => ({ name, at: statSync(join(runs, name)).mtimeMs }))
  .sort((a, b) => b.at - a.at)[0].name;
const run = JSON.parse(readFileSync(join(runs, newest), 'utf8'));

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
